import type { sitesV1 } from '@quire/proto';
import type { SiteUrlBases } from '../context';
import type { Site, SiteShareLink } from '../generated/prisma/client';
import { publishedUrl } from '../lib/urls';

/**
 * GitBook "ShareLink". `urls.published` carries the link's key (`?share=`): only admins and
 * creators are ever shown a share link. Absent while the site is unpublished.
 */
export function presentShareLink(bases: SiteUrlBases, site: Site, link: SiteShareLink): sitesV1.ShareLink {
  return {
    object: 'share-link',
    id: link.id,
    createdAt: link.createdAt,
    name: link.name,
    active: link.active,
    urls: { published: publishedUrl(bases, site, [], link.key) },
  };
}
