import { contentV1 } from '@quire/proto';
import { newId, type Principal } from '@quire/shared';
import { handleComputedPagesEvent, SPEC_PROCESSED } from '../consumers/computed-pages';
import { computedPagesRegenerator } from './commands/computed-pages-regenerator';
import { createSpace, errorOf, newOrganization, Status, useTestEnvironment, type Org } from '../../test/helpers';
import type { ContentContext } from '../context';

// Computed pages stored in a space: created in a change request (createPage of type computed),
// merged, read expanded or not, and regenerated when the spec gets a new version.

const env = useTestEnvironment();
const { PageType, PageFormat } = contentV1;

type Json = Record<string, any>;

const op = (tag: string, summary: string) => ({ tags: [tag], summary, responses: { '200': { description: 'ok' } } });
const V1 = { openapi: '3.1.0', info: { title: 'Pets', version: '1' }, tags: [{ name: 'pets', description: 'About pets' }], paths: { '/pets': { get: op('pets', 'List pets') } }, components: { schemas: { Pet: { type: 'object' } } } };
const V2 = { ...V1, paths: { ...V1.paths, '/orders': { post: op('orders', 'Place an order') } } };

async function publish(org: Org, slug: string, document: Json): Promise<string> {
  const { spec } = await env.as(org.admin).createOrUpdateOpenAPISpecBySlug({ organizationId: org.id, specSlug: slug, source: { url: undefined, text: `openapi: 3.1.0 # ${newId()}` } });
  const versionId = spec!.lastVersion!;
  await env.anonymous.recordSpecVersionResult({ versionId, ok: true, errorCode: 0, errors: [], document: JSON.stringify(document), openapiVersion: '3.1.0' });
  return versionId;
}

const source = (slug: string, models = true) => ({ type: 'builtin:openapi', props: { models }, dependencies: { spec: { ref: { kind: 'openapi', spec: slug } } } });

async function setUp() {
  const org = newOrganization(env);
  const space = await createSpace(env, org, 'API');
  await publish(org, 'pets', V1);
  const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'API reference' });
  return { org, space, changeRequest: changeRequest! };
}

const createComputed = (principal: Principal, target: { space: { id: string }; changeRequest: { id: string } }, request: Partial<contentV1.CreatePageRequest>) =>
  env.as(principal).createPage({
    spaceId: target.space.id,
    changeRequestId: target.changeRequest.id,
    type: PageType.PAGE_TYPE_COMPUTED,
    title: 'API reference',
    position: undefined,
    content: undefined,
    target: undefined,
    computed: source('pets'),
    ...request,
  });

const listMain = async (principal: Principal, spaceId: string, computed?: boolean) => (await env.as(principal).listPages({ spaceId, computed })).pages as Json[];

// The consumer's context: the regeneration needs the database only.
const ctx = () => ({ db: env.db }) as unknown as ContentContext;
const logger = { info: () => undefined, error: () => undefined } as never;

