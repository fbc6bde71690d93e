import type { sitesV1 } from '@quire/proto';
import type { Site } from '../generated/prisma/client';
import { authBackends } from '../lib/enums';

/** GitBook "SitePublishingAuth": shown to admins and creators only (it holds the share key). */
export function presentPublishingAuth(site: Site): sitesV1.SitePublishingAuth {
  return {
    object: 'publishing-auth',
    backend: authBackends.toProto[site.authBackend],
    privateKey: site.shareKey,
    fallbackUrl: site.fallbackUrl ?? undefined,
  };
}
