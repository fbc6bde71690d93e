import { Status } from '@quire/shared';
import type { MemberRole } from '../generated/prisma/client';
import { authorize, organizationPolicy, type OrganizationViewer } from '../access/organization';
import { mayCreateOrganization, organizationPermissions } from './policy';

const viewer = (role: MemberRole | null | undefined): OrganizationViewer => ({ userId: 'u1', role });

describe('organizationPermissions', () => {
  test('an admin may do everything', () => {
    const permissions = organizationPermissions(viewer('admin'), { ownsTeam: false });
    expect(Object.entries(permissions).filter(([key, value]) => key !== 'ownTeam' && !value)).toEqual([]);
    expect(permissions.ownTeam).toBe(false);
  });

  test('a reader views and lists but neither administers nor creates content', () => {
    expect(organizationPermissions(viewer('read'), { ownsTeam: true })).toEqual({
      view: true,
      admin: false,
      ownTeam: true,
      createContent: false,
      createOpenApiSpec: false,
      ingestConversations: false,
      viewBilling: false,
      listMembers: true,
      listTeams: true,
      listIntegrations: true,
      listInstallations: true,
      installIntegration: false,
    });
  });

  test('a creator creates content but does not administer', () => {
    const permissions = organizationPermissions(viewer('create'), { ownsTeam: false });
    expect(permissions.createContent).toBe(true);
    expect(permissions.admin).toBe(false);
    expect(organizationPermissions(viewer('review'), { ownsTeam: false }).createContent).toBe(false);
  });

  test('a guest views the organization and nothing else', () => {
    const permissions = organizationPermissions(viewer(null), { ownsTeam: false });
    expect(permissions.view).toBe(true);
    expect(Object.entries(permissions).filter(([key, value]) => key !== 'view' && value)).toEqual([]);
  });

  test('an outsider has no permission at all, even with a stale team ownership', () => {
    const permissions = organizationPermissions(viewer(undefined), { ownsTeam: true });
    expect(Object.values(permissions).every((value) => value === false)).toBe(true);
  });
});

describe('authorize', () => {
  const codeOf = (fn: () => void) => {
    try {
      fn();
      return 'OK';
    } catch (error) {
      return (error as { code: Status }).code;
    }
  };

  test('outsiders get NOT_FOUND whatever the rule says', () => {
    expect(codeOf(() => authorize(viewer(undefined), true, 'no'))).toBe(Status.NOT_FOUND);
    expect(codeOf(() => authorize(viewer(undefined), false, 'no'))).toBe(Status.NOT_FOUND);
  });

  test('insiders lacking the rule get PERMISSION_DENIED', () => {
    expect(codeOf(() => authorize(viewer(null), organizationPolicy.listMembers(viewer(null)), 'no'))).toBe(
      Status.PERMISSION_DENIED,
    );
    expect(codeOf(() => authorize(viewer('read'), organizationPolicy.update(viewer('read')), 'no'))).toBe(
      Status.PERMISSION_DENIED,
    );
    expect(codeOf(() => authorize(viewer('admin'), organizationPolicy.update(viewer('admin')), 'no'))).toBe('OK');
  });
});

describe('mayCreateOrganization', () => {
  test('follows the deployment setting', () => {
    expect(mayCreateOrganization({ allowOrganizationCreation: true })).toBe(true);
    expect(mayCreateOrganization({ allowOrganizationCreation: false })).toBe(false);
  });
});
