import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadFile } from '../../revision-store/store';
import { fileRules } from '../policy';
import { presentFile } from '../presenter';
import { loadContentTarget } from '../../change-requests/load';

const ZGetFileRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  revisionId: ZId.optional(),
  fileId: ZId,
  metadata: z.boolean().optional(),
  computed: z.boolean().optional(),
});

/** One file of the space's main content, of a change request or of any revision, with a signed download URL. */
export async function getFile(ctx: ContentContext, request: contentV1.GetFileRequest, callContext: CallContext): Promise<contentV1.GetFileResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetFileRequest, request);
  const target = await loadContentTarget(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
  authorize(target.access, fileRules.view, 'Space');
  const file = await loadFile(ctx.db, target.revision, input.fileId);
  if (!file) throw notFound('File not found');
  return { file: presentFile(ctx, file, { metadata: input.metadata }) };
}
