import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteRef } from '../../sites/handlers/get-site';
import { templateConditions } from '../../adaptive/conditions';
import type { AdaptiveSchema } from '../../adaptive/schema';

export async function listSiteAdaptiveTemplateConditions(
  ctx: SitesContext,
  request: sitesV1.ListSiteAdaptiveTemplateConditionsRequest,
  callContext: CallContext,
): Promise<sitesV1.ListSiteAdaptiveTemplateConditionsResponse> {
  const input = parseRequest(ZSiteRef, request);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'read');
  if (site.adaptiveSchema === null) return { items: [] };
  return { items: templateConditions(site.adaptiveSchema as AdaptiveSchema) };
}

