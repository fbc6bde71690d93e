import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite, loadSpace } from '../../access/load';
import type { SitesContext } from '../../context';
import { nullable, ZIcon, ZId, ZSectionTitle } from '../../lib/validation';
import { sectionAdder } from '../commands/section-adder';
import { presentOneSection } from '../presenter';

const ZAddSiteSectionRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  spaceId: ZId,
  title: nullable(ZSectionTitle),
  icon: nullable(ZIcon),
});

/** A section title from a space title (1..50 characters): too short ones get a generic title. */
const titleFromSpace = (title: string) => (title.trim().length >= 2 ? title.trim() : 'Untitled section');

export async function addSiteSection(
  ctx: SitesContext,
  request: sitesV1.AddSiteSectionRequest,
  callContext: CallContext,
): Promise<sitesV1.AddSiteSectionResponse> {
  const input = parseRequest(ZAddSiteSectionRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const space = await loadSpace(ctx, site.organizationId, input.spaceId, callContext);

  const section = await sectionAdder(ctx.db, {
    site,
    title: input.title ?? titleFromSpace(space.title),
    icon: input.icon ?? null,
    space: { id: space.id, title: space.title },
    actorId: viewer.principal.userId,
  });
  return { siteSection: await presentOneSection(ctx, site, section, callContext) };
}
