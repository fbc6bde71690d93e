import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadWritableContent } from '../../change-requests/load';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { checkContentMarkdown, markdownOfContent, ZPageContent } from '../../pages/schemas';
import { reusableContentUpdater } from '../commands/reusable-content-writer';
import { presentReusableContent } from '../presenter';
import { ZReusableContentTitle } from '../schemas';

const ZUpdateReusableContentRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId,
  reusableContentId: ZId,
  title: ZReusableContentTitle.optional(),
  content: ZPageContent,
});

/** Changes the title and/or body of a reusable content of a change request (Quire extension). */
export async function updateReusableContent(
  ctx: ContentContext,
  request: contentV1.UpdateReusableContentRequest,
  callContext: CallContext,
): Promise<contentV1.UpdateReusableContentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateReusableContentRequest, request);
  const markdown = input.content === undefined ? undefined : markdownOfContent(input.content);
  const target = await loadWritableContent(ctx, principal, input.spaceId, input.changeRequestId);
  if (input.content !== undefined && markdown !== undefined) await checkContentMarkdown(input.content, markdown);
  const entry = await reusableContentUpdater(ctx.db, {
    changeRequestId: target.changeRequest.id,
    actorId: principal.userId,
    reusableContentId: input.reusableContentId,
    title: input.title,
    markdown,
  });
  return { reusableContent: presentReusableContent(entry) };
}
