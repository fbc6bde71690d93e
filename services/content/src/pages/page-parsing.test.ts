import { contentV1 } from '@quire/proto';
import type { Principal } from '@quire/shared';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSpace, errorOf, newOrganization, Status, useTestEnvironment } from '../../test/helpers';
import { configureMarkdownParsing, DEFAULT_PARSE_BUDGET_MS, DEFAULT_PARSE_WORKERS } from '../lib/markdown-parse';
import { bodyHashOf, putBodies } from '../revision-store/bodies';
import { createRevision, loadPages } from '../revision-store/store';

// Issue 19, defect 1: one Markdown page stalled the content service for every organization.
// Over gRPC against the real database: writing such a page is refused (INVALID_ARGUMENT, the
// gateway's 400) naming the limit; other organizations' calls keep answering while a page is
// parsed; a page stored before the limits still reads, as its plain text.

const { PageType, PageFormat } = contentV1;

const env = useTestEnvironment();

afterEach(() => configureMarkdownParsing({ budgetMs: DEFAULT_PARSE_BUDGET_MS, workers: DEFAULT_PARSE_WORKERS }));

const markdown = (text: string) => ({ markdown: text, document: undefined });

async function spaceWithChangeRequest() {
  const org = newOrganization(env);
  const space = await createSpace(env, org, 'Docs');
  const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Edits' });
  return { org, space, changeRequest: changeRequest! };
}

type Target = Awaited<ReturnType<typeof spaceWithChangeRequest>>;

const create = (principal: Principal, target: Target, content: { markdown: string; document: undefined }) =>
  env.as(principal).createPage({
    spaceId: target.space.id,
    changeRequestId: target.changeRequest.id,
    type: PageType.PAGE_TYPE_UNSPECIFIED,
    title: 'Page',
    position: undefined,
    content,
    target: undefined,
  });

/** Milliseconds `call` takes to answer. */
async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

describe('writing a page that would stall the parser', () => {
  const cases = [
    { name: '6,500 `*`, `x`, 6,500 `*` (13 KB)', body: `${'*'.repeat(6500)}x${'*'.repeat(6500)}`, limit: 'maxDelimiterRun' },
    { name: '5,000 nested `>`', body: `${'>'.repeat(5000)} x`, limit: 'maxNestingDepth' },
    {
      name: 'a 500-column, 200-row table',
      body: [`|${'h|'.repeat(500)}`, `|${'-|'.repeat(500)}`, ...Array.from({ length: 200 }, () => `|${'v|'.repeat(500)}`)].join('\n'),
      limit: 'maxTableColumns',
    },
    { name: '20,000 links', body: Array.from({ length: 20_000 }, (_, index) => `[l${index}](https://example.com/${index})`).join(' '), limit: 'maxLinks' },
  ];

  it.each(cases)('$name: INVALID_ARGUMENT naming $limit, while another organization is answered', async ({ body, limit }) => {
    const target = await spaceWithChangeRequest();
    const other = newOrganization(env);
    const otherSpace = await createSpace(env, other, 'Elsewhere');
    const [refused, otherMs] = await Promise.all([
      errorOf(create(target.org.admin, target, markdown(body))),
      timed(() => env.as(other.admin).getSpace({ spaceId: otherSpace.id })),
    ]);
    expect(refused.code).toBe(Status.INVALID_ARGUMENT);
    expect(refused.details).toMatch(new RegExp(`^content\\.markdown: .*limit ${limit}\\)$`));
    // Before the fix this call waited for the parse: seconds (the 504).
    expect(otherMs).toBeLessThan(1500);
  });

  it('a page within the limits that takes longer than the budget: INVALID_ARGUMENT naming the budget, and the service answers meanwhile', async () => {
    configureMarkdownParsing({ budgetMs: 200, workers: 1 });
    const typical = readFileSync(path.join(__dirname, '../../../../packages/documents/test/fixtures/typical-page.md'), 'utf8');
    const large = Array.from({ length: 40 }, (_, index) => `${typical}\n\n<!-- ${index} -->\n`).join('\n');
    const target = await spaceWithChangeRequest();
    const other = newOrganization(env);
    const otherSpace = await createSpace(env, other, 'Elsewhere');
    const writing = errorOf(create(target.org.admin, target, markdown(large)));
    // Several calls of another organization while the page is being parsed.
    const otherMs = [];
    for (let call = 0; call < 3; call += 1) otherMs.push(await timed(() => env.as(other.admin).getSpace({ spaceId: otherSpace.id })));
    const refused = await writing;
    expect(refused.code).toBe(Status.INVALID_ARGUMENT);
    expect(refused.details).toMatch(/^content\.markdown: it takes longer than 200 ms to parse \(limit CONTENT_PARSE_BUDGET_MS\)/);
    expect(Math.max(...otherMs)).toBeLessThan(1500);
  });

  it('a page within the limits is written, and a document converted to Markdown is checked too', async () => {
    const target = await spaceWithChangeRequest();
    const { page } = await create(target.org.admin, target, markdown(`# Title\n\n${'> '.repeat(8)}quoted **bold** [link](https://example.com)\n`));
    expect(page).toMatchObject({ title: 'Page' });
    const refused = await errorOf(
      env.as(target.org.admin).updatePage({
        spaceId: target.space.id,
        changeRequestId: target.changeRequest.id,
        pageId: (page as { id: string }).id,
        emoji: undefined,
        icon: undefined,
        description: undefined,
        parent: undefined,
        position: undefined,
        content: markdown(`${'_'.repeat(100)}x${'_'.repeat(100)}`),
        target: undefined,
      }),
    );
    expect(refused).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^content\.markdown: a run of 100 emphasis characters.*limit maxDelimiterRun/) });
  });
});

describe('reading a page stored before the limits', () => {
  it('format=document answers its plain text; format=markdown its text as stored', async () => {
    const target = await spaceWithChangeRequest();
    const admin = target.org.admin;
    const { page } = await create(admin, target, markdown('Written before the limits existed'));
    const pageId = (page as { id: string }).id;
    // Stored as a revision written before the limits existed would hold it.
    const stored = `Intro\n\n${'*'.repeat(6500)}x${'*'.repeat(6500)}\n`;
    const hash = bodyHashOf(stored);
    await putBodies(env.db, new Map([[hash, stored]]));
    const changeRequest = await env.db.changeRequest.findUniqueOrThrow({ where: { id: target.changeRequest.id } });
    const revision = await env.db.revision.findUniqueOrThrow({ where: { id: changeRequest.revisionId } });
    const pages = await loadPages(env.db, revision);
    const next = await createRevision(env.db, {
      spaceId: target.space.id,
      base: revision,
      changes: { pages: { put: [{ ...pages.get(pageId)!, bodyHash: hash }] } },
      type: 'edits',
      parents: [revision.id],
    });
    await env.db.changeRequest.update({ where: { id: target.changeRequest.id }, data: { revisionId: next.id } });

    const read = (format: contentV1.PageFormat) => env.as(admin).getPage({ spaceId: target.space.id, changeRequestId: target.changeRequest.id, pageId, format });
    const started = performance.now();
    const asDocument = (await read(PageFormat.PAGE_FORMAT_DOCUMENT)).page as { document: { nodes: unknown[] } };
    expect(performance.now() - started).toBeLessThan(3000);
    expect(asDocument.document).toEqual({
      object: 'document',
      data: {},
      nodes: [{ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: stored.trim(), marks: [] }] }] }],
    });
    expect(((await read(PageFormat.PAGE_FORMAT_UNSPECIFIED)).page as { markdown: string }).markdown).toBe(stored);
  });
});
