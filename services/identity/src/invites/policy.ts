import { invalidArgument, permissionDenied, roleAtLeast, type MemberRole } from '@quire/shared';
import { isAdmin, type OrganizationViewer } from '../access/organization';
import { emailDomainOf } from '../lib/validation';
import type { InviteRow } from './queries';

export const invitePolicy = {
  /** Inviting by email, and creating, listing, reading, changing and deleting invite links. */
  manage: (viewer: OrganizationViewer) => isAdmin(viewer),
};

/** Why an invite cannot be used to join now, or undefined when it can (docs/identity.md). */
export function unusableReason(invite: Pick<InviteRow, 'expiresAt' | 'maxUses' | 'uses'>, now: Date): string | undefined {
  if (invite.expiresAt && invite.expiresAt.getTime() <= now.getTime()) return 'This invite has expired';
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return 'This invite has been used as many times as it allows';
  return undefined;
}

/**
 * Throws unless `email` may join with the invite right now: not expired, not used up, an
 * email of its domain when it names one, the invited email itself for an email invitation.
 * Checked again inside the transaction that adds the member, on the locked row.
 */
export function assertCanJoinWith(invite: InviteRow, email: string, now: Date): void {
  const reason = unusableReason(invite, now);
  if (reason) throw invalidArgument(reason);
  if (invite.target === 'email' && invite.email !== email.toLowerCase()) {
    throw permissionDenied('This invitation is for another email address');
  }
  if (invite.emailDomain && emailDomainOf(email) !== invite.emailDomain) {
    throw permissionDenied(`This invite is for email addresses of ${invite.emailDomain} only`);
  }
}

/**
 * The contract's `redundant`: the caller already has everything the invite gives. For an
 * organization invite, being in the organization with at least its role (any standing covers a
 * guest invite). For a space or collection, their organization role reaching the level, or the
 * permission content computed for them on it (which includes their grants there).
 */
export function isRedundant(
  viewer: OrganizationViewer,
  invite: Pick<InviteRow, 'target' | 'role'>,
  contentPermission?: boolean,
): boolean {
  if (viewer.role === undefined) return false;
  if (invite.role === null) return true;
  return roleAtLeast(viewer.role, invite.role as MemberRole) || (invite.target !== 'organization' && contentPermission === true);
}
