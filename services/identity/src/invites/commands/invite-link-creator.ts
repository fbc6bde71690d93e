import { newId } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { inviteSelect, type InviteRow } from '../queries';
import { newInviteSecret } from '../secrets';

export type NewInviteLink = {
  organizationId: string;
  target: 'organization' | 'space' | 'collection';
  role: MemberRole | null;
  spaceId?: string;
  collectionId?: string;
  emailDomain?: string;
  expiresAt?: Date;
  maxUses?: number;
  createdById: string;
};

/** Creates an invite link with its event (never its secret) in one transaction. */
export async function inviteLinkCreator(db: PrismaClient, link: NewInviteLink): Promise<InviteRow> {
  return db.$transaction(async (tx) => {
    const invite = await tx.organizationInvite.create({
      data: {
        id: newId(),
        organizationId: link.organizationId,
        target: link.target,
        role: link.role,
        spaceId: link.spaceId ?? null,
        collectionId: link.collectionId ?? null,
        secret: newInviteSecret(),
        emailDomain: link.emailDomain ?? null,
        expiresAt: link.expiresAt ?? null,
        maxUses: link.maxUses ?? null,
        createdById: link.createdById,
      },
      select: inviteSelect,
    });
    await recordEvent(tx, 'invite', 'created', {
      aggregateId: invite.id,
      organizationId: invite.organizationId,
      data: {
        organizationId: invite.organizationId,
        inviteId: invite.id,
        target: invite.target,
        role: invite.role,
        spaceId: invite.spaceId,
        collectionId: invite.collectionId,
        emailDomain: invite.emailDomain,
        expiresAt: invite.expiresAt?.toISOString() ?? null,
        maxUses: invite.maxUses,
        createdById: link.createdById,
      },
    });
    return invite;
  });
}
