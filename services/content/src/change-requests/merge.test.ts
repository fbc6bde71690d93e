import { newId } from '@quire/shared';
import { bodyHashOf, getBodies, putBodies } from '../revision-store/bodies';
import { createRevision, loadSnapshot, storedRevisionSelect, type StoredRevision } from '../revision-store/store';
import type { PageEntry } from '../content-tree/entries';
import { createSpace, newOrganization, useTestEnvironment } from '../../test/helpers';
import { changeRequestEditor } from '../lib/change-request-editor';
import { changeRequestMerger } from './commands/change-request-merger';
import { changeRequestMainPuller } from './commands/change-request-main-puller';
import { changeRequestSelect } from './queries';

const env = useTestEnvironment();
const T0 = '2026-01-01T00:00:00.000Z';

const paragraphs = (...lines: string[]) => `${lines.join('\n\n')}\n`;

const pageEntry = (id: string, title: string, markdown: string, fields: Partial<PageEntry> = {}): [PageEntry, string] => [
  { id, kind: 'document', parentId: null, position: `a${id.length}${id}`, title, slug: title.toLowerCase(), bodyHash: bodyHashOf(markdown), createdAt: T0, updatedAt: T0, ...fields },
  markdown,
];

async function revisionOf(id: string): Promise<StoredRevision> {
  const revision = await env.db.revision.findUnique({ where: { id }, select: storedRevisionSelect });
  if (!revision) throw new Error(`no revision ${id}`);
  return revision;
}

/** A space whose main content holds the given pages (written as one revision). */
async function spaceWithPages(pages: [PageEntry, string][]) {
  const org = newOrganization(env);
  const space = await createSpace(env, org, 'Handbook');
  const main = await revisionOf(space.revision);
  await putBodies(env.db, new Map(pages.map(([entry, markdown]) => [entry.bodyHash!, markdown])));
  const revision = await createRevision(env.db, { spaceId: space.id, base: main, changes: { pages: { put: pages.map(([entry]) => entry) } }, type: 'edits', parents: [main.id] });
  await env.db.space.update({ where: { id: space.id }, data: { revisionId: revision.id } });
  return { org, spaceId: space.id };
}

let numbers = 0;
async function openChangeRequest(spaceId: string, organizationId: string, createdById: string): Promise<string> {
  const space = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
  const id = newId();
  numbers += 1;
  await env.db.changeRequest.create({
    data: { id, spaceId, organizationId, number: numbers, createdById, revisionId: space.revisionId, revisionInitialId: space.revisionId, status: 'open' },
  });
  return id;
}

/** Rewrites one page's markdown (and optionally its fields) in a change request. */
function editPage(changeRequestId: string, actorId: string, pageId: string, change: { markdown?: string; fields?: Partial<PageEntry> }) {
  return changeRequestEditor(env.db, { changeRequestId, actorId }, async ({ snapshot }) => {
    const current = (await snapshot()).pages.get(pageId)!;
    const bodies = new Map<string, string>();
    const next: PageEntry = { ...current, ...change.fields };
    if (change.markdown !== undefined) {
      next.bodyHash = bodyHashOf(change.markdown);
      bodies.set(next.bodyHash, change.markdown);
    }
    return { changes: { pages: { put: [next] } }, bodies, result: undefined };
  });
}

function deletePage(changeRequestId: string, actorId: string, pageId: string) {
  return changeRequestEditor(env.db, { changeRequestId, actorId }, async () => ({ changes: { pages: { remove: [pageId] } }, result: undefined }));
}

/** The change request and the space's main revision as a handler loads them. */
async function loaded(changeRequestId: string) {
  const changeRequest = await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequestId }, select: changeRequestSelect });
  const space = await env.db.space.findUniqueOrThrow({ where: { id: changeRequest.spaceId }, select: { revisionId: true } });
  return { changeRequest, mainRevisionId: space.revisionId };
}

const merge = async (changeRequestId: string, actorId: string, beforeCommit?: () => Promise<void>) =>
  changeRequestMerger(env.db, { ...(await loaded(changeRequestId)), access: 'admin', actorId, beforeCommit });

