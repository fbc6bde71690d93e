import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { siteSettings } from '../settings';

// `unmasked` (deprecated in the contract) asks for the settings as stored rather than masked by
// what the site's plan allows. Quire has no plans (a site's `features` are []): every stored
// setting applies, so masked and unmasked settings are the same and the flag changes nothing.
export const ZUnmasked = z.boolean().optional();

const ZGetSiteCustomizationRequest = z.object({ organizationId: ZId, siteId: ZId, unmasked: ZUnmasked });

/** Members read a site's full settings. */
export async function getSiteCustomization(
  ctx: SitesContext,
  request: sitesV1.GetSiteCustomizationRequest,
  callContext: CallContext,
): Promise<sitesV1.GetSiteCustomizationResponse> {
  const input = parseRequest(ZGetSiteCustomizationRequest, request);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'read');
  return { settings: siteSettings(site) };
}
