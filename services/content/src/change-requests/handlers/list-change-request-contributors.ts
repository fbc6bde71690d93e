import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadChangeRequest } from '../load';
import { presentContributors } from '../presenter';
import { loadContributions } from '../queries';

const ZListChangeRequestContributorsRequest = z.object({ spaceId: ZId, changeRequestId: ZId });

/**
 * Who edited a change request and who commented in it (`getContributorsByChangeRequestId`): one
 * item per person and kind, newest contribution first, not paginated (the contract takes no
 * `page`; a change request has as many items as people who worked on it, at most twice the
 * organization's size). Anyone who reads the space lists them; the users are those comments and
 * change requests embed (User objects, which every reader of the space already sees).
 */
export async function listChangeRequestContributors(
  ctx: ContentContext,
  request: contentV1.ListChangeRequestContributorsRequest,
  callContext: CallContext,
): Promise<contentV1.ListChangeRequestContributorsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListChangeRequestContributorsRequest, request);
  const { space, changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  const rows = await loadContributions(ctx.db, space.id, changeRequest.id);
  return { items: await presentContributors(ctx, rows, forwardMetadata(callContext)) };
}
