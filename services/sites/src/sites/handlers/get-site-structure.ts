import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSiteForReader } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId, ZShareKey } from '../../lib/validation';
import { loadSiteStructure } from '../presenter';

const ZGetSiteStructureRequest = z.object({ organizationId: ZId, siteId: ZId, shareKey: ZShareKey.optional() });

/**
 * The complete structure of a site: its sections and section groups (every group, each with
 * its children) or its root site spaces, for the readers of its published structure
 * (loadSiteForReader: members always, others while it is published and they may read it).
 * Nothing is filtered by conditions: it is the structure as the site's editors made it.
 */
export async function getSiteStructure(
  ctx: SitesContext,
  request: sitesV1.GetSiteStructureRequest,
  callContext: CallContext,
): Promise<sitesV1.GetSiteStructureResponse> {
  const input = parseRequest(ZGetSiteStructureRequest, request);
  const { site, shareKey, publishedSiteReader } = await loadSiteForReader(ctx, callContext, input.organizationId, input.siteId, input.shareKey || undefined);
  const { structure } = await loadSiteStructure(ctx, site, callContext, { shareKey, publishedSiteReader });
  return { structure };
}
