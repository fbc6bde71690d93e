import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId, ZUnmasked } from '../../lib/validation';
import { presentSiteCustomization } from '../presenter';

const ZGetSiteCustomizationRequest = z.object({ organizationId: ZId, siteId: ZId, unmasked: ZUnmasked });

/** Members read a site's full settings. */
export async function getSiteCustomization(
  ctx: SitesContext,
  request: sitesV1.GetSiteCustomizationRequest,
  callContext: CallContext,
): Promise<sitesV1.GetSiteCustomizationResponse> {
  const input = parseRequest(ZGetSiteCustomizationRequest, request);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'read');
  return { settings: presentSiteCustomization(site) };
}
