import { newId, type Principal } from '@quire/shared';
import type { ComputedSourceJson } from '../../content-tree/entries';
import { slugify } from '../../content-tree/outline';
import type { ContentContext } from '../../context';
import { loadWritableContent } from '../../change-requests/load';
import { presentWrittenPage } from '../../pages/presenter';
import { findNode, outlineOfPages } from '../../pages/queries';
import type { PagePositionInput } from '../../pages/schemas';
import { computedPageCreator } from '../commands/computed-page-creator';
import { generatePages } from '../generation';
import { loadReference } from '../load';
import { parseRevisionSource } from '../sources';

export type ComputedPageInput = {
  spaceId: string;
  changeRequestId: string;
  title: string;
  slug?: string;
  emoji?: string;
  icon?: string;
  position?: PagePositionInput;
  /** The request's `computed` (GitBook "ComputedContentSourceRevision"), not yet checked. */
  computed: unknown;
};

/**
 * createPage of `type: "computed"`: a page whose children are generated from a `builtin:openapi`
 * source. The caller must may edit the change request's content and view the organization's
 * specs (loadReference: an unknown or invisible spec is 404, one without a valid version yet
 * 404, one too large 412). The pages are generated from the spec's newest valid version now,
 * and again whenever a new version is processed (../consumers, docs/content.md).
 */
export async function createComputedPage(ctx: ContentContext, principal: Principal, input: ComputedPageInput): Promise<{ page: { [key: string]: unknown } }> {
  const source = parseRevisionSource(input.computed);
  const slug = source.dependencies.spec.ref.spec;
  const target = await loadWritableContent(ctx, principal, input.spaceId, input.changeRequestId);
  const { outline } = await loadReference(ctx, principal, target.space.id, slug);
  // Stored without a resolved `value`: it is looked up again at every generation.
  const computed: ComputedSourceJson = { type: source.type, props: { models: source.props.models }, dependencies: { spec: { ref: { kind: 'openapi', spec: slug } } } };
  const now = new Date().toISOString();
  const entry = {
    id: newId(),
    kind: 'group' as const,
    title: input.title,
    slug: input.slug ?? slugify(input.title),
    ...(input.emoji !== undefined && { emoji: input.emoji }),
    ...(input.icon !== undefined && { icon: input.icon }),
    computed,
    createdAt: now,
    updatedAt: now,
  };
  const generated = await generatePages({ ...entry, parentId: null, position: '' }, outline, new Map(), now);
  const written = await computedPageCreator(ctx.db, {
    organizationId: target.space.organizationId,
    changeRequestId: target.changeRequest.id,
    actorId: principal.userId,
    entry,
    position: input.position,
    generated,
  });
  const node = findNode(outlineOfPages(written.pages), written.pageId);
  const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest.number };
  return { page: presentWrittenPage(node, { urls: ctx.urls, scope, bodies: new Map(), computed: false }) };
}
