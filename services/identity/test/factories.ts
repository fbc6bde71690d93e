import { randomUUID } from 'node:crypto';
import { commonV1 } from '@quire/proto';
import { callerFor, uniqueEmail, type Caller, type TestIdentity } from './harness';

export type TestOrganization = { organizationId: string; owner: Caller };

/** A new organization with a new admin owner, through the admin rpc. */
export async function createOrganization(
  env: TestIdentity,
  { title = `Org ${randomUUID().slice(0, 8)}`, ownerName }: { title?: string; ownerName?: string } = {},
): Promise<TestOrganization> {
  const created = await env.admin.createOrganization({ title, ownerEmail: uniqueEmail('owner'), ownerName });
  return { organizationId: created.organization!.id, owner: await callerFor(env.identity, created.token) };
}

const ROLES = {
  admin: commonV1.MemberRole.MEMBER_ROLE_ADMIN,
  create: commonV1.MemberRole.MEMBER_ROLE_CREATE,
  review: commonV1.MemberRole.MEMBER_ROLE_REVIEW,
  edit: commonV1.MemberRole.MEMBER_ROLE_EDIT,
  comment: commonV1.MemberRole.MEMBER_ROLE_COMMENT,
  read: commonV1.MemberRole.MEMBER_ROLE_READ,
  guest: commonV1.MemberRole.MEMBER_ROLE_GUEST,
} as const;

export type RoleName = keyof typeof ROLES;

/** A new user added to the organization with `role`, through the admin rpc. */
export async function addMember(
  env: TestIdentity,
  organizationId: string,
  role: RoleName,
  { displayName, email = uniqueEmail(role) }: { displayName?: string; email?: string } = {},
): Promise<Caller> {
  const added = await env.admin.addMember({ organizationId, email, role: ROLES[role], displayName });
  return callerFor(env.identity, added.token);
}

export const protoRole = (role: RoleName) => ROLES[role];
