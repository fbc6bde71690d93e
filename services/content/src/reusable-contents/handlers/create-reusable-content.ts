import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadWritableContent } from '../../change-requests/load';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { checkContentMarkdown, markdownOfContent, ZPageContent } from '../../pages/schemas';
import { reusableContentCreator } from '../commands/reusable-content-writer';
import { presentReusableContent } from '../presenter';
import { ZReusableContentTitle } from '../schemas';

const ZCreateReusableContentRequest = z.object({ spaceId: ZId, changeRequestId: ZId, title: ZReusableContentTitle, content: ZPageContent });

/**
 * Adds a reusable content to a change request (Quire extension): a title and a body given as
 * a page's is (`{markdown}` or `{document}`, checked as page writes are). Answers it as
 * GitBook's "RevisionReusableContent".
 */
export async function createReusableContent(
  ctx: ContentContext,
  request: contentV1.CreateReusableContentRequest,
  callContext: CallContext,
): Promise<contentV1.CreateReusableContentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZCreateReusableContentRequest, request);
  const markdown = input.content === undefined ? undefined : markdownOfContent(input.content);
  const target = await loadWritableContent(ctx, principal, input.spaceId, input.changeRequestId);
  if (input.content !== undefined && markdown !== undefined) await checkContentMarkdown(input.content, markdown);
  const entry = await reusableContentCreator(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, title: input.title, markdown });
  return { reusableContent: presentReusableContent(entry) };
}
