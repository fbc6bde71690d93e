import type { identityV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, notFound, parseRequest, permissionDenied, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { userUpdater } from '../commands/user-updater';
import { userProfilePolicy } from '../policy';
import { presentUser } from '../presenter';
import { canSeeUser, isInAnotherOrganization } from '../queries';

const ZUpdateUserRequest = z.object({
  userId: ZId,
  // The contract's UpdateUserById body: displayName 1..64, photoURL a URL of at most 2048.
  displayName: z.string().trim().min(1).max(64).optional(),
  photoUrl: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .max(2048)
    .optional(),
});

/**
 * PATCH /users/{userId}: people change their own profile only. Someone the caller can see
 * (a member of a shared organization) is PERMISSION_DENIED, anyone else NOT_FOUND as for an
 * unknown id (GET /users/{userId}'s rule).
 */
export async function updateUser(
  ctx: IdentityContext,
  request: identityV1.UpdateUserRequest,
  callContext: CallContext,
): Promise<identityV1.UpdateUserResponse> {
  const { userId, displayName, photoUrl } = parseRequest(ZUpdateUserRequest, request);
  if (displayName === undefined && photoUrl === undefined) throw invalidArgument('body: must set displayName or photoURL');
  const caller = await loadCaller(ctx.db, getPrincipal(callContext));
  if (!(await canSeeUser(ctx.db, caller, userId))) throw notFound('User not found');
  if (!userProfilePolicy.update(caller, userId)) throw permissionDenied("You can only update your own profile");
  if (caller.boundOrganizationId !== null && (await isInAnotherOrganization(ctx.db, userId, caller.boundOrganizationId))) {
    throw permissionDenied('A token of an SSO login cannot change an account that other organizations share');
  }
  const user = await userUpdater(ctx.db, { userId, displayName, photoUrl });
  if (!user) throw notFound('User not found');
  return { user: presentUser(user, ctx.urls) };
}
