import { contentV1 } from '@quire/proto';
import { closeChannels, findPrincipal, principalMetadata, type CallContext, type Principal } from '@quire/shared';
import { createServer, type Server } from 'nice-grpc';
import { InMemorySpaces } from '../../test/helpers';
import { contentPageDirectory, contentSpaceDirectory, pageKey } from './content';

// The directory against a stand-in ContentInternalService over real gRPC: it asks GetSpaces
// as the caller, once per response (once per 1000 ids beyond that), and maps the answer by id.

describe('contentSpaceDirectory', () => {
  const store = new InMemorySpaces();
  const calls: { organizationId: string; spaceIds: string[]; userId?: string; requestId?: string }[] = [];
  const pathCalls: { organizationId: string; pages: { spaceId: string; pageId: string }[]; requestId?: string }[] = [];
  let server: Server;
  let address: string;

  beforeAll(async () => {
    server = createServer();
    server.add(contentV1.ContentInternalServiceDefinition, {
      countTeamSpaces: async () => ({ spacesByTeam: {} }),
      countMemberSpaces: async () => ({ spacesByMember: {} }),
      getCollections: async () => ({ collections: [] }),
      async getSpaces(request, context) {
        calls.push({
          organizationId: request.organizationId,
          spaceIds: request.spaceIds,
          userId: findPrincipal(context)?.userId,
          requestId: context.metadata.get('x-request-id') as string | undefined,
        });
        return { spaces: [...(await store.getSpaces(request.organizationId, request.spaceIds, context)).values()] };
      },
      // Every page of org's spaces is at "docs/<page id>", except pages named "gone".
      async getPagePaths(request, context) {
        pathCalls.push({ organizationId: request.organizationId, pages: request.pages, requestId: context.metadata.get('x-request-id') as string | undefined });
        const paths = request.pages.filter((page) => request.organizationId === 'org' && page.pageId !== 'gone').map((page) => ({ ...page, path: `docs/${page.pageId}` }));
        return { paths };
      },
    });
    address = `127.0.0.1:${await server.listen('127.0.0.1:0')}`;
  });

  afterAll(async () => {
    closeChannels();
    await server.shutdown();
  });

  beforeEach(() => {
    calls.length = 0;
    pathCalls.length = 0;
  });

  const caller: Principal = { userId: 'reader', tokenId: 't', memberships: [], teamIds: [] };
  const callContext = { metadata: principalMetadata(caller, 'req-1'), signal: new AbortController().signal } as CallContext;

  it("makes one GetSpaces call as the caller and answers the spaces content returns, by id", async () => {
    const a = store.add('org');
    const b = store.add('org');
    const foreign = store.add('other');
    const found = await contentSpaceDirectory(address).getSpaces('org', [a.id, b.id, a.id, foreign.id, 'gone'], callContext);
    expect([...found.keys()].sort()).toEqual([a.id, b.id].sort());
    expect(found.get(a.id)).toEqual(a);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ organizationId: 'org', userId: 'reader', requestId: 'req-1' });
    expect(calls[0].spaceIds).toEqual([a.id, b.id, foreign.id, 'gone']);
  });

  it('makes no call for no ids, and one per 1000 ids beyond that', async () => {
    const directory = contentSpaceDirectory(address);
    expect((await directory.getSpaces('org', [], callContext)).size).toBe(0);
    expect(calls).toHaveLength(0);
    const ids = Array.from({ length: 2001 }, (_, i) => `id-${i}`);
    const last = store.add('org');
    ids[2000] = last.id;
    const found = await directory.getSpaces('org', ids, callContext);
    expect(calls.map((call) => call.spaceIds.length).sort()).toEqual([1, 1000, 1000]);
    expect([...found.keys()]).toEqual([last.id]);
  });

  it('contentPageDirectory: one GetPagePaths call for distinct pages, keyed by pageKey; none for no pages', async () => {
    const directory = contentPageDirectory(address);
    expect((await directory.pagePaths('org', [], callContext)).size).toBe(0);
    expect(pathCalls).toHaveLength(0);
    const found = await directory.pagePaths('org', [{ spaceId: 's1', pageId: 'p1' }, { spaceId: 's1', pageId: 'p1' }, { spaceId: 's2', pageId: 'gone' }], callContext);
    expect([...found.entries()]).toEqual([[pageKey('s1', 'p1'), 'docs/p1']]);
    expect(pathCalls).toHaveLength(1);
    expect(pathCalls[0]).toMatchObject({ organizationId: 'org', requestId: 'req-1' });
    expect(pathCalls[0].pages).toHaveLength(2);
  });

  it('contentPageDirectory: batches of at most 1000 pages in at most 100 spaces', async () => {
    const pages = [
      ...Array.from({ length: 1500 }, (_, i) => ({ spaceId: 'big', pageId: `p${i}` })),
      ...Array.from({ length: 150 }, (_, i) => ({ spaceId: `s${String(i).padStart(3, '0')}`, pageId: 'one' })),
    ];
    const found = await contentPageDirectory(address).pagePaths('org', pages, callContext);
    expect(found.size).toBe(1650);
    for (const call of pathCalls) {
      expect(call.pages.length).toBeLessThanOrEqual(1000);
      expect(new Set(call.pages.map((page) => page.spaceId)).size).toBeLessThanOrEqual(100);
    }
    expect(pathCalls.reduce((sum, call) => sum + call.pages.length, 0)).toBe(1650);
  });
});
