import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { openPublishedSite } from './handlers/open-published-site';

/**
 * SiteReaderService (proto/quire/sites/v1/site_reader.proto): for the reader, which serves
 * published sites. Needs no principal; sites decides each visitor's access here.
 */
export function siteReaderService(ctx: SitesContext): sitesV1.SiteReaderServiceImplementation {
  return {
    openPublishedSite: (request) => openPublishedSite(ctx, request),
  };
}
