import type { MemberRole } from '../generated/prisma/client';
import { leavesNoAdmin, memberPolicy } from './policy';
import type { OrganizationViewer } from '../access/organization';

const viewer = (role: MemberRole | null | undefined, userId = 'me'): OrganizationViewer => ({ userId, role });

describe('memberPolicy', () => {
  test('members view everyone; guests only themselves; outsiders nobody', () => {
    expect(memberPolicy.view(viewer('read'), 'other')).toBe(true);
    expect(memberPolicy.view(viewer(null), 'other')).toBe(false);
    expect(memberPolicy.view(viewer(null), 'me')).toBe(true);
    expect(memberPolicy.view(viewer(undefined), 'me')).toBe(false);
  });

  test('only admins add members', () => {
    expect(memberPolicy.add(viewer('admin'))).toBe(true);
    expect(memberPolicy.add(viewer('create'))).toBe(false);
    expect(memberPolicy.add(viewer(null))).toBe(false);
  });

  test('only admins change roles and set SSO', () => {
    expect(memberPolicy.updateRole(viewer('admin'))).toBe(true);
    expect(memberPolicy.updateRole(viewer('create'))).toBe(false);
    expect(memberPolicy.setSso(viewer('admin'))).toBe(true);
    expect(memberPolicy.setSso(viewer('edit'))).toBe(false);
  });

  test('admins remove anyone; others may only leave', () => {
    expect(memberPolicy.remove(viewer('admin'), 'other')).toBe(true);
    expect(memberPolicy.remove(viewer('read'), 'other')).toBe(false);
    expect(memberPolicy.remove(viewer('read'), 'me')).toBe(true);
    expect(memberPolicy.remove(viewer(null), 'me')).toBe(true);
    expect(memberPolicy.remove(viewer(undefined), 'me')).toBe(false);
  });
});

describe('leavesNoAdmin', () => {
  test('demoting or removing the only admin leaves none', () => {
    expect(leavesNoAdmin({ currentRole: 'admin', nextRole: 'read', adminCount: 1 })).toBe(true);
    expect(leavesNoAdmin({ currentRole: 'admin', nextRole: null, adminCount: 1 })).toBe(true);
    expect(leavesNoAdmin({ currentRole: 'admin', nextRole: undefined, adminCount: 1 })).toBe(true);
  });

  test('with another admin, or for a non-admin, it does not', () => {
    expect(leavesNoAdmin({ currentRole: 'admin', nextRole: 'read', adminCount: 2 })).toBe(false);
    expect(leavesNoAdmin({ currentRole: 'admin', nextRole: 'admin', adminCount: 1 })).toBe(false);
    expect(leavesNoAdmin({ currentRole: 'edit', nextRole: undefined, adminCount: 1 })).toBe(false);
    expect(leavesNoAdmin({ currentRole: null, nextRole: 'read', adminCount: 1 })).toBe(false);
  });
});
