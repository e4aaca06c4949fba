import { serverPath } from '../../server-root';

const SIMULATORS = serverPath('../../host/src/payments/simulators');

/** The widget simulators by script name, and the install function each file exports. */
export const SIMULATOR_SCRIPTS = Object.freeze({
  xsolla: ['xsolla-simulator.ts', 'installXsollaSimulator'],
  yookassa: ['yookassa-simulator.ts', 'installYookassaSimulator'],
  stripe: ['stripe-simulator.ts', 'installStripeSimulator'],
  facebook: ['facebook-pay-simulator.ts', 'installFacebookPaySimulator'],
} as const);

export type SimulatorName = keyof typeof SIMULATOR_SCRIPTS;

/**
 * Bundles one simulator into a classic script that defines the provider's global, as the real script
 * would, pointing its pay pages at `payOrigin`. The simulators are the host's TypeScript sources, so
 * the unit tests and the browser run the same code. esbuild is loaded here, on the first request:
 * local mode runs from a development install, and a production install (`--omit=dev`) has none.
 */
export async function bundleSimulator(name: SimulatorName, payOrigin: string): Promise<string> {
  const [file, install] = SIMULATOR_SCRIPTS[name];
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents: `import { ${install} } from './${file.replace(/\.ts$/, '.js')}';\n${install}(window, { payOrigin: ${JSON.stringify(payOrigin)} });\n`,
      resolveDir: SIMULATORS,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
