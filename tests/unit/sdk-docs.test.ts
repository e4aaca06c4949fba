// The SDK's hover text: every client method and every event's `on` overload shows its description from
// the protocol contract, and the generated client interface is current.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { EVENTS, METHODS } from '../../sdk/src/protocol/names.js';
// @ts-expect-error: a plain ES module script without types
import { render } from '../../scripts/client-methods.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const contractPath = `${root}sdk/src/protocol/contract.ts`;
const lower = (name: string) => name[0]!.toLowerCase() + name.slice(1);

/** The description of each member of a contract interface, as the compiler reads it. */
function contractDocs(name: 'ProtocolMethods' | 'ProtocolEvents'): Map<string, string> {
  const source = ts.createSourceFile(contractPath, readFileSync(contractPath, 'utf8'), ts.ScriptTarget.Latest, true);
  const decl = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
  )!;
  return new Map(
    decl.members.map((m) => [
      m.name!.getText(source),
      ts
        .getJSDocCommentsAndTags(m)
        .filter(ts.isJSDoc)
        .map((d) => ts.getTextOfJSDocComment(d.comment))
        .join('\n'),
    ]),
  );
}

/** Quick info (hover) at each marker of a game file that imports the SDK's entry. */
function hover(text: string, markers: string[]): string[] {
  const file = `${root}sdk/src/__hover.ts`;
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const service = ts.createLanguageService({
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) => ts.ScriptSnapshot.fromString(f === file ? text : (ts.sys.readFile(f) ?? '')),
    getCurrentDirectory: () => root,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (f) => f === file || ts.sys.fileExists(f),
    readFile: (f) => (f === file ? text : ts.sys.readFile(f)),
  });
  return markers.map((marker) => {
    const at = text.indexOf(marker);
    if (at < 0) throw new Error(`no ${marker}`);
    return ts.displayPartsToString(service.getQuickInfoAtPosition(file, at + 1)?.documentation);
  });
}

// A language service over the SDK's sources takes seconds on a busy machine.
describe('SDK docs on hover', { timeout: 60_000 }, () => {
  it('shows the contract description of every client method', () => {
    const docs = contractDocs('ProtocolMethods');
    const text = `import { init } from './index.js';\nconst c = await init();\n${METHODS.map((m) => `void c.${lower(m)};`).join('\n')}\n`;
    const shown = hover(
      text,
      METHODS.map((m) => `c.${lower(m)};`).map((m) => m.slice(1)),
    );
    expect(shown).toEqual(METHODS.map((m) => docs.get(m)));
    expect(shown.every((doc) => doc.length > 20)).toBe(true);
    expect(shown[METHODS.indexOf('BuyProduct')]).toBe(
      "Buys a product through the platform's payments. Resolves once the payment succeeded; rejects\n`UserCancelled` when the player closed or cancelled it, `Unavailable` when the portal cannot take\norders right now (retry later), `Unknown` when it failed.",
    );
  });

  it("shows the contract description of every event on its listener's `on`", () => {
    const docs = contractDocs('ProtocolEvents');
    const text = `import { init } from './index.js';\nconst c = await init();\n${EVENTS.map((e) => `c.on('${e}', () => {});`).join('\n')}\n`;
    const shown = hover(
      text,
      EVENTS.map((e) => `.on('${e}'`),
    );
    expect(shown).toEqual(EVENTS.map((e) => docs.get(e)));
    expect(shown.every((doc) => doc.length > 20)).toBe(true);
  });

  it('keeps sdk/src/client/methods.generated.ts current with the contract', () => {
    expect(readFileSync(`${root}sdk/src/client/methods.generated.ts`, 'utf8')).toBe(render());
  });
});
