import { Hono } from 'hono';
import { documentsContract as contract } from '@playport/api-contract';
import { notFound } from '../http/api-error';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { optionalAccount } from '../http/optional-account';
import { requireAuth, requireGameScope, requireSessionOrGameToken } from '../http/require-auth';
import {
  acceptDocumentVersion,
  acceptanceView,
  acceptancesOfAccount,
  documentsWithVersions,
  findActiveDocumentVersion,
} from '../services/documents';

/** Legal documents, their versions and per-version acceptance. */
export function documentsRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.listWithVersions, async (c, input) => {
    const { GameSystemName } = input.body;
    const accountId = await optionalAccount(c);
    return { Documents: await documentsWithVersions(c.get('deps').db, GameSystemName, accountId) };
  });

  implement(app, contract.accept, { use: [requireAuth] }, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    const version = await findActiveDocumentVersion(db, body.DocumentId, body.DocumentVersionId);
    if (!version) throw notFound('No such document version');
    const accountId = c.get('account').id;
    const row = await acceptDocumentVersion(db, version.id, accountId, clock());
    return acceptanceView(row!);
  });

  implement(app, contract.accepted, { use: [requireAuth] }, async (c, { body }) => {
    const { db } = c.get('deps');
    const accountId = c.get('account').id;
    const rows = await acceptancesOfAccount(db, accountId);
    const Acceptances = rows
      .filter((r) => !body.GameSystemName || r.game === body.GameSystemName)
      .map((r) => acceptanceView(r.a));
    return { Acceptances };
  });

  implement(app, contract.listLatestUnacceptedDocuments, { use: [requireSessionOrGameToken] }, async (c, input) => {
    const { GameSystemName } = input.body;
    requireGameScope(c, GameSystemName);
    const docs = await documentsWithVersions(c.get('deps').db, GameSystemName, c.get('account').id);
    const Documents = docs
      .filter((d) => d.RequiresAcceptance)
      .map((d) => ({ ...d, Versions: d.Versions.slice(-1) }))
      .filter((d) => d.Versions.length > 0 && d.Versions[0]!.Accepts.length === 0);
    return { Documents };
  });

  return app;
}
