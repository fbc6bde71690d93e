import { commonV1 } from '@quire/proto';
import { MEMBER_ROLES, memberRoleFromProto, memberRoleToProto, requestedMemberRole, Status, type MemberRole } from '../src';

const { MemberRole: Proto } = commonV1;

describe('member roles on the wire', () => {
  it('round-trips every role and the guest (null)', () => {
    for (const role of [...MEMBER_ROLES, null] as (MemberRole | null)[]) {
      expect(memberRoleFromProto(memberRoleToProto(role))).toBe(role);
    }
    expect(memberRoleToProto(null)).toBe(Proto.MEMBER_ROLE_GUEST);
    expect(memberRoleToProto('admin')).toBe(Proto.MEMBER_ROLE_ADMIN);
  });

  it('reads UNSPECIFIED, absence and unknown numbers as undefined', () => {
    expect(memberRoleFromProto(Proto.MEMBER_ROLE_UNSPECIFIED)).toBeUndefined();
    expect(memberRoleFromProto(undefined)).toBeUndefined();
    expect(memberRoleFromProto(99 as commonV1.MemberRole)).toBeUndefined();
  });

  it('refuses an unknown number in a request, naming the field', () => {
    expect(requestedMemberRole(Proto.MEMBER_ROLE_UNSPECIFIED)).toBeUndefined();
    expect(requestedMemberRole(Proto.MEMBER_ROLE_GUEST)).toBeNull();
    expect(() => requestedMemberRole(99 as commonV1.MemberRole, 'permission')).toThrow(
      expect.objectContaining({ code: Status.INVALID_ARGUMENT, details: 'permission: unknown role' }),
    );
  });
});
