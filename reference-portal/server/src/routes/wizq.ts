import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { routerPath, wizqCommand, wizqContract } from '@playport/api-contract';
import { products, wizqRequests } from '../db/schema';
import { badRequest } from '../http/api-error';
import type { AppEnv, Deps } from '../http/app-env';
import { parseJsonText, readForm, readParams } from '../http/validate';
import { requireGame } from '../services/games';

type Handler = (deps: Deps, game: string, params: unknown) => Promise<unknown>;

/** The commands the proxy answers; WizQ's own API is not public, so this set is the reference's. */
const COMMANDS: Record<string, Handler> = {
  ping: async () => ({ Pong: true }),
  getServerTime: async (deps) => ({ Time: deps.clock().toISOString() }),
  getProducts: async (deps, game) =>
    (await deps.db.select().from(products).where(eq(products.game, game))).map((p) => ({
      Sku: p.sku,
      Price: Number(p.price),
      Currency: p.currency,
    })),
};

const { proxyRequest } = wizqContract;

/** `POST /wizq/proxyRequestHandler/{Game}`: a form field `JsonData` holding one command. */
export function wizqRoutes() {
  const app = new Hono<AppEnv>();

  app.post(routerPath(proxyRequest.route), async (c) => {
    const deps = c.get('deps');
    const { Game } = readParams(c, proxyRequest.params);
    const { JsonData } = await readForm(c, proxyRequest.body);
    await requireGame(deps.db, Game);
    const cmd = parseJsonText(JsonData, wizqCommand);
    if (!cmd.success)
      throw badRequest(cmd.error ? 'JsonData must hold Command and RequestNumber' : 'JsonData is not valid JSON');
    const { Command, RequestNumber, Params } = cmd.data;
    await deps.db.insert(wizqRequests).values({ game: Game, command: Command, requestNumber: RequestNumber });
    const handler = Object.hasOwn(COMMANDS, Command) ? COMMANDS[Command] : undefined;
    if (!handler) return c.json({ RequestNumber, Result: null, Error: `Unknown command ${Command}` });
    return c.json({ RequestNumber, Result: await handler(deps, Game, Params), Error: null });
  });

  return app;
}
