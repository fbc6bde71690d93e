import type { contentV1 } from '@quire/proto';
import { decodeCursor, getPrincipal, keysetPage, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { fileRules } from '../policy';
import { presentFile } from '../presenter';
import { loadFilesById } from '../queries';
import { loadContentTarget } from '../../change-requests/load';

const ZListFilesRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  revisionId: ZId.optional(),
  page: ZPage,
  limit: ZLimit,
  metadata: z.boolean().optional(),
  computed: z.boolean().optional(),
});

const ZFileCursor = z.object({ id: z.string().max(64) });

/**
 * The files of the space's main content, of a change request or of any revision, in id order, keyset-paginated
 * on the id (the revision's files come from its chunks in one query whatever the page).
 */
export async function listFiles(ctx: ContentContext, request: contentV1.ListFilesRequest, callContext: CallContext): Promise<contentV1.ListFilesResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListFilesRequest, request);
  const limit = pageLimit(input.limit);
  const after = decodeCursor(input.page, ZFileCursor);
  const target = await loadContentTarget(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
  authorize(target.access, fileRules.view, 'Space');
  const files = await loadFilesById(ctx.db, target.revision);
  const start = after ? files.findIndex((file) => file.id > after.id) : 0;
  const rows = start < 0 ? [] : files.slice(start, start + limit + 1);
  const page = keysetPage(rows, limit, (file) => ({ id: file.id }), files.length);
  return { items: page.items.map((file) => presentFile(ctx, file, { metadata: input.metadata })), next: page.next, count: page.count };
}
