import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { addMemberByEmail } from './handlers/add-member-by-email';
import { getMember } from './handlers/get-member';
import { listMembers } from './handlers/list-members';
import { removeMember } from './handlers/remove-member';
import { setMemberSso } from './handlers/set-member-sso';
import { updateMember } from './handlers/update-member';

export function memberService(ctx: IdentityContext): identityV1.MemberServiceImplementation {
  return {
    listMembers: (request, callContext) => listMembers(ctx, request, callContext),
    getMember: (request, callContext) => getMember(ctx, request, callContext),
    updateMember: (request, callContext) => updateMember(ctx, request, callContext),
    removeMember: (request, callContext) => removeMember(ctx, request, callContext),
    setMemberSso: (request, callContext) => setMemberSso(ctx, request, callContext),
    addMemberByEmail: (request, callContext) => addMemberByEmail(ctx, request, callContext),
  };
}
