import { sitesV1 } from '@quire/proto';
import { enumMapping } from '@quire/shared';
import type { SiteAgentsContext, SiteRedirectDestinationKind, SiteType, SiteVisibility, VisitorAuthBackend } from '../generated/prisma/client';

const S = sitesV1.SiteType;
export const siteTypes = enumMapping<SiteType, sitesV1.SiteType>({
  basic: S.SITE_TYPE_BASIC,
  premium: S.SITE_TYPE_PREMIUM,
  ultimate: S.SITE_TYPE_ULTIMATE,
  sponsored: S.SITE_TYPE_SPONSORED,
  legacy_basic: S.SITE_TYPE_LEGACY_BASIC,
  legacy_premium: S.SITE_TYPE_LEGACY_PREMIUM,
});

const V = sitesV1.SiteVisibility;
export const siteVisibilities = enumMapping<SiteVisibility, sitesV1.SiteVisibility>({
  public: V.SITE_VISIBILITY_PUBLIC,
  unlisted: V.SITE_VISIBILITY_UNLISTED,
  share_link: V.SITE_VISIBILITY_SHARE_LINK,
  visitor_auth: V.SITE_VISIBILITY_VISITOR_AUTH,
});

const A = sitesV1.SiteAgentsContext;
export const agentsContexts = enumMapping<SiteAgentsContext, sitesV1.SiteAgentsContext>({
  excluded: A.SITE_AGENTS_CONTEXT_EXCLUDED,
  included: A.SITE_AGENTS_CONTEXT_INCLUDED,
});

const B = sitesV1.VisitorAuthBackend;
export const authBackends = enumMapping<VisitorAuthBackend, sitesV1.VisitorAuthBackend>({
  custom: B.VISITOR_AUTH_BACKEND_CUSTOM,
  integration: B.VISITOR_AUTH_BACKEND_INTEGRATION,
});

const R = sitesV1.SiteRedirectDestinationKind;
export const redirectDestinationKinds = enumMapping<SiteRedirectDestinationKind, sitesV1.SiteRedirectDestinationKind>({
  site_section: R.SITE_REDIRECT_DESTINATION_KIND_SITE_SECTION,
  site_space: R.SITE_REDIRECT_DESTINATION_KIND_SITE_SPACE,
  site_page: R.SITE_REDIRECT_DESTINATION_KIND_SITE_PAGE,
});
