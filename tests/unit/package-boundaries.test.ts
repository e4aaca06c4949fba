import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { packageBoundaries } from '../../scripts/lint/package-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const root = '/repo';
const options = [
  {
    root,
    packages: ['sdk', 'host', 'reference-portal/server', 'cli', 'tests', 'examples/*'],
    reach: [
      { from: ['**'], to: ['platforms.json'] },
      { from: ['tests'], to: ['sdk', 'host'] },
    ],
  },
];
const at = (file: string) => `${root}/${file}`;

new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } }).run(
  'playport/package-boundaries',
  packageBoundaries,
  {
    valid: [
      { filename: at('cli/src/dev/start-dev.ts'), code: "import { startDev } from '../main.js';", options },
      {
        filename: at('cli/src/dev/start-dev.ts'),
        code: "import { openLocalPortal } from '@playport/server/local-portal';",
        options,
      },
      { filename: at('cli/src/platforms.ts'), code: "import m from '../../platforms.json';", options },
      {
        filename: at('tests/unit/a.test.ts'),
        code: "import { METHODS } from '../../sdk/src/protocol/index.js';",
        options,
      },
      {
        filename: at('reference-portal/server/src/routes/sdk-files.ts'),
        code: "const d = serverPath('../../sdk/dist');",
        options,
      },
    ],
    invalid: [
      {
        filename: at('cli/src/dev/register-game.ts'),
        code: "import { games } from '../../../reference-portal/server/src/db/schema';",
        options,
        errors: [{ messageId: 'leavesPackage' }],
      },
      {
        filename: at('examples/hello-game/main.js'),
        code: "export * from '../partner-page/page.js';",
        options,
        errors: [{ messageId: 'leavesPackage' }],
      },
      {
        filename: at('host/src/api/x.test.ts'),
        code: "const m = await import('../../../tests/fixtures/hostile-targets');",
        options,
        errors: [{ messageId: 'leavesPackage' }],
      },
      {
        filename: at('tests/unit/a.test.ts'),
        code: "import { x } from '../../cli/src/main';",
        options,
        errors: [{ messageId: 'leavesPackage' }],
      },
      {
        filename: at('reference-portal/server/src/a.ts'),
        code: "import { createApiClient } from '@playport/host/src/api/index';",
        options,
        errors: [{ messageId: 'deepImport' }],
      },
      {
        filename: at('cli/src/a.ts'),
        code: "import { sdk } from '@playport/sdk/dist/index.js';",
        options,
        errors: [{ messageId: 'deepImport' }],
      },
      {
        filename: at('reference-portal/server/src/a.test.ts'),
        code: "import { HOSTILE_TARGETS } from '@playport/tests/fixtures/hostile-targets';",
        options,
        errors: [{ messageId: 'fromTests' }],
      },
      {
        filename: at('reference-portal/server/src/local/simulator-scripts.ts'),
        code: "const s = serverPath('../../host/src/payments/simulators');",
        options,
        errors: [{ messageId: 'serverPathSources' }],
      },
      {
        filename: at('cli/src/a.test.ts'),
        code: "vi.mock('../../host/src/index.js');",
        options,
        errors: [{ messageId: 'leavesPackage' }],
      },
    ],
  },
);