const pull = async (changeRequestId: string, actorId: string) => changeRequestMainPuller(env.db, { ...(await loaded(changeRequestId)), actorId });

async function mainMarkdown(spaceId: string): Promise<Map<string, string>> {
  const space = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
  const snapshot = await loadSnapshot(env.db, await revisionOf(space.revisionId));
  const bodies = await getBodies(env.db, [...snapshot.pages.values()].map((page) => page.bodyHash!));
  return new Map([...snapshot.pages.values()].map((page) => [page.title, bodies.get(page.bodyHash!)!]));
}

describe('merging a change request', () => {
  it('fast-forwards main and writes a merge revision whose parents are main and the change request', async () => {
    const { org, spaceId } = await spaceWithPages([pageEntry('intro', 'Intro', paragraphs('Hello.', 'World.'))]);
    const before = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
    const changeRequestId = await openChangeRequest(spaceId, org.id, org.admin.userId);
    await editPage(changeRequestId, org.admin.userId, 'intro', { markdown: paragraphs('Hello there.', 'World.') });

    const outcome = await merge(changeRequestId, org.admin.userId);

    expect(outcome.result).toBe('merge');
    const space = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
    expect(space.revisionId).toBe(outcome.revision);
    const changeRequest = await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequestId } });
    const revision = await env.db.revision.findUniqueOrThrow({ where: { id: outcome.revision } });
    expect(revision).toMatchObject({ type: 'merge', changeRequestId, parents: [before.revisionId, changeRequest.revisionId] });
    expect(changeRequest).toMatchObject({ status: 'merged', revisionMergedId: outcome.revision });
    expect((await mainMarkdown(spaceId)).get('Intro')).toBe(paragraphs('Hello there.', 'World.'));
  });

  it('writes a merge revision even when the change request changed nothing', async () => {
    const { org, spaceId } = await spaceWithPages([pageEntry('intro', 'Intro', 'Hello.\n')]);
    const changeRequestId = await openChangeRequest(spaceId, org.id, org.admin.userId);
    const outcome = await merge(changeRequestId, org.admin.userId);
    expect(outcome.result).toBe('merge');
    expect(await env.db.revision.findUniqueOrThrow({ where: { id: outcome.revision } })).toMatchObject({ type: 'merge', changeRequestId });
  });

  it('three-way merges edits of different lines of the same page made in two change requests', async () => {
    const { org, spaceId } = await spaceWithPages([pageEntry('guide', 'Guide', paragraphs('One.', 'Two.', 'Three.', 'Four.'))]);
    const first = await openChangeRequest(spaceId, org.id, org.admin.userId);
    const second = await openChangeRequest(spaceId, org.id, org.admin.userId);
    await editPage(first, org.admin.userId, 'guide', { markdown: paragraphs('One, edited.', 'Two.', 'Three.', 'Four.') });
    await editPage(second, org.admin.userId, 'guide', { markdown: paragraphs('One.', 'Two.', 'Three.', 'Four, edited.') });

    expect((await merge(first, org.admin.userId)).result).toBe('merge');
    expect((await merge(second, org.admin.userId)).result).toBe('merge');
    expect((await mainMarkdown(spaceId)).get('Guide')).toBe(paragraphs('One, edited.', 'Two.', 'Three.', 'Four, edited.'));
  });

  it('reports a content conflict, changes nothing, and merges once the change request is edited to resolve it', async () => {
    const { org, spaceId } = await spaceWithPages([pageEntry('guide', 'Guide', paragraphs('Install with npm.', 'Then run it.'))]);
    const first = await openChangeRequest(spaceId, org.id, org.admin.userId);
    const second = await openChangeRequest(spaceId, org.id, org.admin.userId);
    await editPage(first, org.admin.userId, 'guide', { markdown: paragraphs('Install with pnpm.', 'Then run it.') });
    await editPage(second, org.admin.userId, 'guide', { markdown: paragraphs('Install with yarn.', 'Then run it.') });
    await merge(first, org.admin.userId);
    const mainBefore = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
    const secondBefore = await env.db.changeRequest.findUniqueOrThrow({ where: { id: second } });

    const outcome = await merge(second, org.admin.userId);

    expect(outcome).toEqual({ result: 'conflicts', revision: secondBefore.revisionId, conflicts: [expect.objectContaining({ kind: 'page', id: 'guide', reason: 'content' })] });
    expect(await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } })).toEqual(mainBefore);
    expect(await env.db.changeRequest.findUniqueOrThrow({ where: { id: second } })).toMatchObject({ status: 'open', revisionId: secondBefore.revisionId });

    // The author settles on main's wording for that line and keeps an edit of their own elsewhere.
    await editPage(second, org.admin.userId, 'guide', { markdown: paragraphs('Install with pnpm.', 'Then run it, and enjoy.') });
    expect((await merge(second, org.admin.userId)).result).toBe('merge');
    expect((await mainMarkdown(spaceId)).get('Guide')).toBe(paragraphs('Install with pnpm.', 'Then run it, and enjoy.'));
  });

  it('reports a tree conflict when one change request deleted a page the other edited', async () => {
    const { org, spaceId } = await spaceWithPages([pageEntry('a', 'A', 'A.\n'), pageEntry('b', 'B', 'B.\n')]);
    const deleting = await openChangeRequest(spaceId, org.id, org.admin.userId);
    const editing = await openChangeRequest(spaceId, org.id, org.admin.userId);
    await deletePage(deleting, org.admin.userId, 'b');
    await editPage(editing, org.admin.userId, 'b', { markdown: 'B, edited.\n' });
    await merge(deleting, org.admin.userId);
    const outcome = await merge(editing, org.admin.userId);
    expect(outcome.result).toBe('conflicts');
    expect(outcome.result === 'conflicts' && outcome.conflicts).toEqual([expect.objectContaining({ id: 'b', reason: 'deleted-and-edited' })]);
  });

  it('merges moves and renames made on both sides', async () => {
    const { org, spaceId } = await spaceWithPages([pageEntry('a', 'A', 'A.\n'), pageEntry('b', 'B', 'B.\n'), pageEntry('c', 'C', 'C.\n')]);
    const moving = await openChangeRequest(spaceId, org.id, org.admin.userId);
    const renaming = await openChangeRequest(spaceId, org.id, org.admin.userId);
    await editPage(moving, org.admin.userId, 'c', { fields: { parentId: 'a' } });
    await editPage(renaming, org.admin.userId, 'c', { fields: { title: 'See also', slug: 'see-also' } });
    await merge(moving, org.admin.userId);
    expect((await merge(renaming, org.admin.userId)).result).toBe('merge');
    const space = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
    const snapshot = await loadSnapshot(env.db, await revisionOf(space.revisionId));
    expect(snapshot.pages.get('c')).toMatchObject({ parentId: 'a', title: 'See also' });
  });

  it('leaves main, the change request and the outbox untouched when the transaction fails at its last statement', async () => {
    const { org, spaceId } = await spaceWithPages([pageEntry('intro', 'Intro', 'Hello.\n')]);
    const changeRequestId = await openChangeRequest(spaceId, org.id, org.admin.userId);
    await editPage(changeRequestId, org.admin.userId, 'intro', { markdown: 'Hello, edited.\n' });
    const spaceBefore = await env.db.space.findUniqueOrThrow({ where: { id: spaceId } });
    const changeRequestBefore = await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequestId } });
    const revisionsBefore = await env.db.revision.count({ where: { spaceId } });
    const mergedEventsBefore = await env.db.outboxEvent.count({ where: { aggregateId: changeRequestId, type: { endsWith: 'merged' } } });

    await expect(
      merge(changeRequestId, org.admin.userId, async () => {
        throw new Error('crash at the last statement');
      }),
    ).rejects.toThrow('crash at the last statement');

    expect(await env.db.space.findUniqueOrThrow({ where: { id: spaceId } })).toEqual(spaceBefore);
    expect(await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequestId } })).toEqual(changeRequestBefore);
    expect(await env.db.revision.count({ where: { spaceId } })).toBe(revisionsBefore);
    expect(await env.db.outboxEvent.count({ where: { aggregateId: changeRequestId, type: { endsWith: 'merged' } } })).toBe(mergedEventsBefore);
    expect((await mainMarkdown(spaceId)).get('Intro')).toBe('Hello.\n');
    // And the merge still works afterwards.
    expect((await merge(changeRequestId, org.admin.userId)).result).toBe('merge');
  });

  it('runs concurrent merges into one space one after the other, losing no update', async () => {
    const pages = Array.from({ length: 6 }, (_, index) => pageEntry(`p${index}`, `Page ${index}`, `Text ${index}.\n`));
    const { org, spaceId } = await spaceWithPages(pages);
    const changeRequests = await Promise.all(pages.map(() => openChangeRequest(spaceId, org.id, org.admin.userId)));
    for (const [index, changeRequestId] of changeRequests.entries()) {
      await editPage(changeRequestId, org.admin.userId, `p${index}`, { markdown: `Text ${index}, edited.\n` });
    }

    const outcomes = await Promise.all(changeRequests.map((changeRequestId) => merge(changeRequestId, org.admin.userId)));

    expect(outcomes.map((outcome) => outcome.result)).toEqual(changeRequests.map(() => 'merge'));
    const markdown = await mainMarkdown(spaceId);
    for (let index = 0; index < pages.length; index += 1) expect(markdown.get(`Page ${index}`)).toBe(`Text ${index}, edited.\n`);
    // Each merge built on the previous one: the merge revisions form one chain.
    const merges = await env.db.revision.findMany({ where: { spaceId, type: 'merge' }, select: { id: true, parents: true } });
    const firstParents = new Set(merges.map((revision) => revision.parents[0]));
    expect(merges.filter((revision) => !firstParents.has(revision.id))).toHaveLength(1);
  });

  it('refuses writes and merges of a merged change request', async () => {
    const { org, spaceId } = await spaceWithPages([pageEntry('intro', 'Intro', 'Hello.\n')]);
    const changeRequestId = await openChangeRequest(spaceId, org.id, org.admin.userId);
    await merge(changeRequestId, org.admin.userId);
    await expect(merge(changeRequestId, org.admin.userId)).rejects.toMatchObject({ details: expect.stringContaining('merged') });
    await expect(editPage(changeRequestId, org.admin.userId, 'intro', { markdown: 'x\n' })).rejects.toMatchObject({ details: expect.stringContaining('merged') });
  });
});

