import { describe, expect, it, vi } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { problem, serverDocument, serverVersion, startPortal } from './portal-test-kit.js';

const tos = serverDocument('tos', 'TOS', [
  serverVersion('tos-1', 'tos'),
  serverVersion('tos-2', 'tos', '# New terms', 'https://docs.test/tos'),
]);
const pp = serverDocument('pp', 'PP', [serverVersion('pp-1', 'pp', '')]);
const acceptance = { Id: '7', DocumentVersionId: 'tos-2', AccountId: 'acc-1', AcceptedAt: '2026-02-01T00:00:00.000Z' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('portal documents', () => {
  it('GetGameDocuments lists the game documents in the protocol shape, for visitors too', async () => {
    const { adapter, fake } = await startPortal({
      signedIn: false,
      api: { '/games/documents/list-with-versions': { Documents: [tos, pp] } },
    });
    const answer = (await invokeMethod(adapter, 'GetGameDocuments')) as {
      documents: { Id: string; Versions: { Content: unknown }[] }[];
    };
    expect(fake.api.of('/games/documents/list-with-versions')[0]!.body).toEqual({ GameSystemName: 'space' });
    expect(answer.documents.map((d) => d.Id)).toEqual(['tos', 'pp']);
    expect(answer.documents[0]!.Versions[1]).toEqual({
      Id: 'tos-2',
      DocumentId: 'tos',
      Url: 'https://docs.test/tos',
      CreatedAt: '2026-01-01T00:00:00.000Z',
      Content: { Value: '# New terms', ContentType: 'Markdown' },
    });
    expect(answer.documents[1]!.Versions[0]!.Content).toBeNull();
  });

  it('GetAccountDocuments answers the latest unaccepted documents and the acceptances', async () => {
    const { adapter, fake } = await startPortal({
      api: {
        '/games/documents/list-latest-unaccepted-documents': {
          Documents: [serverDocument('tos', 'TOS', [serverVersion('tos-2', 'tos')])],
        },
        '/games/documents/accepted': { Acceptances: [{ ...acceptance, DocumentVersionId: 'tos-1' }] },
      },
    });
    const answer = (await invokeMethod(adapter, 'GetAccountDocuments')) as {
      documents: { Id: string }[];
      accepted: { DocumentVersionId: string }[];
    };
    expect(answer.documents.map((d) => d.Id)).toEqual(['tos']);
    expect(answer.accepted.map((a) => a.DocumentVersionId)).toEqual(['tos-1']);
    expect(fake.api.of('/games/documents/accepted')[0]!.body).toEqual({ GameSystemName: 'space' });
  });

  it('AcceptAccountDocument records the version', async () => {
    const { adapter, fake } = await startPortal({ api: { '/games/documents/accept': acceptance } });
    expect(
      await invokeMethod(adapter, 'AcceptAccountDocument', [], { documentId: 'tos', documentVersionId: 'tos-2' }),
    ).toEqual({ accepted: true });
    expect(fake.api.of('/games/documents/accept')[0]!.body).toEqual({ DocumentId: 'tos', DocumentVersionId: 'tos-2' });
  });

  it('refuses account documents for a visitor before any request', async () => {
    const { adapter, fake } = await startPortal({ signedIn: false });
    await expect(invokeMethod(adapter, 'GetAccountDocuments')).rejects.toMatchObject({
      code: 'NotSupported',
      message: 'The player is not signed in to the portal',
    });
    await expect(
      invokeMethod(adapter, 'AcceptAccountDocument', [], { documentId: 'tos', documentVersionId: 'tos-2' }),
    ).rejects.toMatchObject({ code: 'NotSupported' });
    expect(fake.api.requests.filter((r) => r.path.startsWith('/games/documents'))).toEqual([]);
  });

  it('passes server failures on as API errors', async () => {
    const { adapter } = await startPortal({
      api: {
        '/games/documents/list-with-versions': problem(502),
        '/games/documents/accept': problem(404, 'No such document version'),
        '/games/documents/accepted': problem(500),
      },
    });
    await expect(invokeMethod(adapter, 'GetGameDocuments')).rejects.toMatchObject({
      code: 'ApiError',
      problem: { status: 502 },
    });
    await expect(
      invokeMethod(adapter, 'AcceptAccountDocument', [], { documentId: 'x', documentVersionId: 'y' }),
    ).rejects.toMatchObject({ code: 'ApiError', problem: { status: 404 } });
    await expect(invokeMethod(adapter, 'GetAccountDocuments')).rejects.toMatchObject({ code: 'ApiError' });
  });

  it.each([
    ['no list', {}],
    ['a list of junk', { Documents: [{ Id: 1 }] }],
    ['an unknown type', { Documents: [{ ...tos, DocumentType: 'EULA' }] }],
  ])('refuses a malformed document answer: %s', async (_, body) => {
    const { adapter } = await startPortal({
      api: {
        '/games/documents/list-with-versions': body,
        '/games/documents/list-latest-unaccepted-documents': body,
        '/games/documents/accepted': { Acceptances: [] },
      },
    });
    await expect(invokeMethod(adapter, 'GetGameDocuments')).rejects.toMatchObject({
      code: 'Unknown',
      message: expect.stringContaining('unexpected shape'),
    });
    await expect(invokeMethod(adapter, 'GetAccountDocuments')).rejects.toMatchObject({ code: 'Unknown' });
  });

  it('refuses a malformed acceptance', async () => {
    const { adapter } = await startPortal({
      api: {
        '/games/documents/accept': { Id: '7' },
        '/games/documents/accepted': { Acceptances: 'none' },
        '/games/documents/list-latest-unaccepted-documents': { Documents: [] },
      },
    });
    await expect(
      invokeMethod(adapter, 'AcceptAccountDocument', [], { documentId: 'tos', documentVersionId: 'tos-2' }),
    ).rejects.toMatchObject({ code: 'Unknown' });
    await expect(invokeMethod(adapter, 'GetAccountDocuments')).rejects.toMatchObject({ code: 'Unknown' });
  });

  it('on init asks a signed-in player to accept the latest unaccepted versions and records each a UI returns', async () => {
    const showAcceptDocuments = vi.fn(async () => [{ documentId: 'tos', versionId: 'tos-2' }]);
    const { fake } = await startPortal({
      api: {
        '/games/documents/list-latest-unaccepted-documents': {
          Documents: [
            serverDocument('tos', 'TOS', [serverVersion('tos-2', 'tos', '# New terms', 'https://docs.test/tos')]),
          ],
        },
        '/games/documents/accept': acceptance,
      },
      ui: { showAcceptDocuments },
    });
    await vi.waitFor(() => expect(fake.api.of('/games/documents/accept')).toHaveLength(1));
    expect(showAcceptDocuments).toHaveBeenCalledWith({
      game: 'space',
      documents: [
        {
          documentId: 'tos',
          documentType: 'TOS',
          versionId: 'tos-2',
          markdown: '# New terms',
          url: 'https://docs.test/tos',
        },
      ],
      accept: expect.any(Function),
    });
    expect(fake.api.of('/games/documents/accept')[0]!.body).toEqual({ DocumentId: 'tos', DocumentVersionId: 'tos-2' });
  });

  it('stores each acceptance as the modal gives it through accept, passes its failure to the modal, and stores none twice', async () => {
    let calls = 0;
    const failures: unknown[] = [];
    const showAcceptDocuments = vi.fn(
      async ({ accept }: { accept?: (d: { documentId: string; versionId: string }) => Promise<void> }) => {
        const tos = { documentId: 'tos', versionId: 'tos-2' };
        await accept!(tos).catch((error: unknown) => failures.push(error));
        await accept!(tos);
        return [tos];
      },
    );
    const { fake } = await startPortal({
      api: {
        '/games/documents/list-latest-unaccepted-documents': {
          Documents: [serverDocument('tos', 'TOS', [serverVersion('tos-2', 'tos', '# New terms')])],
        },
        '/games/documents/accept': () => (++calls === 1 ? problem(500) : acceptance),
      },
      ui: { showAcceptDocuments },
    });
    await vi.waitFor(() => expect(showAcceptDocuments).toHaveBeenCalledTimes(1));
    await flush();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ code: 'ApiError', problem: { status: 500 } });
    expect(fake.api.of('/games/documents/accept').map((c) => c.body)).toEqual([
      { DocumentId: 'tos', DocumentVersionId: 'tos-2' },
      { DocumentId: 'tos', DocumentVersionId: 'tos-2' },
    ]);
  });

  it('shows nothing when all is accepted, for a visitor, and logs a failing flow', async () => {
    const showAcceptDocuments = vi.fn(async () => null);
    const none = await startPortal({
      api: { '/games/documents/list-latest-unaccepted-documents': { Documents: [] } },
      ui: { showAcceptDocuments },
    });
    const visitor = await startPortal({ signedIn: false, ui: { showAcceptDocuments } });
    const failing = await startPortal({
      api: { '/games/documents/list-latest-unaccepted-documents': problem(500) },
      ui: { showAcceptDocuments },
    });
    await flush();
    await vi.waitFor(() =>
      expect(failing.fake.logs.some((l) => String(l[1]).includes('Accepting documents failed'))).toBe(true),
    );
    expect(none.fake.api.of('/games/documents/list-latest-unaccepted-documents')).toHaveLength(1);
    expect(visitor.fake.api.of('/games/documents/list-latest-unaccepted-documents')).toHaveLength(0);
    expect(showAcceptDocuments).not.toHaveBeenCalled();
  });

  it('runs the flow again after a sign-in through AuthenticateUser', async () => {
    const showAcceptDocuments = vi.fn(async () => null);
    const { adapter, fake } = await startPortal({
      signedIn: false,
      api: {
        '/games/documents/list-latest-unaccepted-documents': {
          Documents: [serverDocument('pp', 'PP', [serverVersion('pp-3', 'pp')])],
        },
      },
      ui: {
        showAcceptDocuments,
        showLogin: async () => (fake.host.context.storage.setItem('AuthToken', 't'), true),
      },
    });
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: true, userId: null });
    await vi.waitFor(() => expect(showAcceptDocuments).toHaveBeenCalledTimes(1));
    expect(fake.api.of('/games/documents/accept')).toHaveLength(0);
  });
});
