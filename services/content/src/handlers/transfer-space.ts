import type { contentV1 } from '@quire/proto';
import { alreadyExists, getPrincipal, notFound, permissionDenied, type CallContext } from '@quire/shared';
import { transferSpace as transferSpaceCommand } from '../commands/space-transferrer';
import type { ContentContext } from '../context';
import { authorize, EMPTY_TREE, viewerOf } from '../policies/access';
import { canTransferBetween } from '../policies/organization';
import { spaceRules } from '../policies/space';
import { parseField, ZId } from '../validation';
import { loadSpace, presentOneSpace, spaceAccessOf } from './load';

/** Moves a space to the top level of another organization: admins of both only. */
export async function transferSpace(
  ctx: ContentContext,
  request: contentV1.TransferSpaceRequest,
  context: CallContext,
): Promise<contentV1.TransferSpaceResponse> {
  const principal = getPrincipal(context);
  const targetOrganizationId = parseField(ZId, request.organization, 'organization');
  const { space, access, viewer } = await loadSpace(ctx, principal, request.spaceId);
  authorize(access, spaceRules.view, 'Space');

  const target = viewerOf(principal, targetOrganizationId);
  if (target.orgRole === undefined) throw notFound('Organization not found');
  if (!canTransferBetween(viewer, target)) {
    throw permissionDenied('Transferring needs the "admin" role in both organizations');
  }
  if (targetOrganizationId === space.organizationId) throw alreadyExists('The space is already in this organization');

  const transferred = await transferSpaceCommand(ctx.db, { space, targetOrganizationId, actorId: principal.userId });
  // At the top level of the target, only the space's own default level and the role count.
  return { space: await presentOneSpace(ctx, transferred, spaceAccessOf(target, EMPTY_TREE, transferred)) };
}
