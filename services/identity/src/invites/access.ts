import { getPrincipal, type CallContext } from '@quire/shared';
import { loadCallerViewer } from '../access/caller';
import { authorize, type OrganizationViewer } from '../access/organization';
import type { IdentityContext } from '../context';
import { invitePolicy } from './policy';

/** The caller, who must be an admin of the organization (others in it 403, outsiders 404). */
export async function loadInviteAdmin(ctx: IdentityContext, organizationId: string, callContext: CallContext): Promise<OrganizationViewer> {
  const viewer = await loadCallerViewer(ctx.db, organizationId, getPrincipal(callContext));
  authorize(viewer, invitePolicy.manage(viewer), 'Only admins can manage invites');
  return viewer;
}
