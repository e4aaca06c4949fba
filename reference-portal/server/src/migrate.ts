import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';

/**
 * `npm run migrate -w @playport/server`: applies the database migrations and exits, for deploy
 * pipelines that migrate before they roll out servers. Servers migrate on start too, under the same
 * advisory lock, so running both is safe.
 */
export async function migrateCommand(env: Record<string, string | undefined> = process.env): Promise<void> {
  const config = loadConfig(env);
  const logger = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    logger.info({ driver: database.driver }, 'migrations applied');
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('migrate.ts')) {
  migrateCommand().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
