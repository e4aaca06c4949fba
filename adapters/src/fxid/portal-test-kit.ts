import type { UiPort } from '@playport/host/adapter-kit';
import { AUTH_TOKEN_KEY } from '@playport/host/api';
import { fakeHost, type FakeHostOptions } from '../testing/fake-host.js';
import { createFxidAdapter } from './fxid-adapter.js';

/** Starts the portal adapter on a fake host; `signedIn` stores a session token first. */
export async function startPortal(
  options: { signedIn?: boolean; api?: FakeHostOptions['api']; ui?: Partial<UiPort> } = {},
) {
  const fake = fakeHost({ api: options.api });
  if (options.signedIn ?? true) fake.host.context.storage.setItem(AUTH_TOKEN_KEY, 'portal-token');
  Object.assign(fake.host.ui, options.ui ?? {});
  const adapter = await createFxidAdapter().start(fake.host);
  return { adapter, fake };
}

export { problem } from '../testing/fake-api.js';

/** A version of a document as the reference server sends it. */
export const serverVersion = (id: string, docId: string, content = `# ${id}`, url: string | null = null) => ({
  Id: id,
  DocumentId: docId,
  Url: url,
  CreatedAt: '2026-01-01T00:00:00.000Z',
  Content: { Value: content, ContentType: 'Markdown' },
  Accepts: [],
});

/** A document as the reference server sends it. */
export const serverDocument = (id: string, type: 'TOS' | 'PP', versions: ReturnType<typeof serverVersion>[]) => ({
  Id: id,
  DocumentId: id,
  DocumentType: type,
  CreatedAt: '2026-01-01T00:00:00.000Z',
  IsActive: true,
  GameSystemName: 'space',
  RequiresAcceptance: true,
  Versions: versions,
});
