import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery, ZEmailDomains, ZMemberRole, ZOrganizationHostname, ZOrganizationTitle } from '../schemas';

/** quire.identity.v1.OrganizationService (proto/quire/identity/v1/organization.proto). */

const organizationParams = z.object({ organizationId: idParam });

export const organizationRoutes = defineRoutes([
  {
    operationId: 'listOrganizationsForAuthenticatedUser',
    method: 'get',
    path: '/orgs',
    rpc: 'quire.identity.v1.OrganizationService/ListOrganizations',
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List the organizations the authenticated user is a member or guest of',
  },
  {
    operationId: 'createOrganization',
    changesCallerAccess: true,
    method: 'post',
    path: '/orgs',
    rpc: 'quire.identity.v1.OrganizationService/CreateOrganizationForCurrentUser',
    body: z.object({ title: ZOrganizationTitle }),
    responseField: 'organization',
    status: 201,
    extension: true,
    summary:
      'Create an organization with the authenticated user as its admin (403 when the server sets QUIRE_ALLOW_ORG_CREATION=false)',
  },
  {
    operationId: 'getOrganizationById',
    method: 'get',
    path: '/orgs/:organizationId',
    rpc: 'quire.identity.v1.OrganizationService/GetOrganization',
    params: organizationParams,
    responseField: 'organization',
    status: 200,
    summary: 'Get an organization by its ID',
  },
  {
    operationId: 'updateOrganizationById',
    method: 'patch',
    path: '/orgs/:organizationId',
    rpc: 'quire.identity.v1.OrganizationService/UpdateOrganization',
    params: organizationParams,
    // Strict: the contract's other fields (sso, ai, inviteLinks, logo, mergeRules,
    // defaultContent) configure features Quire does not have; accepting and ignoring them
    // would answer 200 for a change that did not happen.
    body: z.strictObject({
      title: ZOrganizationTitle.optional(),
      emailDomains: ZEmailDomains.optional(),
      hostname: ZOrganizationHostname.optional(),
      defaultRole: ZMemberRole.nullable().optional(),
    }),
    responseField: 'organization',
    status: 200,
    summary: 'Update the title, email domains, hostname or default role of an organization (admins)',
  },
  {
    operationId: 'updateOrganizationMemberLastSeenAt',
    method: 'post',
    path: '/orgs/:organizationId/ping',
    rpc: 'quire.identity.v1.OrganizationService/PingOrganization',
    params: organizationParams,
    status: 200,
    summary: 'Record that the authenticated user is active in the organization',
  },
]);
