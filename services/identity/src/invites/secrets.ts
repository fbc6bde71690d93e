import { randomBytes } from 'node:crypto';

/**
 * The secret that joins with an invite: 32 random bytes, URL-safe (43 characters), longer
 * than ids so that the two are never confused, and unguessable unlike an id that events carry.
 */
export const newInviteSecret = (): string => randomBytes(32).toString('base64url');

/** Pending email invitations expire after 14 days; inviting the email again renews them. */
export const EMAIL_INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;
