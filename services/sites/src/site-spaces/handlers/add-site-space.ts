import type { sitesV1 } from '@quire/proto';
import { invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite, loadSpace } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId, ZOptionalId } from '../../lib/validation';
import { findSection } from '../../site-sections/queries';
import { siteSpaceAdder } from '../commands/site-space-adder';
import { presentOneSiteSpace } from '../presenter';

const ZAddSiteSpaceRequest = z.object({ organizationId: ZId, siteId: ZId, spaceId: ZId, sectionId: ZOptionalId });

export async function addSiteSpace(ctx: SitesContext, request: sitesV1.AddSiteSpaceRequest, callContext: CallContext): Promise<sitesV1.AddSiteSpaceResponse> {
  const input = parseRequest(ZAddSiteSpaceRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const sectionId = input.sectionId || null;
  if (sectionId !== null && !(await findSection(ctx.db, site.id, sectionId))) {
    throw invalidArgument(`sectionId: site section ${sectionId} is not in this site`);
  }
  const space = await loadSpace(ctx, site.organizationId, input.spaceId, callContext);
  const siteSpace = await siteSpaceAdder(ctx.db, site, { space: { id: space.id, title: space.title }, sectionId, actorId: viewer.principal.userId });
  return { siteSpace: await presentOneSiteSpace(ctx, site, siteSpace, callContext) };
}
