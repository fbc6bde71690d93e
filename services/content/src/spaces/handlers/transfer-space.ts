import type { contentV1 } from '@quire/proto';
import { alreadyExists, getPrincipal, notFound, parseRequest, permissionDenied, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { canTransferBetween } from '../../access/organization';
import { authorize, EMPTY_TREE, viewerOf } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { spaceTransferrer } from '../commands/space-transferrer';
import { spaceRules } from '../policy';
import { presentOneSpace } from '../presenter';
import { loadSpace, spaceAccessOf } from '../load';

const ZTransferSpaceRequest = z.object({ spaceId: ZId, organization: ZId });

/** Moves a space to the top level of another organization: admins of both only. */
export async function transferSpace(
  ctx: ContentContext,
  request: contentV1.TransferSpaceRequest,
  callContext: CallContext,
): Promise<contentV1.TransferSpaceResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZTransferSpaceRequest, request);
  const { space, access, viewer } = await loadSpace(ctx, principal, input.spaceId);
  authorize(access, spaceRules.view, 'Space');

  const target = viewerOf(principal, input.organization);
  if (target.orgRole === undefined) throw notFound('Organization not found');
  if (!canTransferBetween(viewer, target)) {
    throw permissionDenied('Transferring needs the "admin" role in both organizations');
  }
  if (input.organization === space.organizationId) throw alreadyExists('The space is already in this organization');

  const transferred = await spaceTransferrer(ctx.db, { space, targetOrganizationId: input.organization, actorId: principal.userId });
  // At the top level of the target, only the space's own default level and the role count.
  return { space: await presentOneSpace(ctx, transferred, spaceAccessOf(target, EMPTY_TREE, transferred)) };
}