describe('computed pages', () => {
  it('are created in a change request, merged, and read expanded or as their source', async () => {
    const { org, space, changeRequest } = await setUp();
    const { page } = await createComputed(org.admin, { space, changeRequest }, { emoji: '1f4d6' });
    expect(page).toEqual({ id: expect.any(String), title: 'API reference', emoji: '1f4d6', type: 'computed', computed: source('pets'), createdAt: expect.any(String), updatedAt: expect.any(String) });
    const inRequest = (await env.as(org.admin).listPages({ spaceId: space.id, changeRequestId: changeRequest.id })).pages as Json[];
    expect(inRequest.map((p) => [p.type, p.title, p.path])).toEqual([
      ['document', 'pets', 'api-reference/pets'],
      ['document', 'Models', 'api-reference/models'],
    ]);
    await env.as(org.admin).mergeChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id });

    const reader = org.member('read');
    const expanded = await listMain(reader, space.id);
    expect(expanded.map((p) => p.path)).toEqual(['api-reference/pets', 'api-reference/models']);
    expect(expanded[0].markdown).toContain('openapi-operation');
    expect(await listMain(reader, space.id, false)).toEqual([page]);
    const revision = (await env.as(reader).getCurrentRevision({ spaceId: space.id, computed: false })).revision!;
    expect(revision.pages).toEqual([page]);

    // A generated page is content only when computed content is.
    const pets = expanded[0];
    const document = (await env.as(reader).getPage({ spaceId: space.id, pageId: pets.id, format: PageFormat.PAGE_FORMAT_DOCUMENT })).page as Json;
    expect(document.document.nodes.map((node: Json) => node.type)).toEqual(['paragraph', 'openapi-operation']);
    expect(await errorOf(env.as(reader).getPage({ spaceId: space.id, pageId: pets.id, format: 0, computed: false }))).toMatchObject({ code: Status.NOT_FOUND });
    expect((await env.as(reader).getPageByPath({ spaceId: space.id, pagePath: 'api-reference/pets', format: 0 })).page).toMatchObject({ id: pets.id });
    expect(await errorOf(env.as(reader).getPageByPath({ spaceId: space.id, pagePath: 'api-reference', format: 0 }))).toMatchObject({ code: Status.NOT_FOUND });
    expect((await env.as(reader).getPage({ spaceId: space.id, pageId: page!.id, format: 0 })).page).toEqual(page);

    // A copy of the space holds the computed page too, and is recorded as following the spec.
    const { space: copy } = await env.as(org.admin).duplicateSpace({ spaceId: space.id });
    expect(await env.db.computedPageSource.findMany({ where: { spaceId: copy!.id }, select: { organizationId: true, specSlug: true } })).toEqual([{ organizationId: org.id, specSlug: 'pets' }]);
    expect((await listMain(reader, copy!.id, false)).map((p) => p.type)).toEqual(['computed']);
  });

  it('follow a new version of the spec when it is processed, once', async () => {
    const { org, space, changeRequest } = await setUp();
    await createComputed(org.admin, { space, changeRequest }, {});
    await env.as(org.admin).mergeChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id });
    const before = await listMain(org.admin, space.id);
    const merged = (await env.db.space.findUniqueOrThrow({ where: { id: space.id } })).revisionId;

    await publish(org, 'pets', V2);
    const event = await env.db.outboxEvent.findFirstOrThrow({ where: { type: SPEC_PROCESSED, organizationId: org.id }, orderBy: { createdAt: 'desc' } });
    const envelope = { id: event.id, type: SPEC_PROCESSED, organization: org.id, data: event.data } as never;
    await handleComputedPagesEvent(ctx(), envelope, logger);
    const after = await listMain(org.admin, space.id);
    expect(after.map((p) => p.path)).toEqual(['api-reference/pets', 'api-reference/orders', 'api-reference/models']);
    // The pages it still makes keep their ids.
    expect(after[0].id).toBe(before[0].id);
    const regenerated = await env.db.space.findUniqueOrThrow({ where: { id: space.id } });
    expect(regenerated.revisionId).not.toBe(merged);
    expect(await env.db.revision.findUniqueOrThrow({ where: { id: regenerated.revisionId } })).toMatchObject({ type: 'computed', createdById: null, parentId: merged });
    expect(await env.db.outboxEvent.count({ where: { type: 'quire.content.page.created', aggregateId: regenerated.revisionId } })).toBe(1);

    // Redelivered: nothing more (the environment's consumer handles the same event too).
    await handleComputedPagesEvent(ctx(), envelope, logger);
    expect((await env.db.space.findUniqueOrThrow({ where: { id: space.id } })).revisionId).toBe(regenerated.revisionId);
    expect(await computedPagesRegenerator(env.db, { spaceId: space.id })).toEqual({ result: 'unchanged' });

    // An older version published again drops the page it no longer makes. (The environment's own
    // consumer may have regenerated first: then this call finds the space current.)
    await publish(org, 'pets', V1);
    const outcome = await computedPagesRegenerator(env.db, { spaceId: space.id, specSlug: 'pets' });
    if (outcome.result === 'written') expect(outcome).toMatchObject({ removed: 1 });
    else expect(outcome).toEqual({ result: 'unchanged' });
    expect((await listMain(org.admin, space.id)).map((p) => p.path)).toEqual(['api-reference/pets', 'api-reference/models']);
    expect(await env.db.outboxEvent.count({ where: { type: 'quire.content.page.deleted', organizationId: org.id } })).toBe(1);
  });

  it('refuses bad input, other organizations and writes to generated pages', async () => {
    const { org, space, changeRequest } = await setUp();
    const target = { space, changeRequest };
    const code = async (call: Promise<unknown>) => {
      const error = await errorOf(call);
      return [error.code, error.details];
    };
    expect(await code(createComputed(org.admin, target, { computed: undefined }))).toEqual([Status.INVALID_ARGUMENT, expect.stringMatching(/^computed: is required/)]);
    expect(await code(createComputed(org.admin, target, { computed: { ...source('pets'), type: 'builtin:translation' } }))).toEqual([Status.INVALID_ARGUMENT, expect.stringContaining('"builtin:translation" is not supported')]);
    expect(await code(createComputed(org.admin, target, { computed: { ...source('pets'), props: {} } }))).toEqual([Status.INVALID_ARGUMENT, expect.stringMatching(/^source\.props\.models/)]);
    expect(await code(createComputed(org.admin, target, { content: { markdown: 'x', document: undefined } }))).toEqual([Status.INVALID_ARGUMENT, expect.stringMatching(/^content:/)]);
    expect(await code(createComputed(org.admin, target, { computed: source('nope') }))).toEqual([Status.NOT_FOUND, 'No matching OpenAPI specification found']);
    expect(await code(createComputed(org.admin, target, { type: PageType.PAGE_TYPE_DOCUMENT }))).toEqual([Status.INVALID_ARGUMENT, 'computed: only computed pages have a source']);
    // Another organization's admin: the space is not there for them.
    const other = newOrganization(env);
    expect((await errorOf(createComputed(other.admin, target, {}))).code).toBe(Status.NOT_FOUND);
    // A reader may not write.
    expect((await errorOf(createComputed(org.member('read'), target, {}))).code).toBe(Status.PERMISSION_DENIED);
    expect(await env.db.computedPageSource.count({ where: { spaceId: space.id } })).toBe(0);

    const { page } = await createComputed(org.admin, target, {});
    const generated = ((await env.as(org.admin).listPages({ spaceId: space.id, changeRequestId: changeRequest.id })).pages as Json[])[0];
    const base = { spaceId: space.id, changeRequestId: changeRequest.id };
    expect(await code(env.as(org.admin).updatePage({ ...base, pageId: generated.id, title: 'Mine', emoji: undefined, icon: undefined, description: undefined, parent: undefined, position: undefined, content: undefined, target: undefined }))).toEqual([
      Status.INVALID_ARGUMENT,
      expect.stringContaining(`generated by the computed page ${page!.id}`),
    ]);
    expect((await errorOf(env.as(org.admin).deletePage({ ...base, pageId: generated.id }))).code).toBe(Status.INVALID_ARGUMENT);
    expect(await code(env.as(org.admin).createPage({ ...base, type: PageType.PAGE_TYPE_DOCUMENT, title: 'Under', parent: page!.id, position: undefined, content: undefined, target: undefined }))).toEqual([
      Status.INVALID_ARGUMENT,
      'parent: the pages of a computed page are generated from its source',
    ]);
    // Deleting the computed page takes its pages with it.
    await env.as(org.admin).deletePage({ ...base, pageId: page!.id });
    expect((await env.as(org.admin).listPages({ ...base })).pages).toEqual([]);
  });
});
