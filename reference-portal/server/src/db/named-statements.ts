import pg from 'pg';

/** How many statement texts get a name; texts past it (a list of varying length) run unnamed. */
export const MAX_NAMED_STATEMENTS = 1000;

/**
 * The names of statement texts, one per text for the life of the process, so the same text has the same
 * name on every connection and no name is ever used for two texts.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  /** The text's name, or undefined when the table is full and the text is new. */
  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) {
      name = `pp${this.names.size}`;
      this.names.set(text, name);
    }
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/** A plain query config: not a submittable (a cursor, a stream), which runs itself and keeps its own prototype. */
const plainConfig = (config: unknown): config is QueryConfig =>
  typeof config === 'object' && config !== null && typeof (config as QueryConfig).submit !== 'function';

/**
 * A pg client that runs each statement with parameters as a named (prepared) statement: PostgreSQL parses
 * it once per connection and, after a few runs, plans it once, where an unnamed statement is parsed and
 * planned on every run. Statements without parameters keep the simple protocol, which allows several
 * statements in one text (the migrations). Without `names` (a pooler that keeps no prepared statements
 * across transactions) every statement runs unnamed, those named by their callers too.
 */
export function namingClient(names: StatementNames | null): typeof pg.Client {
  return class NamingClient extends pg.Client {
    // pg's query has a dozen overloads; every one passes its config and values through here unchanged.
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const query = names ? nameStatement(names, config, values) : unnamed(config);
      return (super.query as (...args: unknown[]) => never)(query, values, callback);
    }
  };
}

/** The config without its statement's name. */
export function unnamed(config: unknown): unknown {
  if (!plainConfig(config) || config.name === undefined) return config;
  return { ...config, name: undefined };
}

/**
 * The query with its statement's name when it is a text with parameters and has no name yet (a config
 * object, or a text with its values beside it); else the query as it is.
 */
export function nameStatement(names: StatementNames, config: unknown, values: unknown): unknown {
  if (typeof config === 'string') {
    const name = Array.isArray(values) && values.length > 0 ? names.nameOf(config) : undefined;
    return name === undefined ? config : { text: config, name };
  }
  if (!plainConfig(config) || typeof config.text !== 'string' || config.name !== undefined) return config;
  const params = Array.isArray(values) ? values : config.values;
  if (!Array.isArray(params) || params.length === 0) return config;
  const name = names.nameOf(config.text);
  return name === undefined ? config : { ...config, name };
}
