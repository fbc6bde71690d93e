import { contentV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { pageCreator } from '../commands/page-creator';
import { presentWrittenPage } from '../presenter';
import { bodiesOf, findNode, outlineOfPages } from '../queries';
import {
  checkedPageKind,
  contentRefOf,
  checkContentMarkdown,
  markdownOfContent,
  ZPagePosition,
  ZNewPageFields,
} from '../schemas';
import { loadWritableContent } from '../../change-requests/load';
import { createComputedPage } from '../../computed-content/handlers/create-computed-page';

const ZCreatePageRequest = ZNewPageFields.extend({
  spaceId: ZId,
  changeRequestId: ZId,
  position: ZPagePosition,
  computed: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Adds a page to a change request (Quire extension): a document page (default) with
 * `content` ({ markdown } or { document }), a top-level group, or a link page with a
 * `target` ContentRef, or a top-level computed page with its `computed` source (its pages
 * generated from an OpenAPI spec, ../../computed-content). Answers the page as GitBook's "RevisionPage".
 */
export async function createPage(ctx: ContentContext, request: contentV1.CreatePageRequest, callContext: CallContext): Promise<contentV1.CreatePageResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZCreatePageRequest, request);
  if (input.type === contentV1.PageType.PAGE_TYPE_COMPUTED) {
    if (input.content !== undefined) throw invalidArgument('content: a computed page has no content: its pages are generated from "computed"');
    if (input.description !== undefined) throw invalidArgument('description: a computed page has no description');
    if (input.target !== undefined) throw invalidArgument('target: only link pages have a target');
    if (input.hidden !== undefined) throw invalidArgument('hidden: a computed page cannot be hidden');
    if (input.parent !== undefined) throw invalidArgument('parent: a computed page can only be at the top level');
    if (input.computed === undefined) throw invalidArgument('computed: is required for a computed page (a "builtin:openapi" source)');
    return createComputedPage(ctx, principal, { ...input, computed: input.computed });
  }
  if (input.computed !== undefined) throw invalidArgument('computed: only computed pages have a source');
  const kind = checkedPageKind(input, '', '"document", "group", "link" or "computed"');
  const markdown = input.content === undefined ? undefined : markdownOfContent(input.content);

  const target = await loadWritableContent(ctx, principal, input.spaceId, input.changeRequestId);
  if (input.content !== undefined && markdown !== undefined) await checkContentMarkdown(input.content, markdown);
  const written = await pageCreator(ctx.db, {
    changeRequestId: target.changeRequest.id,
    actorId: principal.userId,
    kind,
    title: input.title,
    slug: input.slug,
    emoji: input.emoji,
    icon: input.icon,
    description: input.description,
    hidden: input.hidden,
    parentId: input.parent ?? null,
    position: input.position,
    markdown,
    target: input.target && contentRefOf(input.target),
  });
  const node = findNode(outlineOfPages(written.pages), written.pageId);
  const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest.number };
  return { page: presentWrittenPage(node, { urls: ctx.urls, scope, bodies: node ? await bodiesOf(ctx.db, [node]) : new Map() }) };
}
