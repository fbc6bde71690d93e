import type { RouteRow } from '../route-row';
import { changeRequestReviewRoutes } from './content/change-request-reviews';
import { changeRequestRoutes } from './content/change-requests';
import { collectionPermissionRoutes } from './content/collection-permissions';
import { grantRoutes } from './content/grants';
import { collectionRoutes } from './content/collections';
import { computedContentRoutes } from './content/computed-content';
import { commentRoutes } from './content/comments';
import { downloadRoutes } from './content/downloads';
import { embedRoutes } from './content/embeds';
import { fileRoutes } from './content/files';
import { gitSyncRoutes } from './content/git-sync';
import { importRunRoutes } from './content/import-runs';
import { linkRoutes } from './content/links';
import { openAPISpecRoutes } from './content/openapi-specs';
import { searchRoutes } from './content/search';
import { pageRoutes } from './content/pages';
import { revisionRoutes } from './content/revisions';
import { semanticChangeRoutes } from './content/semantic-changes';
import { reusableContentRoutes } from './content/reusable-contents';
import { exportRoutes } from './content/exports';
import { templateRoutes } from './content/templates';
import { spaceRoutes } from './content/spaces';
import { apiInformationRoutes } from './gateway/api-information';
import { installationRoutes } from './identity/installations';
import { scopedInstallationRoutes } from './identity/scoped-installations';
import { integrationRoutes } from './identity/integrations';
import { inviteRoutes } from './identity/invites';
import { memberRoutes } from './identity/members';
import { organizationRoutes } from './identity/organizations';
import { oidcProviderRoutes } from './identity/oidc';
import { samlProviderRoutes } from './identity/saml';
import { ssoRoutes } from './identity/sso';
import { teamRoutes } from './identity/teams';
import { userRoutes } from './identity/users';
import { siteAdaptiveRoutes } from './sites/site-adaptive';
import { siteCustomizationRoutes } from './sites/site-customization';
import { sitePublishingRoutes } from './sites/site-publishing';
import { siteInsightsRoutes } from './sites/site-insights';
import { sitePermissionRoutes } from './sites/site-permissions';
import { siteShareLinkRoutes } from './sites/site-share-links';
import { auditEventRoutes } from './insights/audit-events';
import { conversationIssueRoutes } from './insights/conversation-issues';
import { conversationRoutes } from './insights/conversations';
import { issuesClusterRoutes } from './insights/issues-clusters';
import { siteRedirectRoutes } from './sites/site-redirects';
import { siteSearchRoutes } from './sites/site-search';
import { siteSectionGroupRoutes } from './sites/site-section-groups';
import { siteSectionRoutes } from './sites/site-sections';
import { siteSpaceRoutes } from './sites/site-spaces';
import { siteRoutes } from './sites/sites';
import { integrationRenderRoutes } from './runtime/integration-render';
import { integrationRuntimeRoutes } from './runtime/integration-runtime';
import { urlRoutes } from './urls';

/**
 * Every /v1 route row, area by area: one file per proto file that has routes
 * (routes/v1/<service>/<area>.ts). A new area file is added here; `validateRouteTable`
 * checks the whole list against the protos at start-up.
 */
export const v1Routes: RouteRow[] = [
  ...userRoutes,
  ...organizationRoutes,
  ...memberRoutes,
  ...inviteRoutes,
  ...teamRoutes,
  ...samlProviderRoutes,
  ...oidcProviderRoutes,
  ...ssoRoutes,
  ...integrationRoutes,
  ...integrationRuntimeRoutes,
  ...integrationRenderRoutes,
  ...installationRoutes,
  ...scopedInstallationRoutes,
  ...collectionRoutes,
  ...collectionPermissionRoutes,
  ...grantRoutes,
  ...spaceRoutes,
  ...linkRoutes,
  ...searchRoutes,
  ...revisionRoutes,
  ...reusableContentRoutes,
  ...changeRequestRoutes,
  ...changeRequestReviewRoutes,
  ...commentRoutes,
  ...pageRoutes,
  ...fileRoutes,
  ...importRunRoutes,
  ...downloadRoutes,
  ...templateRoutes,
  ...exportRoutes,
  ...gitSyncRoutes,
  ...openAPISpecRoutes,
  ...semanticChangeRoutes,
  ...siteRoutes,
  ...siteSectionRoutes,
  ...siteSpaceRoutes,
  ...sitePublishingRoutes,
  ...siteAdaptiveRoutes,
  ...siteCustomizationRoutes,
  ...siteShareLinkRoutes,
  ...siteInsightsRoutes,
  ...sitePermissionRoutes,
  ...urlRoutes,
  ...siteSectionGroupRoutes,
  ...siteRedirectRoutes,
  ...siteSearchRoutes,
  ...conversationRoutes,
  ...conversationIssueRoutes,
  ...issuesClusterRoutes,
  ...computedContentRoutes,
  ...embedRoutes,
  ...apiInformationRoutes,
  ...auditEventRoutes,
];
