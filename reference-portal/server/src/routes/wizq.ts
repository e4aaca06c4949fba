import { Hono } from 'hono';
import { wizqCommand, wizqContract } from '@playport/api-contract';
import { badRequest } from '../http/api-error';
import { implement } from '../http/implement';
import type { AppEnv, Deps } from '../http/app-env';
import { parseJsonText } from '../http/validate';
import { requireGame } from '../services/games';
import { productsOf } from '../services/products';
import { recordWizqRequest } from '../services/wizq-requests';

type Handler = (deps: Deps, game: string, params: unknown) => Promise<unknown>;

/** The commands the proxy answers; WizQ's own API is not public, so this set is the reference's. */
const COMMANDS: Record<string, Handler> = {
  ping: async () => ({ Pong: true }),
  getServerTime: async (deps) => ({ Time: deps.clock().toISOString() }),
  getProducts: async (deps, game) =>
    (await productsOf(deps.db, game)).map((p) => ({
      Sku: p.sku,
      Price: Number(p.price),
      Currency: p.currency,
    })),
};

const { proxyRequest } = wizqContract;

/** `POST /wizq/proxyRequestHandler/{Game}`: a form field `JsonData` holding one command. */
export function wizqRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, proxyRequest, async (c, input) => {
    const deps = c.get('deps');
    const { Game } = input.params;
    const { JsonData } = input.body;
    await requireGame(deps.db, Game);
    const cmd = parseJsonText(JsonData, wizqCommand);
    if (!cmd.success)
      throw badRequest(cmd.error ? 'JsonData must hold Command and RequestNumber' : 'JsonData is not valid JSON');
    const { Command, RequestNumber, Params } = cmd.data;
    await recordWizqRequest(deps.db, { game: Game, command: Command, requestNumber: RequestNumber });
    const handler = Object.hasOwn(COMMANDS, Command) ? COMMANDS[Command] : undefined;
    if (!handler) return { RequestNumber, Result: null, Error: `Unknown command ${Command}` };
    return { RequestNumber, Result: await handler(deps, Game, Params), Error: null };
  });

  return app;
}
