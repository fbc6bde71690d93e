import type { sitesV1 } from '@quire/proto';
import { invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { parseCondition } from '../../adaptive/conditions';
import type { AdaptiveSchema } from '../../adaptive/schema';
import type { SitesContext } from '../../context';
import { nullable, ZExpression, ZIcon, ZId, ZPath, ZSectionDescription, ZSectionTitle } from '../../lib/validation';
import { sectionUpdater } from '../commands/section-updater';
import { loadSection } from './load-section';
import { presentOneSection } from './present-one';

const ZUpdateSiteSectionRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  siteSectionId: ZId,
  title: ZSectionTitle.optional(),
  path: ZPath.optional(),
  defaultSiteSpace: ZId.optional(),
  condition: nullable(ZExpression),
  icon: nullable(ZIcon),
  description: nullable(ZSectionDescription),
});

export async function updateSiteSection(
  ctx: SitesContext,
  request: sitesV1.UpdateSiteSectionRequest,
  callContext: CallContext,
): Promise<sitesV1.UpdateSiteSectionResponse> {
  const input = parseRequest(ZUpdateSiteSectionRequest, request);
  const { site, section, viewer } = await loadSection(ctx, callContext, input, 'manage');
  if (input.defaultSiteSpace !== undefined) {
    const siteSpace = await ctx.db.siteSpace.findFirst({ where: { id: input.defaultSiteSpace, sectionId: section.id }, select: { id: true } });
    if (!siteSpace) throw invalidArgument(`defaultSiteSpace: site space ${input.defaultSiteSpace} is not in this section`);
  }
  const condition =
    input.condition === undefined || input.condition === null
      ? input.condition
      : (parseCondition(input.condition, (site.adaptiveSchema ?? undefined) as AdaptiveSchema | undefined) ?? null);
  const updated = await sectionUpdater(
    ctx.db,
    section,
    site.organizationId,
    {
      title: input.title,
      path: input.path,
      condition,
      icon: input.icon,
      description: input.description,
      defaultSiteSpaceId: input.defaultSiteSpace,
    },
    viewer.principal.userId,
  );
  return { siteSection: await presentOneSection(ctx, site, updated, callContext) };
}
