import { commonV1 } from '@quire/proto';
import { memberRoleFromProto } from '@quire/shared';
import { z } from 'zod';
import { ZDomain } from '../lib/validation';

/** Most people one invite link may let in (an extension; absent: no limit). */
export const MAX_INVITE_USES = 1_000_000;

/** A role or level from a request: undefined when absent (UNSPECIFIED), null for JSON null (guest). */
export const ZRequestedRole = z
  .number()
  .int()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === commonV1.MemberRole.MEMBER_ROLE_UNSPECIFIED) return undefined;
    const role = memberRoleFromProto(value);
    if (role === undefined) {
      context.addIssue({ code: 'custom', message: 'unknown role' });
      return z.NEVER;
    }
    return role;
  });

export const ZFutureDate = z.date().refine((date) => date.getTime() > Date.now(), 'must be in the future');
export const ZMaxUses = z.number().int().min(1).max(MAX_INVITE_USES);
export const ZInviteDomain = ZDomain;
