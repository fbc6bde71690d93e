import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteRef } from '../../lib/validation';
import { presentSchema } from '../presenter';

/** Members read the schema; NOT_FOUND before one is set. */
export async function getSiteAdaptiveSchema(
  ctx: SitesContext,
  request: sitesV1.GetSiteAdaptiveSchemaRequest,
  callContext: CallContext,
): Promise<sitesV1.GetSiteAdaptiveSchemaResponse> {
  const input = parseRequest(ZSiteRef, request);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'read');
  return { schema: presentSchema(site) };
}
