import { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { authBackends } from '../../lib/enums';
import { nullable, ZId, ZProtoEnum, ZUrl } from '../../lib/validation';
import { ZSiteRef } from '../../sites/handlers/get-site';
import { publishingAuthUpdater, shareKeyRegenerator } from '../commands/publishing-auth-updater';
import { presentPublishingAuth } from '../presenter';

// Readers see sites but not their share keys: every operation here needs `manage`.

export async function getSitePublishingAuth(
  ctx: SitesContext,
  request: sitesV1.GetSitePublishingAuthRequest,
  callContext: CallContext,
): Promise<sitesV1.GetSitePublishingAuthResponse> {
  const input = parseRequest(ZSiteRef, request);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  return { auth: presentPublishingAuth(site) };
}

const ZUpdateSitePublishingAuthRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  backend: ZProtoEnum(authBackends.values, { required: true }),
  fallbackUrl: nullable(ZUrl),
});

export async function updateSitePublishingAuth(
  ctx: SitesContext,
  request: sitesV1.UpdateSitePublishingAuthRequest,
  callContext: CallContext,
): Promise<sitesV1.UpdateSitePublishingAuthResponse> {
  const input = parseRequest(ZUpdateSitePublishingAuthRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const updated = await publishingAuthUpdater(
    ctx.db,
    site,
    { backend: authBackends.fromProto[input.backend], fallbackUrl: input.fallbackUrl },
    viewer.principal.userId,
  );
  return { auth: presentPublishingAuth(updated) };
}

/** A new key: the old share key is refused from now on. */
export async function regenerateSitePublishingAuth(
  ctx: SitesContext,
  request: sitesV1.RegenerateSitePublishingAuthRequest,
  callContext: CallContext,
): Promise<sitesV1.RegenerateSitePublishingAuthResponse> {
  const input = parseRequest(ZSiteRef, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  return { auth: presentPublishingAuth(await shareKeyRegenerator(ctx.db, site, viewer.principal.userId)) };
}