describe('updating a change request from main', () => {
  it('pulls main into the change request as an update revision and records the merged ancestor', async () => {
    const { org, spaceId } = await spaceWithPages([pageEntry('a', 'A', 'A.\n'), pageEntry('b', 'B', 'B.\n')]);
    const first = await openChangeRequest(spaceId, org.id, org.admin.userId);
    const second = await openChangeRequest(spaceId, org.id, org.admin.userId);
    await editPage(first, org.admin.userId, 'a', { markdown: 'A, from main.\n' });
    await editPage(second, org.admin.userId, 'b', { markdown: 'B, in the change request.\n' });
    await merge(first, org.admin.userId);
    const main = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });

    const outcome = await pull(second, org.admin.userId);

    expect(outcome.result).toBe('update');
    const changeRequest = await env.db.changeRequest.findUniqueOrThrow({ where: { id: second } });
    expect(changeRequest).toMatchObject({ revisionId: outcome.revision, revisionMergedAncestorId: main.revisionId });
    expect(await env.db.revision.findUniqueOrThrow({ where: { id: outcome.revision } })).toMatchObject({ type: 'update' });
    const snapshot = await loadSnapshot(env.db, await revisionOf(outcome.revision));
    const bodies = await getBodies(env.db, [...snapshot.pages.values()].map((page) => page.bodyHash!));
    expect(bodies.get(snapshot.pages.get('a')!.bodyHash!)).toBe('A, from main.\n');
    expect(bodies.get(snapshot.pages.get('b')!.bodyHash!)).toBe('B, in the change request.\n');
    // Up to date now: a second update changes nothing, and merging is a fast-forward.
    expect(await pull(second, org.admin.userId)).toEqual({ result: 'update', revision: outcome.revision });
    expect((await merge(second, org.admin.userId)).result).toBe('merge');
  });
});
