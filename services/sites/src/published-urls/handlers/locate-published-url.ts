import type { sitesV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { SitesContext } from '../../context';
import { segmentsUnder, siteSpaceAtPath } from '../../lib/published-paths';
import { ZId } from '../../lib/validation';
import { siteNamed, structureOf } from '../queries';

const ZLocatePublishedUrlRequest = z.object({ url: z.string().max(2048) });

/**
 * LocatePublishedUrl (for content's getContentByUrl): where a published URL points, in the
 * organization it names, when that site is published. No principal: content decides whether
 * the caller may read the space.
 */
export async function locatePublishedUrl(ctx: SitesContext, request: sitesV1.LocatePublishedUrlRequest): Promise<sitesV1.LocatePublishedUrlResponse> {
  const { url } = parseRequest(ZLocatePublishedUrlRequest, request);
  const segments = segmentsUnder(ctx.urls.sitesUrl, url);
  if (!segments || segments.length < 2 || !ZId.safeParse(segments[0]).success) return {};
  const [organizationId, siteName, ...rest] = segments;
  const site = await siteNamed(ctx.db, organizationId, siteName);
  if (!site?.published) return {};
  const { sections, siteSpaces } = await structureOf(ctx.db, site.id);
  const at = siteSpaceAtPath(rest, sections, siteSpaces);
  if (!at) return {};
  return {
    organizationId,
    location: { url, siteId: site.id, siteSectionId: at.section?.id, siteSpaceId: at.siteSpace.id, spaceId: at.siteSpace.spaceId, pagePath: at.rest.join('/') },
  };
}
