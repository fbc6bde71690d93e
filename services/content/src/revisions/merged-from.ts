import type { contentV1 } from '@quire/proto';
import { forwardMetadata, type CallContext } from '@quire/shared';
import { presentOneChangeRequest } from '../change-requests/presenter';
import { findChangeRequest } from '../change-requests/queries';
import type { ContentContext } from '../context';
import type { RevisionRow } from './queries';
import type { LoadedSpace } from '../spaces/load';

/**
 * The change request a merge revision came from, as GitBook's "ChangeRequest" (required on
 * "RevisionTypeMerge"); undefined for other revisions.
 */
export async function mergedFromOf(
  ctx: ContentContext,
  loaded: LoadedSpace,
  revision: RevisionRow,
  callContext: CallContext,
): Promise<contentV1.ChangeRequest | undefined> {
  if (revision.type !== 'merge' || !revision.changeRequestId) return undefined;
  const row = await findChangeRequest(ctx.db, loaded.space.id, revision.changeRequestId);
  if (!row) return undefined;
  return presentOneChangeRequest(ctx, row, loaded.space.revisionId, forwardMetadata(callContext));
}
