import type { MemberRole, TeamMemberRole } from '../generated/prisma/client';
import { teamMemberPermissions, teamPermissions, teamPolicy, type TeamViewer } from './policy';

const viewer = (role: MemberRole | null | undefined, teamRole?: TeamMemberRole): TeamViewer => ({
  userId: 'me',
  role,
  teamRole,
});

describe('teamPolicy', () => {
  test('only organization admins create teams', () => {
    expect(teamPolicy.create(viewer('admin'))).toBe(true);
    expect(teamPolicy.create(viewer('create'))).toBe(false);
  });

  test('admins and the team owners manage a team; plain team members do not', () => {
    expect(teamPermissions(viewer('admin'))).toEqual({ admin: true, view: true });
    expect(teamPermissions(viewer('read', 'owner'))).toEqual({ admin: true, view: true });
    expect(teamPermissions(viewer('edit', 'member'))).toEqual({ admin: false, view: true });
    expect(teamPermissions(viewer('read'))).toEqual({ admin: false, view: true });
  });

  test('a guest sees only the teams they are in', () => {
    expect(teamPolicy.view(viewer(null))).toBe(false);
    expect(teamPolicy.view(viewer(null, 'member'))).toBe(true);
    expect(teamMemberPermissions(viewer(null))).toEqual({ view: false });
  });

  test('outsiders neither see nor manage, even with a leftover team role', () => {
    expect(teamPermissions(viewer(undefined, 'owner'))).toEqual({ admin: false, view: false });
  });
});
