import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteRef } from '../../lib/validation';
import { shareKeyRegenerator } from '../commands/share-key-regenerator';
import { presentPublishingAuth } from '../presenter';

/** A new key: the old share key is refused from now on. */
export async function regenerateSitePublishingAuth(
  ctx: SitesContext,
  request: sitesV1.RegenerateSitePublishingAuthRequest,
  callContext: CallContext,
): Promise<sitesV1.RegenerateSitePublishingAuthResponse> {
  const input = parseRequest(ZSiteRef, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const updated = await shareKeyRegenerator(ctx.db, site, viewer.principal.userId);
  return { auth: presentPublishingAuth(updated) };
}
