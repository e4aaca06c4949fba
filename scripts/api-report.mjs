// Checks each package's public API against its committed report (<pkg>/etc/*.api.md).
// `--local` rewrites the reports instead: run `npm run api:update` after a deliberate API change.
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

const local = process.argv.includes('--local');
// One report per published entry: the host's by audience (partner embed, adapter kit, API client, default UI, test fakes).
const configs = [
  'sdk/api-extractor.json',
  'sdk/api-extractor.protocol.json',
  'contract/api-extractor.json',
  'contract/api-extractor.routes.json',
  'host/api-extractor.json',
  'host/api-extractor.adapter-kit.json',
  'host/api-extractor.api.json',
  'host/api-extractor.ui-default.json',
  'host/api-extractor.testing.json',
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

// A declaration entry may export a name as a value only where its JS entry exports it: otherwise an
// import type-checks and fails when the module loads (what scripts/lib/declarations.mjs prevents).
const exportedNames = (code, fileName, { values }) => {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  const names = [];
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (values && statement.isTypeOnly) continue;
      if (!statement.exportClause) names.push(`* from ${statement.moduleSpecifier.text}`);
      else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements)
          if (!(values && element.isTypeOnly)) names.push(element.name.text);
      }
    } else if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      const declared = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => d.name.getText(file))
        : [statement.name?.text];
      names.push(...declared.filter(Boolean));
    }
  }
  return names;
};
for (const pkg of ['sdk', 'contract', 'host', 'adapters']) {
  const dist = `${pkg}/dist`;
  if (!existsSync(dist)) continue;
  for (const name of readdirSync(dist).filter((f) => f.endsWith('.d.ts'))) {
    const js = `${dist}/${name.slice(0, -'.d.ts'.length)}.js`;
    if (!existsSync(js)) continue;
    const runtime = new Set(exportedNames(readFileSync(js, 'utf8'), js, { values: false }));
    const missing = exportedNames(readFileSync(`${dist}/${name}`, 'utf8'), name, { values: true }).filter(
      (n) => !runtime.has(n),
    );
    if (missing.length > 0) {
      failed++;
      console.error(
        `${dist}/${name}: exported without \`type\` but not exported by ${js} (a value import would type-check and fail at load): ${missing.join(', ')}`,
      );
    }
  }
}
process.exit(failed ? 1 : 0);
