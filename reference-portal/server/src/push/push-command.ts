import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { pushRequestSchema, type PushRequest } from './push-request';
import { sendPushRequest, type PushReport } from './send-web-push';
import { resolveVapidKeys } from './vapid-keys';

/** What the command needs from outside; tests hand in their own. */
export interface PushCommandIo {
  readonly env: Record<string, string | undefined>;
  readonly fetch: typeof fetch;
  readonly out: (line: string) => void;
}

const USAGE =
  'Usage: npm run push -w @playport/server -- --game <game> --title <title> --body <text> [--account <account id>] [--url <url>] [--server <url>]';

/**
 * The admin command: sends one web push to a game's stored subscriptions (or one account's) and
 * prints the sent / failed / removed counts. With PostgreSQL (DATABASE_URL) it opens the database;
 * in local mode with the embedded database it asks the running server (`/dev/push/send`), which
 * holds that database. Returns the process exit code: 0 sent or nothing to send, 1 failed, 2 usage.
 */
export async function runPushCommand(argv: string[], io: PushCommandIo): Promise<number> {
  let request: PushRequest;
  let server: string | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        game: { type: 'string' },
        account: { type: 'string' },
        title: { type: 'string' },
        body: { type: 'string' },
        url: { type: 'string' },
        server: { type: 'string' },
      },
    });
    const parsed = pushRequestSchema.safeParse({
      Game: values.game,
      AccountId: values.account,
      Title: values.title,
      Body: values.body,
      Url: values.url,
    });
    if (!parsed.success) throw new Error(`--${flagOf(parsed.error.issues[0]?.path[0])} is missing or invalid`);
    request = parsed.data;
    server = values.server;
  } catch (err) {
    io.out(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(io.env);
  let report: PushReport;
  try {
    if (server || (config.MODE === 'local' && !config.DATABASE_URL)) {
      report = await throughServer(server ?? config.PUBLIC_URL, request, io.fetch);
    } else {
      const vapid = resolveVapidKeys(config);
      if (!vapid) throw new Error('Web push is not configured: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
      const database = await openDatabase(config);
      try {
        report = await sendPushRequest({ db: database.db, fetch: io.fetch, vapid, mode: config.MODE }, request);
      } finally {
        await database.close();
      }
    }
  } catch (err) {
    io.out(`Push not sent: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  io.out(`Sent ${report.Sent}, failed ${report.Failed}, removed ${report.Removed} gone subscriptions`);
  for (const error of report.Errors) io.out(`  ${error}`);
  return report.Failed > 0 && report.Sent === 0 ? 1 : 0;
}

async function throughServer(base: string, request: PushRequest, fetchImpl: typeof fetch): Promise<PushReport> {
  const url = new URL('/dev/push/send', base).href;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    throw new Error(`the local server at ${base} is not reachable; start it (npm start) or pass --server`);
  }
  const body = (await response.json().catch(() => null)) as (PushReport & { Message?: string }) | null;
  if (!response.ok || !body) throw new Error(body?.Message ?? `${url} answered ${response.status}`);
  return body;
}

function flagOf(key: PropertyKey | undefined): string {
  return (
    ({ Game: 'game', AccountId: 'account', Title: 'title', Body: 'body', Url: 'url' } as Record<string, string>)[
      String(key)
    ] ?? 'game'
  );
}

if (/push-command\.[jt]s$/.test(process.argv[1] ?? '')) {
  runPushCommand(process.argv.slice(2), { env: process.env, fetch, out: (line) => console.log(line) }).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
