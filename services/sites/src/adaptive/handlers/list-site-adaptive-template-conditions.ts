import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import type { AdaptiveSchema } from '../../lib/adaptive-schema';
import { templateConditions } from '../../lib/conditions';
import { ZSiteRef } from '../../lib/validation';

/** Ready-made conditions over the site's claims; none before a schema is set. */
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
