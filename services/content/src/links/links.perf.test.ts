/**
 * Prints how long link reads take on a large space: the first read, which extracts every body,
 * then the reads every later request makes. It asserts the outcomes, never the times: machines
 * differ. 2,000 pages by default, so that the suite stays quick; docs/links.md gives the figures
 * of `QUIRE_LINKS_PERF_PAGES=10000` (any multiple of 100).
 */
import { performance } from 'node:perf_hooks';
import { contentV1 } from '@quire/proto';
import { createSpace, newOrganization, useTestEnvironment } from '../../test/helpers';
import type { FileEntry, PageEntry } from '../content-tree/entries';
import { bodyHashOf, putBodies } from '../revision-store/bodies';
import { createRevision, loadStoredRevision } from '../revision-store/store';

const PAGES = Number(process.env.QUIRE_LINKS_PERF_PAGES ?? 2_000);
const T0 = '2026-01-01T00:00:00.000Z';

const env = useTestEnvironment();

const timed = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await run();
  console.log(`${label}: ${(performance.now() - start).toFixed(1)} ms`);
  return result;
};

test(`link reads on a ${PAGES}-page space`, async () => {
  const org = newOrganization(env);
  const space = await createSpace(env, org, 'Large');
  const suffix = space.id.slice(0, 6);
  const id = (index: number) => `p${suffix}${index}`;
  const logo: FileEntry = { id: `logo${suffix}`, name: 'logo.png', contentType: 'image/png', size: 3, blobHash: 'c'.repeat(64), createdAt: T0 };
  const bodies = new Map<string, string>();
  const pages: PageEntry[] = [];
  // 100 sections of PAGES/100 pages; each page links to the next one by id, to the first page
  // of its section by path, to an external URL, and shows the logo (every 10th by path).
  for (let index = 0; index < PAGES; index += 1) {
    const section = Math.floor(index / (PAGES / 100));
    const first = section * (PAGES / 100);
    const markdown = [
      `# Page ${index}`,
      '',
      `Some text of page ${index} in section ${section}. `.repeat(8),
      '',
      `Next: [page ${index + 1}](quire:page/${id((index + 1) % PAGES)}). Section start: [start](../s${section}/page-${first}.md).`,
      '',
      `See [the site](https://example.com/${index}).`,
      '',
      index % 10 === 0 ? '![Logo](.gitbook/assets/logo.png)' : `![Logo](quire:file/${logo.id})`,
    ].join('\n');
    const bodyHash = bodyHashOf(markdown);
    bodies.set(bodyHash, markdown);
    pages.push({ id: id(index), kind: 'document', parentId: null, position: `a${String(index).padStart(6, '0')}`, title: `Page ${index}`, slug: `page-${index}`, bodyHash, git: { oid: `o${index}`, path: `s${section}/page-${index}.md` }, createdAt: T0, updatedAt: T0 });
  }
  await putBodies(env.db, bodies);
  const base = await loadStoredRevision(env.db, space.revision);
  const revision = await createRevision(env.db, { spaceId: space.id, base, changes: { pages: { put: pages }, files: { put: [logo] } }, type: 'edits', parents: [base.id] });
  await env.db.space.update({ where: { id: space.id }, data: { revisionId: revision.id } });
  const client = env.as(org.admin);

  const first = await timed('first read (every body extracted and stored)', () => client.listLinks({ spaceId: space.id, status: 0, brokenContext: 0, limit: 50 }));
  expect(first.stats).toEqual({ total: PAGES * 4, broken: { total: 0, changeRequest: undefined } });
  const links = await timed('listLinks, first page of 50', () => client.listLinks({ spaceId: space.id, status: 0, brokenContext: 0, limit: 50 }));
  expect(links.items).toHaveLength(50);
  const deep = await timed('listLinks, a page deep in the list', () => client.listLinks({ spaceId: space.id, status: 0, brokenContext: 0, limit: 50, page: first.next!.page }));
  expect(deep.items).toHaveLength(50);
  const backlinks = await timed('listPageBacklinks of a section start', () => client.listPageBacklinks({ spaceId: space.id, pageId: id(PAGES / 100) }));
  // The pages of its section (but itself) by path, and the page before it by id.
  expect(backlinks.count).toBe(PAGES / 100);
  const fileBacklinks = await timed('listFileBacklinks of a file used by every page, first 50', () =>
    client.listFileBacklinks({ spaceId: space.id, fileId: logo.id, limit: 50 }),
  );
  expect(fileBacklinks.count).toBe(PAGES);
  const pageLinks = await timed('listPageLinks of one page', () => client.listPageLinks({ spaceId: space.id, pageId: id(7), status: 0 }));
  expect(pageLinks.count).toBe(4);

  // A change request that edits one page: only that body is new.
  const { changeRequest } = await client.createChangeRequest({ spaceId: space.id, subject: 'One edit' });
  await client.updatePage({
    spaceId: space.id,
    changeRequestId: changeRequest!.id,
    pageId: id(3),
    emoji: undefined,
    icon: undefined,
    description: undefined,
    parent: undefined,
    position: undefined,
    content: { markdown: `[Broken](quire:page/absent${suffix})`, document: undefined },
    target: undefined,
  });
  const inRequest = await timed('listLinks in a change request editing one page (broken status only)', () =>
    client.listLinks({ spaceId: space.id, changeRequestId: changeRequest!.id, status: contentV1.ContentReferenceStatus.CONTENT_REFERENCE_STATUS_BROKEN, brokenContext: 0 }),
  );
  expect(inRequest.stats?.broken).toEqual({ total: 1, changeRequest: 1 });
  const requestBacklinks = await timed('listPageBacklinks in that change request', () =>
    client.listPageBacklinks({ spaceId: space.id, changeRequestId: changeRequest!.id, pageId: id(4) }),
  );
  // Page 3 no longer links to page 4 in the change request.
  expect(requestBacklinks.count).toBe(0);
}, 600_000);
