// rollup-plugin-dts writes `export type { value }` as a plain `export { value }`
// (https://github.com/Swatinem/rollup-plugin-dts/issues/161), so a value an entry exports only as a type
// (a contract schema, an area factory) would type-check as an import and then fail when the module loads.
// `recordExports` keeps each JS entry's export names; `typeOnlyExports` then splits every export list of
// the matching declaration entry: the names the JS entry exports stay as they are, the rest become
// `export type { … }`.
import ts from 'typescript';

/** @param {Map<string, Set<string>>} exportsByEntry */
export const recordExports = (exportsByEntry) => ({
  name: 'record-exports',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && chunk.isEntry) exportsByEntry.set(chunk.name, new Set(chunk.exports));
    }
  },
});

/**
 * Rewrites the export lists of a declaration file: names in `values` stay, the others become type-only.
 * Throws on `export *`, whose names it cannot sort.
 * @param {string} code
 * @param {Set<string>} values
 * @returns {string}
 */
export const splitTypeOnlyExports = (code, values) => {
  const file = ts.createSourceFile('entry.d.ts', code, ts.ScriptTarget.Latest, true);
  const edits = [];
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const clause = statement.exportClause;
    if (!clause)
      throw new Error(
        `an entry's declarations re-export everything from ${statement.moduleSpecifier?.getText(file)}; list the names`,
      );
    if (!ts.isNamedExports(clause)) continue;
    const from = statement.moduleSpecifier ? ` from ${statement.moduleSpecifier.getText(file)}` : '';
    const kept = [];
    const typeOnly = [];
    for (const element of clause.elements) {
      (element.isTypeOnly || !values.has(element.name.text) ? typeOnly : kept).push(element);
    }
    if (typeOnly.length === 0) continue;
    const list = (elements) => elements.map((e) => e.getText(file).replace(/^type\s+/, '')).join(', ');
    const text = [
      kept.length > 0 ? `export { ${list(kept)} }${from};` : '',
      `export type { ${list(typeOnly)} }${from};`,
    ]
      .filter(Boolean)
      .join('\n');
    edits.push({ start: statement.getStart(file), end: statement.getEnd(), text });
  }
  let out = code;
  for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
};

/** @param {Map<string, Set<string>>} exportsByEntry */
export const typeOnlyExports = (exportsByEntry) => ({
  name: 'type-only-exports',
  renderChunk(code, chunk) {
    if (!chunk.isEntry) return null;
    const values = exportsByEntry.get(chunk.name);
    if (!values) this.error(`no JS build recorded the exports of entry "${chunk.name}"; build the JS first`);
    try {
      return { code: splitTypeOnlyExports(code, values), map: null };
    } catch (error) {
      this.error(`${chunk.name}.d.ts: ${error.message}`);
    }
  },
});
