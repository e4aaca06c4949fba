// Checks each package's public API against its committed report (<pkg>/etc/*.api.md).
// `--local` rewrites the reports instead: run `npm run api:update` after a deliberate API change.
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { existsSync } from 'node:fs';

const local = process.argv.includes('--local');
// One report per published entry: the host's by audience (partner embed, adapter kit, API client, default UI).
const configs = [
  'sdk/api-extractor.json',
  'sdk/api-extractor.protocol.json',
  'host/api-extractor.json',
  'host/api-extractor.adapter-kit.json',
  'host/api-extractor.api.json',
  'host/api-extractor.ui-default.json',
  'adapters/api-extractor.json',
];
let failed = 0;

for (const path of configs.filter((p) => existsSync(p))) {
  const config = ExtractorConfig.loadFileAndPrepare(path);
  // Messages a config raises to `error` (a type a public signature reaches but the entry does not export) fail the check.
  let errors = 0;
  const result = Extractor.invoke(config, {
    localBuild: local,
    showVerboseMessages: false,
    messageCallback: (message) => {
      if (message.logLevel === 'warning' || message.logLevel === 'error') {
        if (message.logLevel === 'error') errors++;
        console.warn(`${path}: ${message.logLevel === 'error' ? `[${message.messageId}] ` : ''}${message.text}`);
        message.handled = true;
      } else {
        message.handled = true;
      }
    },
  });
  const report = config.reportConfigs?.[0]?.fileName ?? 'report';
  if (!result.succeeded || errors > 0 || (!local && result.apiReportChanged)) {
    failed++;
    console.error(
      `API report ${path}: ${
        errors > 0 || !result.succeeded
          ? `${result.errorCount + errors} errors`
          : 'the public API changed; review it and run `npm run api:update`'
      }`,
    );
  } else {
    console.log(`API report ${path} (${report}): ${local && result.apiReportChanged ? 'updated' : 'unchanged'}`);
  }
}
process.exit(failed ? 1 : 0);
