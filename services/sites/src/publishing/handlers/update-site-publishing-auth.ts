import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { authBackends } from '../../lib/enums';
import { nullable, ZId, ZProtoEnum, ZUrl } from '../../lib/validation';
import { publishingAuthUpdater } from '../commands/publishing-auth-updater';
import { presentPublishingAuth } from '../presenter';

const ZUpdateSitePublishingAuthRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  backend: ZProtoEnum(authBackends.values, { required: true }),
  fallbackUrl: nullable(ZUrl),
});

/** Sets the visitor auth backend and fallback URL (null removes it). */
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
    { backend: authBackends.fromProto.get(input.backend)!, fallbackUrl: input.fallbackUrl },
    viewer.principal.userId,
  );
  return { auth: presentPublishingAuth(updated) };
}
