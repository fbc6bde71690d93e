import { identityV1 } from '@quire/proto';
import { memberRoleToProto } from '@quire/shared';
import type { OrganizationViewer } from '../access/organization';
import type { PublicUrls } from '../lib/urls';
import { organizationPermissions } from './policy';
import type { OrganizationRow } from './queries';

const { OrganizationUseCase: UseCase } = identityV1;

/** Stored `use_case` strings are GitBook's OrganizationUseCase values. */
export const USE_CASES: Record<string, identityV1.OrganizationUseCase> = {
  internalDocs: UseCase.ORGANIZATION_USE_CASE_INTERNAL_DOCS,
  docsSite: UseCase.ORGANIZATION_USE_CASE_DOCS_SITE,
  audienceControlledSite: UseCase.ORGANIZATION_USE_CASE_AUDIENCE_CONTROLLED_SITE,
  productDocs: UseCase.ORGANIZATION_USE_CASE_PRODUCT_DOCS,
  teamKnowledgeBase: UseCase.ORGANIZATION_USE_CASE_TEAM_KNOWLEDGE_BASE,
  designSystem: UseCase.ORGANIZATION_USE_CASE_DESIGN_SYSTEM,
  openSourceDocs: UseCase.ORGANIZATION_USE_CASE_OPEN_SOURCE_DOCS,
  notes: UseCase.ORGANIZATION_USE_CASE_NOTES,
  other: UseCase.ORGANIZATION_USE_CASE_OTHER,
};

export function presentOrganization(
  organization: OrganizationRow,
  viewer: OrganizationViewer,
  { ownsTeam }: { ownsTeam: boolean },
  urls: PublicUrls,
): identityV1.Organization {
  return {
    object: 'organization',
    id: organization.id,
    title: organization.title,
    createdAt: organization.createdAt,
    emailDomains: organization.emailDomains,
    hostname: organization.hostname ?? undefined,
    type:
      organization.type === 'community'
        ? identityV1.OrganizationType.ORGANIZATION_TYPE_COMMUNITY
        : identityV1.OrganizationType.ORGANIZATION_TYPE_BUSINESS,
    useCase: organization.useCase
      ? (USE_CASES[organization.useCase] ?? UseCase.ORGANIZATION_USE_CASE_UNSPECIFIED)
      : UseCase.ORGANIZATION_USE_CASE_UNSPECIFIED,
    defaultRole: memberRoleToProto(organization.defaultRole),
    // Quire does not enforce SSO, has no billing, trials or merge rules: these are the values
    // that say so truthfully (see docs/identity.md). Invite links are always available to admins.
    sso: false,
    inviteLinks: true,
    plan: identityV1.BillingProduct.BILLING_PRODUCT_FREE,
    mergeRules: { type: 'none' },
    trial: { status: identityV1.BillingTrialStatus.BILLING_TRIAL_STATUS_NOTAPPLICABLE, count: 0 },
    urls: {
      location: `${urls.publicUrl}/v1/orgs/${organization.id}`,
      app: `${urls.appUrl}/o/${organization.id}`,
    },
    permissions: organizationPermissions(viewer, { ownsTeam }),
  };
}
