import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite, redirectOf } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { redirectUpdater } from '../commands/redirect-updater';
import { checkDestinationPage, ZRedirectDestination } from '../destination';
import { presentRedirect } from '../presenter';
import { ZRedirectSource } from '../source';

const ZUpdateSiteRedirectRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  siteRedirectId: ZId,
  source: ZRedirectSource.optional(),
  destination: ZRedirectDestination.optional(),
});

/** Partial update of `source` and/or `destination`, checked as on creation. */
export async function updateSiteRedirect(
  ctx: SitesContext,
  request: sitesV1.UpdateSiteRedirectRequest,
  callContext: CallContext,
): Promise<sitesV1.UpdateSiteRedirectResponse> {
  const input = parseRequest(ZUpdateSiteRedirectRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const redirect = await redirectOf(ctx, site, input.siteRedirectId);
  if (input.destination) await checkDestinationPage(ctx, site, input.destination, callContext);
  const updated = await redirectUpdater(ctx.db, redirect, { source: input.source, destination: input.destination }, viewer.principal.userId);
  return { redirect: presentRedirect(updated) };
}
