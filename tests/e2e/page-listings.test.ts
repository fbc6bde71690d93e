import { createPrismaClient } from '@quire/content/dist/db';
import { bodyHashOf, putBodies } from '@quire/content/dist/revision-store/bodies';
import { createRevision, storedRevisionSelect } from '@quire/content/dist/revision-store/store';
import { expectContract } from './contract';
import { createSpace, expectOk, newOrg as newOrgOf, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// listPages of a large space through the gateway: streamed from content's kept listing, every
// page valid against the contract, 304 for If-None-Match, gzip for clients that accept it.
// The space is written straight through content's revision store (thousands of page writes
// over HTTP would only test the writes).

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;

const SECTIONS = 20;
const PAGES_PER_SECTION = 99;

/** SECTIONS top-level pages of PAGES_PER_SECTION children each, a group with a child, and a link: every kind of page. */
async function seedLargeSpace(org: Org): Promise<{ spaceId: string; pageCount: number }> {
  const space = await createSpace(org, 'Large');
  const now = new Date().toISOString();
  const pages: Json[] = [];
  const bodies = new Map<string, string>();
  const document = (id: string, parentId: string | null, position: string, title: string, markdown: string) => {
    const bodyHash = bodyHashOf(markdown);
    bodies.set(bodyHash, markdown);
    pages.push({ id, kind: 'document', parentId, position, title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), createdAt: now, updatedAt: now, bodyHash });
  };
  for (let section = 0; section < SECTIONS; section += 1) {
    const sectionId = `large-s${section}-${space.id}`;
    document(sectionId, null, `a${String(section).padStart(3, '0')}`, `Section ${section}`, `# Section ${section}\n`);
    for (let page = 0; page < PAGES_PER_SECTION; page += 1) {
      const text = `Page ${section}.${page} explains how to configure the *${page}th* option. `.repeat(12);
      document(`large-p${section}-${page}-${space.id}`, sectionId, `a${String(page).padStart(3, '0')}`, `Page ${section}.${page}`, `## Page ${page}\n\n${text}\n\n- one\n- two\n`);
    }
  }
  const groupId = `large-group-${space.id}`;
  pages.push({ id: groupId, kind: 'group', parentId: null, position: 'b0', title: 'Reference', slug: 'reference', createdAt: now, updatedAt: now });
  document(`large-in-group-${space.id}`, groupId, 'a0', 'In the group', 'Inside.\n');
  pages.push({ id: `large-link-${space.id}`, kind: 'link', parentId: null, position: 'b1', title: 'Elsewhere', target: { kind: 'url', url: 'https://example.com' }, createdAt: now, updatedAt: now });

  const db = createPrismaClient(stack.contentDatabaseUrl);
  try {
    await putBodies(db, bodies);
    const current = await db.space.findUniqueOrThrow({ where: { id: space.id }, select: { revisionId: true } });
    const base = await db.revision.findUniqueOrThrow({ where: { id: current.revisionId }, select: storedRevisionSelect });
    const revision = await createRevision(db, { spaceId: space.id, base, changes: { pages: { put: pages as never } }, type: 'edits', parents: [base.id] });
    await db.space.update({ where: { id: space.id }, data: { revisionId: revision.id } });
  } finally {
    await db.$disconnect();
  }
  return { spaceId: space.id, pageCount: pages.length };
}

const countPages = (pages: Json[]): number => pages.reduce((count, page) => count + 1 + countPages(page.pages ?? []), 0);

describe('listPages of a large space', () => {
  it('streams every page, valid against the contract, plain and gzip-compressed; 304 for its ETag', async () => {
    const org = await newOrgOf(stack);
    const { spaceId, pageCount } = await seedLargeSpace(org);
    const url = `${stack.baseUrl}/v1/spaces/${spaceId}/content/pages`;
    const authorization = `Bearer ${org.token}`;

    // The official client (its fetch asks for gzip).
    const listed = await expectOk('listPages', 200, org.gitbook.spaces.listPages(spaceId));
    expect(countPages(listed.pages as Json[])).toBe(pageCount);
    expect(listed.pages.map((page: Json) => page.type)).toEqual([...Array(SECTIONS).fill('document'), 'group', 'link']);
    expect((listed.pages[0] as Json).pages[98].markdown).toContain('Page 0.98 explains');

    const plain = await fetch(url, { headers: { authorization, 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^W\/"pages-/);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(2_000_000);
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    const body = JSON.parse(text);
    expectContract('listPages', 200, body);
    expect(body).toEqual(listed);

    // Kept compressed once built: sent as it is to a client that accepts gzip.
    let compressed: Response | undefined;
    for (let attempt = 0; attempt < 50 && compressed?.headers.get('content-encoding') !== 'gzip'; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      compressed = await fetch(url, { headers: { authorization, 'accept-encoding': 'gzip' } });
      if (compressed.headers.get('content-encoding') !== 'gzip') await compressed.arrayBuffer();
    }
    expect(compressed!.headers.get('content-encoding')).toBe('gzip');
    expect(compressed!.headers.get('etag')).toBe(etag);
    expect(await compressed!.json()).toEqual(body);

    const notModified = await fetch(url, { headers: { authorization, 'if-none-match': etag! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(await notModified.text()).toBe('');

    // Another variant, another ETag; another organization sees nothing, ETag or not.
    const withoutMetadata = await fetch(`${url}?metadata=false`, { headers: { authorization, 'if-none-match': etag! } });
    expect(withoutMetadata.status).toBe(200);
    expect(withoutMetadata.headers.get('etag')).not.toBe(etag);
    expectContract('listPages', 200, await withoutMetadata.json());
    const outsider = await newOrgOf(stack);
    const refused = await fetch(url, { headers: { authorization: `Bearer ${outsider.token}`, 'if-none-match': etag! } });
    expect(refused.status).toBe(404);
  }, 120_000);
});
