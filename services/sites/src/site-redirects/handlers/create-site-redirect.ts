import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { redirectCreator } from '../commands/redirect-creator';
import { checkDestinationPage, ZRedirectDestination } from '../destination';
import { presentRedirect } from '../presenter';
import { ZRedirectSource } from '../source';

const ZCreateSiteRedirectRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  source: ZRedirectSource,
  destination: ZRedirectDestination,
});

/** A redirect from a source path (normalized) to a section, a site space or a page of the site. */
export async function createSiteRedirect(
  ctx: SitesContext,
  request: sitesV1.CreateSiteRedirectRequest,
  callContext: CallContext,
): Promise<sitesV1.CreateSiteRedirectResponse> {
  const input = parseRequest(ZCreateSiteRedirectRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  await checkDestinationPage(ctx, site, input.destination, callContext);
  const redirect = await redirectCreator(ctx.db, site, input.source, input.destination, viewer.principal.userId);
  return { redirect: presentRedirect(redirect) };
}
