import type { identityV1 } from '@quire/proto';
import { memberRoleFromProto, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZDisplayName, ZEmail, ZId } from '../../lib/validation';
import { presentUser } from '../../users/presenter';
import { memberAdder } from '../commands/member-adder';

const ZAddMemberRequest = z.object({
  organizationId: ZId,
  email: ZEmail,
  role: z.number().int().optional(),
  displayName: ZDisplayName.optional(),
});

/** Operator rpc (no principal). */
export async function addMember(
  ctx: IdentityContext,
  request: identityV1.AddMemberRequest,
  _callContext: CallContext,
): Promise<identityV1.AddMemberResponse> {
  const input = parseRequest(ZAddMemberRequest, request);
  const added = await memberAdder(ctx.db, {
    organizationId: input.organizationId,
    email: input.email,
    role: memberRoleFromProto(input.role),
    displayName: input.displayName,
  });
  return { user: presentUser(added.user, ctx.urls), tokenId: added.tokenId, token: added.token };
}
