import { readFile } from 'node:fs/promises';
import { serverPath } from '../../server-root';

// The host's published build of them (`@playport/host/payment-simulators/widgets.js`), laid out as in the
// repository, where the published CLI keeps a copy too.
const SIMULATORS = serverPath('../../host/dist/payment-simulators/widgets.js');

/** The widget simulators by script name, as the host's build names their install functions. */
export const SIMULATOR_SCRIPTS = Object.freeze({ xsolla: true, yookassa: true, stripe: true, facebook: true } as const);

export type SimulatorName = keyof typeof SIMULATOR_SCRIPTS;

/**
 * One simulator as a classic script that defines the provider's global, as the real script would,
 * pointing its pay pages at `payOrigin`. The host builds the simulators as one classic script
 * defining `PlayportPaymentSimulators`; wrapped in a function, that name stays off the page's globals,
 * and the script installs the one simulator itself. The unit tests and the browser run the same code.
 */
export async function simulatorScript(name: SimulatorName, payOrigin: string): Promise<string> {
  const built = await readFile(SIMULATORS, 'utf8');
  const install = `PlayportPaymentSimulators[${JSON.stringify(name)}]`;
  return `(function () {\n${built}\n${install}(window, { payOrigin: ${JSON.stringify(payOrigin)} });\n})();\n`;
}
