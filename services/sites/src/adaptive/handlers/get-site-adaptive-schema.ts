import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteRef } from '../../sites/handlers/get-site';
import { presentSchema } from '../../adaptive/presenter';

export async function getSiteAdaptiveSchema(
  ctx: SitesContext,
  request: sitesV1.GetSiteAdaptiveSchemaRequest,
  callContext: CallContext,
): Promise<sitesV1.GetSiteAdaptiveSchemaResponse> {
  const input = parseRequest(ZSiteRef, request);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'read');
  return { schema: presentSchema(site) };
}

