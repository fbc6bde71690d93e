import { memberRoleFromProto } from '@quire/shared';
import type { identityV1 } from '@quire/proto';
import { z } from 'zod';
import { addMember as addMemberCommand } from '../commands/member-adder';
import type { IdentityDeps } from '../deps';

import { presentUser } from '../presenters/user';
import { parseRequest, ZDisplayName, ZEmail, ZId } from '../validation';

const ZAddMemberRequest = z.object({
  organizationId: ZId,
  email: ZEmail,
  role: z.number().int().optional(),
  displayName: ZDisplayName.optional(),
});

/** Operator rpc (no principal). */
export const addMember =
  ({ prisma, urls }: IdentityDeps) =>
  async (request: identityV1.AddMemberRequest): Promise<identityV1.AddMemberResponse> => {
    const input = parseRequest(ZAddMemberRequest, request);
    const added = await addMemberCommand(prisma, {
      organizationId: input.organizationId,
      email: input.email,
      role: memberRoleFromProto(input.role),
      displayName: input.displayName,
    });
    return { user: presentUser(added.user, urls), tokenId: added.tokenId, token: added.token };
  };
