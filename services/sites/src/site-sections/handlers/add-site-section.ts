import type { sitesV1 } from '@quire/proto';
import { notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { nullable, ZIcon, ZId, ZSectionTitle } from '../../lib/validation';
import { embeddedSpaces } from '../../site-spaces/presenter';
import { sectionAdder } from '../commands/section-adder';
import { presentSiteSection } from '../presenter';
import { siteSpacesBySection } from '../queries';

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
  const found = await ctx.spaces.getSpaces(site.organizationId, [input.spaceId], callContext);
  const space = found.get(input.spaceId);
  if (!space) throw notFound('spaceId: no matching space found');

  const section = await sectionAdder(ctx.db, {
    site,
    title: input.title ?? titleFromSpace(space.title),
    icon: input.icon ?? null,
    space: { id: space.id, title: space.title },
    actorId: viewer.principal.userId,
  });
  const siteSpaces = (await siteSpacesBySection(ctx.db, site.id, [section.id])).get(section.id) ?? [];
  const spaces = await embeddedSpaces(ctx, site.organizationId, siteSpaces, callContext);
  return { siteSection: presentSiteSection(ctx.urls, site, section, siteSpaces, spaces) };
}
