import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrations-folder';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The committed migrations up to and including `last` (by journal index), in a folder of their own. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'playport-migrations-'));
  dirs.push(dir);
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= last) }));
  return dir;
}

describe('migration 0006: analytics events move into their batch', () => {
  it('keeps every event stored before, in order, readable through the analytics_events view', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo(5) });
    await client.exec(`
      insert into analytics_batches (id, batch_key, session_id, platform, build_id, event_count, received_at)
        values (1, 'before-0006', 's1', 24, 1047, 2, '2026-11-20T10:00:00Z'), (2, null, 's2', 24, 1047, 0, '2026-11-20T11:00:00Z');
      insert into analytics_events (batch_id, event_id, user_id, created_at, server_created_at, build, platform, fields)
        values (1, 781965170, 'u1', '2026-11-20T09:59:00Z', '2026-11-20T10:00:00Z', 1047, 24, '{"I1": 5}'),
               (1, 781965171, null, null, '2026-11-20T10:00:00Z', 12, 31, '{}');`);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const batches = await client.query('select id, events from analytics_batches order by id');
    expect(batches.rows).toEqual([
      {
        id: 1,
        events: [
          {
            event_id: 781965170,
            user_id: 'u1',
            created_at: '2026-11-20T09:59:00+00:00',
            build: 1047,
            platform: 24,
            fields: { I1: 5 },
          },
          { event_id: 781965171, user_id: null, created_at: null, build: 12, platform: 31, fields: {} },
        ],
      },
      { id: 2, events: [] },
    ]);
    const events = await client.query(
      'select batch_id, position, event_id, user_id, created_at, server_created_at, build, platform, fields from analytics_events order by batch_id, position',
    );
    expect(events.rows).toEqual([
      {
        batch_id: 1,
        position: 1,
        event_id: 781965170,
        user_id: 'u1',
        created_at: new Date('2026-11-20T09:59:00Z'),
        server_created_at: new Date('2026-11-20T10:00:00Z'),
        build: 1047,
        platform: 24,
        fields: { I1: 5 },
      },
      {
        batch_id: 1,
        position: 2,
        event_id: 781965171,
        user_id: null,
        created_at: null,
        server_created_at: new Date('2026-11-20T10:00:00Z'),
        build: 12,
        platform: 31,
        fields: {},
      },
    ]);
    await client.close();
  }, 120_000);
});
