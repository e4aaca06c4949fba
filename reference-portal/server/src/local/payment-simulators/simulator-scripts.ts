import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serverPath } from '../../server-root';

// The host's published build of them (`@playport/host/payment-simulators/*`), laid out as in the
// repository, where the published CLI keeps a copy too.
const SIMULATORS = serverPath('../../host/dist/payment-simulators');

/** The widget simulators by script name: each is the host's built `{name}.js`. */
export const SIMULATOR_SCRIPTS = Object.freeze({ xsolla: true, yookassa: true, stripe: true, facebook: true } as const);

export type SimulatorName = keyof typeof SIMULATOR_SCRIPTS;

/**
 * One simulator as a classic script that defines the provider's global, as the real script would,
 * pointing its pay pages at `payOrigin`. The host builds each simulator as a classic script defining
 * `PlayportPaymentSimulator`; wrapped in a function, that name stays off the page's globals, and the
 * script installs the simulator itself. The unit tests and the browser run the same code.
 */
export async function simulatorScript(name: SimulatorName, payOrigin: string): Promise<string> {
  const built = await readFile(join(SIMULATORS, `${name}.js`), 'utf8');
  return `(function () {\n${built}\nPlayportPaymentSimulator.install(window, { payOrigin: ${JSON.stringify(payOrigin)} });\n})();\n`;
}
