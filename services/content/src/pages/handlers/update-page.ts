import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { ZContentRef } from '../../lib/content-refs';
import type { ContentContext } from '../../context';
import { ZId, ZParentValue } from '../../lib/validation';
import { pageUpdater, type PageChanges } from '../commands/page-updater';
import { presentWrittenPage } from '../presenter';
import { bodiesOf, findNode, outlineOfPages } from '../queries';
import {
  contentRefOf,
  checkContentMarkdown,
  markdownOfContent,
  ZPageContent,
  ZPageDescription,
  ZPageEmoji,
  ZPageIcon,
  ZPagePosition,
  ZPageSlug,
  ZPageTitle,
} from '../schemas';
import { loadWritableContent } from '../../change-requests/load';

const ZUpdatePageRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId,
  pageId: ZId,
  title: ZPageTitle.optional(),
  // google.protobuf.Value: a string sets, null removes, absent keeps.
  emoji: z.union([z.null(), ZPageEmoji]).optional(),
  icon: z.union([z.null(), ZPageIcon]).optional(),
  description: z.union([z.null(), ZPageDescription]).optional(),
  hidden: z.boolean().optional(),
  // A page id, null for the top level, absent to stay under the same parent.
  parent: ZParentValue,
  position: ZPagePosition,
  content: ZPageContent,
  target: ZContentRef.optional(),
  slug: ZPageSlug.optional(),
});

/**
 * Changes a page of a change request (Quire extension): title, slug, emoji, icon,
 * description, hidden, content (document pages), target (link pages), and its place
 * (`parent` and/or `position`; its children move with it).
 */
export async function updatePage(ctx: ContentContext, request: contentV1.UpdatePageRequest, callContext: CallContext): Promise<contentV1.UpdatePageResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdatePageRequest, request);
  const changes: PageChanges = {
    title: input.title,
    slug: input.slug,
    emoji: input.emoji,
    icon: input.icon,
    description: input.description,
    hidden: input.hidden,
    parentId: input.parent,
    position: input.position,
    markdown: input.content === undefined ? undefined : markdownOfContent(input.content),
    target: input.target && contentRefOf(input.target),
  };
  const target = await loadWritableContent(ctx, principal, input.spaceId, input.changeRequestId);
  if (input.content !== undefined && changes.markdown !== undefined) await checkContentMarkdown(input.content, changes.markdown);
  const written = await pageUpdater(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, pageId: input.pageId, changes });
  const node = findNode(outlineOfPages(written.pages), written.pageId);
  const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest.number };
  return { page: presentWrittenPage(node, { urls: ctx.urls, scope, bodies: node ? await bodiesOf(ctx.db, [node]) : new Map() }) };
}
