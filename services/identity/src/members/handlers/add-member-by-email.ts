import type { identityV1 } from '@quire/proto';
import { getPrincipal, memberRoleFromProto, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZDisplayName, ZEmail, ZId } from '../../lib/validation';
import { memberAdder } from '../commands/member-adder';
import { memberPolicy } from '../policy';
import { presentMembers } from '../presenter';
import { findMembership } from '../queries';

const ZAddMemberByEmailRequest = z.object({
  organizationId: ZId,
  email: ZEmail,
  // Unlike the operator rpc, the role is explicit: an admin says what the person may do.
  role: z
    .number()
    .int()
    .transform((role) => memberRoleFromProto(role))
    .refine((role) => role !== undefined, 'is required: a role, or null for a guest'),
  displayName: ZDisplayName.optional(),
});

export async function addMemberByEmail(
  ctx: IdentityContext,
  request: identityV1.AddMemberByEmailRequest,
  callContext: CallContext,
): Promise<identityV1.AddMemberByEmailResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZAddMemberByEmailRequest, request);
  const { organizationId, email, displayName } = input;
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, memberPolicy.add(viewer), 'Only admins can add members');
  const userId = await memberAdder(ctx.db, {
    organizationId,
    email,
    role: input.role ?? null,
    displayName,
    dailyLimit: ctx.settings.memberEmailAdditionsPerDay,
  });
  const membership = await findMembership(ctx.db, organizationId, userId);
  // Only a concurrent removal between the two statements gets here.
  if (!membership) throw notFound('Member not found');
  // The answer must not tell whether the email already had an account elsewhere: the user is
  // shown with what the caller sent (display name, else the part of the email before "@",
  // which is what a new user gets), never an existing account's own name or photo.
  const user = { id: userId, email, displayName: displayName ?? email.split('@')[0], photoUrl: null };
  const [member] = await presentMembers(ctx, callContext, organizationId, [{ ...membership, user }]);
  return { member };
}
