import { commonV1 } from '@quire/proto';
import { invalidArgument } from './errors';
import type { MemberRole } from './principal';

const { MemberRole: ProtoMemberRole } = commonV1;
export type ProtoMemberRole = commonV1.MemberRole;

const TO_PROTO: Record<MemberRole, ProtoMemberRole> = {
  admin: ProtoMemberRole.MEMBER_ROLE_ADMIN,
  create: ProtoMemberRole.MEMBER_ROLE_CREATE,
  review: ProtoMemberRole.MEMBER_ROLE_REVIEW,
  edit: ProtoMemberRole.MEMBER_ROLE_EDIT,
  comment: ProtoMemberRole.MEMBER_ROLE_COMMENT,
  read: ProtoMemberRole.MEMBER_ROLE_READ,
};

const FROM_PROTO = new Map<ProtoMemberRole, MemberRole | null>([
  ...Object.entries(TO_PROTO).map(([role, value]) => [value, role as MemberRole] as const),
  [ProtoMemberRole.MEMBER_ROLE_GUEST, null],
]);

/** A role (null: guest) as the `quire.common.v1.MemberRole` every service's proto uses. */
export function memberRoleToProto(role: MemberRole | null): ProtoMemberRole {
  return role === null ? ProtoMemberRole.MEMBER_ROLE_GUEST : TO_PROTO[role];
}

/**
 * A proto role as a role: null for GUEST, undefined for UNSPECIFIED (absent) and for a value
 * this build does not know (a newer peer), so callers decide what absence means.
 */
export function memberRoleFromProto(value: ProtoMemberRole | undefined): MemberRole | null | undefined {
  return value === undefined ? undefined : FROM_PROTO.get(value);
}

/** Like memberRoleFromProto, for request fields: an unknown value is a client error. */
export function requestedMemberRole(value: ProtoMemberRole | undefined, field = 'role'): MemberRole | null | undefined {
  const role = memberRoleFromProto(value);
  if (role === undefined && value !== undefined && value !== ProtoMemberRole.MEMBER_ROLE_UNSPECIFIED) {
    throw invalidArgument(`${field}: unknown role`);
  }
  return role;
}
