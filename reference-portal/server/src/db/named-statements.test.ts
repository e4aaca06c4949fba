import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { StatementNames, nameStatement, unnamed } from './named-statements';
import { createTestDatabase } from '../test/test-db';
import { openDatabase } from './open-database';

describe('nameStatement', () => {
  it('names a text with parameters, the same text with the same name, another text with another', () => {
    const names = new StatementNames();
    const a = nameStatement(names, { text: 'select $1::int' }, [1]);
    expect(a).toEqual({ text: 'select $1::int', name: 'pp0' });
    expect(nameStatement(names, { text: 'select $1::int', rowMode: 'array' }, [2])).toEqual({
      text: 'select $1::int',
      rowMode: 'array',
      name: 'pp0',
    });
    expect(nameStatement(names, { text: 'select $1::text' }, ['x'])).toEqual({ text: 'select $1::text', name: 'pp1' });
    expect(nameStatement(names, { text: 'select $1::text', values: ['y'] }, undefined)).toMatchObject({ name: 'pp1' });
  });

  it('names a text given as a string with its values beside it', () => {
    const names = new StatementNames();
    expect(nameStatement(names, 'select $1::int', [1])).toEqual({ text: 'select $1::int', name: 'pp0' });
    expect(nameStatement(names, 'select 1', [])).toBe('select 1');
  });

  it('leaves alone a text without parameters (several statements may share it) and a named config', () => {
    const names = new StatementNames();
    const migration = { text: 'create table a (x int); create table b (y int)' };
    expect(nameStatement(names, migration, [])).toBe(migration);
    expect(nameStatement(names, migration, undefined)).toBe(migration);
    expect(nameStatement(names, 'select 1; select 2', undefined)).toBe('select 1; select 2');
    const named = { text: 'select $1::int', name: 'mine' };
    expect(nameStatement(names, named, [1])).toBe(named);
    const cursor = { text: 'select $1::int', submit: () => {} };
    expect(nameStatement(names, cursor, [1])).toBe(cursor);
    expect(names.size).toBe(0);
  });

  it('names no more texts than its table holds; the texts named before keep their names', () => {
    const names = new StatementNames(2);
    expect(nameStatement(names, { text: 'select $1::int + 1' }, [1])).toMatchObject({ name: 'pp0' });
    expect(nameStatement(names, { text: 'select $1::int + 2' }, [1])).toMatchObject({ name: 'pp1' });
    const third = { text: 'select $1::int + 3' };
    expect(nameStatement(names, third, [1])).toBe(third);
    expect(nameStatement(names, { text: 'select $1::int + 1' }, [1])).toMatchObject({ name: 'pp0' });
  });
});

describe('unnamed (DB_PREPARED_STATEMENTS=off)', () => {
  it('takes the name off a named config and leaves everything else as it is', () => {
    expect(unnamed({ text: 'select $1::int', name: 'order_subjects', rowMode: 'array' })).toEqual({
      text: 'select $1::int',
      name: undefined,
      rowMode: 'array',
    });
    const plain = { text: 'select $1::int' };
    expect(unnamed(plain)).toBe(plain);
    expect(unnamed('select 1')).toBe('select 1');
    const cursor = { text: 'select $1::int', name: 'c', submit: () => {} };
    expect(unnamed(cursor)).toBe(cursor);
  });
});

describe.runIf(process.env.PLAYPORT_TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  it('a statement with parameters is prepared once on its connection and planned generically after five runs', async () => {
    const database = await createTestDatabase();
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      const text = 'select $1::int * 2 as n /* named-statements.test */';
      for (let i = 1; i <= 8; i++) expect((await client.query({ text }, [i])).rows).toEqual([{ n: i * 2 }]);
      const prepared = await client.query<{ statement: string; generic_plans: string }>(
        'select statement, generic_plans from pg_prepared_statements',
      );
      const ours = prepared.rows.filter((r) => r.statement === text);
      expect(ours).toHaveLength(1);
      expect(Number(ours[0]!.generic_plans)).toBeGreaterThan(0);
      // Several statements in one text without parameters still run (the simple protocol).
      const both = (await client.query({ text: 'select 1 as a; select 2 as b' }, [])) as unknown as pg.QueryResult[];
      expect(both.map((r) => r.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
      // A text that fails to parse fails the same way again, not as a reused name.
      const broken = { text: 'selec $1::int' };
      await expect(client.query(broken, [1])).rejects.toThrow(/syntax error/);
      await expect(client.query(broken, [1])).rejects.toThrow(/syntax error/);
      expect((await client.query({ text }, [21])).rows).toEqual([{ n: 42 }]);
    } finally {
      client.release();
      await database.close();
    }
  });

  it('with DB_PREPARED_STATEMENTS=off no statement is prepared, not even one its caller named', async () => {
    const url = new URL(process.env.PLAYPORT_TEST_DATABASE_URL!);
    const database = await openDatabase({ DATABASE_URL: url.href, DB_PREPARED_STATEMENTS: 'off' });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      expect((await client.query({ text: 'select $1::int + 1 as n' }, [1])).rows).toEqual([{ n: 2 }]);
      expect((await client.query({ text: 'select $1::int + 2 as n', name: 'mine' }, [1])).rows).toEqual([{ n: 3 }]);
      const prepared = await client.query('select name from pg_prepared_statements');
      expect(prepared.rows).toEqual([]);
    } finally {
      client.release();
      await database.close();
    }
  });
});
