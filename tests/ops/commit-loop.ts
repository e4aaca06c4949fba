// Opens the server's embedded database in a folder and commits N single-row inserts, one transaction each;
// prints the mean milliseconds per commit. Run by pglite-fsync.test.ts under strace.
//   node --import tsx tests/ops/commit-loop.ts DIR on|off N
import { openDatabase } from '../../reference-portal/server/src/db/open-database';

const [dir, fsync, count] = process.argv.slice(2);
const database = await openDatabase({ pgliteDir: dir!, PGLITE_FSYNC: fsync === 'off' ? 'off' : 'on' });
await database.db.execute('create table if not exists commit_loop (n int)');
const started = performance.now();
for (let n = 0; n < Number(count); n++) await database.db.execute(`insert into commit_loop values (${n})`);
const perCommit = (performance.now() - started) / Number(count);
await database.close();
console.log(JSON.stringify({ perCommitMs: Number(perCommit.toFixed(3)) }));
