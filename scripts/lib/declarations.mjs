// What the declaration builds (rollup-plugin-dts) need on top: type-only exports that stay type-only, and
// inferred types in one order.
//
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

// TypeScript prints a type it inferred (a contract schema's `z.ZodEnum<{ A: "A"; B: "B" }>`, a union of
// literals, the analytics event's numbered fields) in the order its literal types were first created,
// anywhere in the program: a change in an unrelated file can reorder them, and the API reports with them.
// The order means nothing in those places, so the declarations get one: sorted.
const byText = (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const NUMBERED = /^([A-Za-z]+)(\d+)$/;
const literalText = (type) =>
  type && ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? type.literal.text : null;
const memberName = (member) =>
  member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : null;

/** The order `members` (of `node`) get, as a permutation of their indices; null to keep theirs. */
function sortedOrder(node, members) {
  const keyed = members.map((member, index) => ({ member, index, key: '' }));
  /** The members `chosen` sorted by their keys among themselves, in the places they hold; the rest stay. */
  const inTheirPlaces = (chosen) => {
    if (chosen.length < 2) return null;
    const sorted = [...chosen].sort(byText);
    const order = keyed.map((k) => k.index);
    chosen.forEach((slot, i) => (order[slot.index] = sorted[i].index));
    return order;
  };
  if (ts.isUnionTypeNode(node)) {
    // Its string literals (`"A" | "B" | null`): `null` and other members keep their places.
    const literals = keyed.filter((k) => literalText(k.member) !== null);
    for (const k of literals) k.key = literalText(k.member);
    return inTheirPlaces(literals);
  }
  if (!members.every((m) => ts.isPropertySignature(m) && memberName(m) !== null)) return null;
  // An enum's object (`{ A: "A"; B: "B" }`): every member named as its literal type.
  if (members.every((m) => literalText(m.type) === memberName(m))) {
    for (const k of keyed) k.key = memberName(k.member);
    return keyed.sort(byText).map((k) => k.index);
  }
  // Numbered members (`I1`, `S10`): sorted among themselves by prefix and number, in the places they hold.
  const numbered = keyed.filter((k) => NUMBERED.test(memberName(k.member)));
  for (const k of numbered) {
    const [, prefix, n] = NUMBERED.exec(memberName(k.member));
    k.key = `${prefix}\u0000${n.padStart(6, '0')}`;
  }
  return inTheirPlaces(numbered);
}

/**
 * The declarations with every inferred type's literal unions, enum objects and numbered members in
 * sorted order: only inside the types of `declare const`s and the return types of functions, where
 * TypeScript writes what it inferred (a type someone wrote keeps its order).
 * @param {string} code
 * @returns {string}
 */
export const sortInferredTypes = (code) => {
  const file = ts.createSourceFile('entry.d.ts', code, ts.ScriptTarget.Latest, true);
  /** The text of `node` with its descendants rewritten, and itself sorted when `inferred`. */
  const render = (node, inferred) => {
    const start = node.getStart(file);
    let text = '';
    let at = start;
    const children = node.getChildren(file);
    const parts = [];
    for (const child of children) {
      if (ts.isJSDoc(child)) continue;
      if (child.kind === ts.SyntaxKind.SyntaxList) {
        for (const grand of child.getChildren(file)) if (!ts.isJSDoc(grand)) parts.push(grand);
      } else parts.push(child);
    }
    const rendered = new Map();
    for (const part of parts) {
      const inside = inferred || isInferredSite(part, node);
      rendered.set(part, render(part, inside));
    }
    const members = ts.isUnionTypeNode(node) ? node.types : ts.isTypeLiteralNode(node) ? node.members : null;
    const order = inferred && members ? sortedOrder(node, [...members]) : null;
    const memberList = members ? [...members] : [];
    for (const part of parts) {
      const partStart = part.getStart(file);
      text += code.slice(at, partStart);
      const index = memberList.indexOf(part);
      text += order && index >= 0 ? rendered.get(memberList[order[index]]) : rendered.get(part);
      at = part.getEnd();
    }
    return parts.length === 0 ? code.slice(start, node.getEnd()) : text + code.slice(at, node.getEnd());
  };
  /** Whether `child` of `parent` is a type TypeScript wrote from inference. */
  const isInferredSite = (child, parent) =>
    (ts.isVariableDeclaration(parent) && parent.type === child) ||
    (ts.isFunctionDeclaration(parent) && parent.type === child);
  let out = '';
  let at = 0;
  for (const statement of file.statements) {
    out += code.slice(at, statement.getStart(file)) + render(statement, false);
    at = statement.getEnd();
  }
  return out + code.slice(at);
};

/** Sorts the inferred types of every declaration file of the build (see sortInferredTypes). */
export const stableInferredTypes = () => ({
  name: 'stable-inferred-types',
  renderChunk: (code) => ({ code: sortInferredTypes(code), map: null }),
});
