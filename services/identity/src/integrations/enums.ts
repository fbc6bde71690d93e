import { identityV1 } from '@quire/proto';
import { enumMapping, type IntegrationScope } from '@quire/shared';
import type { IntegrationTarget, IntegrationVisibility } from '../generated/prisma/client';

const S = identityV1.IntegrationScope;
/** GitBook "IntegrationScope", stored as its contract string (`conversations:ingest`). */
export const integrationScopes = enumMapping<IntegrationScope, identityV1.IntegrationScope>({
  'space:content:read': S.INTEGRATION_SCOPE_SPACE_CONTENT_READ,
  'space:content:write': S.INTEGRATION_SCOPE_SPACE_CONTENT_WRITE,
  'space:metadata:read': S.INTEGRATION_SCOPE_SPACE_METADATA_READ,
  'space:metadata:write': S.INTEGRATION_SCOPE_SPACE_METADATA_WRITE,
  'space:git:sync': S.INTEGRATION_SCOPE_SPACE_GIT_SYNC,
  'page:feedback:read': S.INTEGRATION_SCOPE_PAGE_FEEDBACK_READ,
  'site:metadata:read': S.INTEGRATION_SCOPE_SITE_METADATA_READ,
  'site:views:read': S.INTEGRATION_SCOPE_SITE_VIEWS_READ,
  'site:script:inject': S.INTEGRATION_SCOPE_SITE_SCRIPT_INJECT,
  'site:script:cookies': S.INTEGRATION_SCOPE_SITE_SCRIPT_COOKIES,
  'site:visitor:auth': S.INTEGRATION_SCOPE_SITE_VISITOR_AUTH,
  'site:adaptive:read': S.INTEGRATION_SCOPE_SITE_ADAPTIVE_READ,
  'site:adaptive:write': S.INTEGRATION_SCOPE_SITE_ADAPTIVE_WRITE,
  'openapi:read': S.INTEGRATION_SCOPE_OPENAPI_READ,
  'openapi:write': S.INTEGRATION_SCOPE_OPENAPI_WRITE,
  'conversations:ingest': S.INTEGRATION_SCOPE_CONVERSATIONS_INGEST,
});

const C = identityV1.IntegrationCategory;
export type IntegrationCategory = 'analytics' | 'collaboration' | 'content' | 'gitsync' | 'marketing' | 'visitor-auth' | 'other';
/** GitBook "IntegrationCategory", stored as its contract string. */
export const integrationCategories = enumMapping<IntegrationCategory, identityV1.IntegrationCategory>({
  analytics: C.INTEGRATION_CATEGORY_ANALYTICS,
  collaboration: C.INTEGRATION_CATEGORY_COLLABORATION,
  content: C.INTEGRATION_CATEGORY_CONTENT,
  gitsync: C.INTEGRATION_CATEGORY_GITSYNC,
  marketing: C.INTEGRATION_CATEGORY_MARKETING,
  'visitor-auth': C.INTEGRATION_CATEGORY_VISITOR_AUTH,
  other: C.INTEGRATION_CATEGORY_OTHER,
});

const V = identityV1.IntegrationVisibility;
export const integrationVisibilities = enumMapping<IntegrationVisibility, identityV1.IntegrationVisibility>({
  public: V.INTEGRATION_VISIBILITY_PUBLIC,
  private: V.INTEGRATION_VISIBILITY_PRIVATE,
  unlisted: V.INTEGRATION_VISIBILITY_UNLISTED,
});

const T = identityV1.IntegrationTarget;
export const integrationTargets = enumMapping<IntegrationTarget, identityV1.IntegrationTarget>({
  all: T.INTEGRATION_TARGET_ALL,
  site: T.INTEGRATION_TARGET_SITE,
  space: T.INTEGRATION_TARGET_SPACE,
  organization: T.INTEGRATION_TARGET_ORGANIZATION,
});

const R = identityV1.IntegrationRuntime;
export type IntegrationRuntime = 'v1' | 'v2';
export const integrationRuntimes = enumMapping<IntegrationRuntime, identityV1.IntegrationRuntime>({
  v1: R.INTEGRATION_RUNTIME_V1,
  v2: R.INTEGRATION_RUNTIME_V2,
});
