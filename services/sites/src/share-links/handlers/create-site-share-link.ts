import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId, ZShareLinkName } from '../../lib/validation';
import { shareLinkCreator } from '../commands/share-link-creator';
import { presentShareLink } from '../presenter';

const ZCreateSiteShareLinkRequest = z.object({ organizationId: ZId, siteId: ZId, name: z.string({ error: 'is required' }).pipe(ZShareLinkName) });

/** A new active link with its own random key. */
export async function createSiteShareLink(
  ctx: SitesContext,
  request: sitesV1.CreateSiteShareLinkRequest,
  callContext: CallContext,
): Promise<sitesV1.CreateSiteShareLinkResponse> {
  const input = parseRequest(ZCreateSiteShareLinkRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const link = await shareLinkCreator(ctx.db, site, input.name, viewer.principal.userId);
  return { shareLink: presentShareLink(ctx.urls, site, link) };
}
