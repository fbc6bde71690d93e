import { sitesV1 } from '@quire/proto';
import type { SiteAgentsContext, SiteType, SiteVisibility, VisitorAuthBackend } from '../generated/prisma/client';

const invert = <A extends string | number, B extends string | number>(table: Record<A, B>) =>
  Object.fromEntries(Object.entries(table).map(([a, b]) => [b, a])) as Record<B, A>;

const S = sitesV1.SiteType;
export const SITE_TYPE_TO_PROTO: Record<SiteType, sitesV1.SiteType> = {
  basic: S.SITE_TYPE_BASIC,
  premium: S.SITE_TYPE_PREMIUM,
  ultimate: S.SITE_TYPE_ULTIMATE,
  sponsored: S.SITE_TYPE_SPONSORED,
  legacy_basic: S.SITE_TYPE_LEGACY_BASIC,
  legacy_premium: S.SITE_TYPE_LEGACY_PREMIUM,
};
export const SITE_TYPE_FROM_PROTO = invert(SITE_TYPE_TO_PROTO) as Record<number, SiteType>;
export const SITE_TYPES = Object.values(SITE_TYPE_TO_PROTO);

const V = sitesV1.SiteVisibility;
export const SITE_VISIBILITY_TO_PROTO: Record<SiteVisibility, sitesV1.SiteVisibility> = {
  public: V.SITE_VISIBILITY_PUBLIC,
  unlisted: V.SITE_VISIBILITY_UNLISTED,
  share_link: V.SITE_VISIBILITY_SHARE_LINK,
  visitor_auth: V.SITE_VISIBILITY_VISITOR_AUTH,
};
export const SITE_VISIBILITY_FROM_PROTO = invert(SITE_VISIBILITY_TO_PROTO) as Record<number, SiteVisibility>;
export const SITE_VISIBILITIES = Object.values(SITE_VISIBILITY_TO_PROTO);

const A = sitesV1.SiteAgentsContext;
export const AGENTS_CONTEXT_TO_PROTO: Record<SiteAgentsContext, sitesV1.SiteAgentsContext> = {
  excluded: A.SITE_AGENTS_CONTEXT_EXCLUDED,
  included: A.SITE_AGENTS_CONTEXT_INCLUDED,
};
export const AGENTS_CONTEXT_FROM_PROTO = invert(AGENTS_CONTEXT_TO_PROTO) as Record<number, SiteAgentsContext>;
export const AGENTS_CONTEXTS = Object.values(AGENTS_CONTEXT_TO_PROTO);

const B = sitesV1.VisitorAuthBackend;
export const AUTH_BACKEND_TO_PROTO: Record<VisitorAuthBackend, sitesV1.VisitorAuthBackend> = {
  custom: B.VISITOR_AUTH_BACKEND_CUSTOM,
  integration: B.VISITOR_AUTH_BACKEND_INTEGRATION,
};
export const AUTH_BACKEND_FROM_PROTO = invert(AUTH_BACKEND_TO_PROTO) as Record<number, VisitorAuthBackend>;
export const AUTH_BACKENDS = Object.values(AUTH_BACKEND_TO_PROTO);
