import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteRef } from '../../lib/validation';
import { presentPublishingAuth } from '../presenter';

/** Needs `manage`, as every publishing auth rpc: readers see sites but not their share keys. */
export async function getSitePublishingAuth(
  ctx: SitesContext,
  request: sitesV1.GetSitePublishingAuthRequest,
  callContext: CallContext,
): Promise<sitesV1.GetSitePublishingAuthResponse> {
  const input = parseRequest(ZSiteRef, request);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  return { auth: presentPublishingAuth(site) };
}
