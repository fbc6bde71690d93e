import type { sitesV1 } from '@quire/proto';
import { invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSection } from '../../access/load';
import type { SitesContext } from '../../context';
import { conditionToStore } from '../../lib/conditions';
import { nullable, ZExpression, ZIcon, ZId, ZPath, ZSectionDescription, ZSectionTitle } from '../../lib/validation';
import { findSiteSpace } from '../../site-spaces/queries';
import { sectionUpdater } from '../commands/section-updater';
import { presentOneSection } from '../presenter';

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
    const siteSpace = await findSiteSpace(ctx.db, site.id, input.defaultSiteSpace);
    if (siteSpace?.sectionId !== section.id) throw invalidArgument(`defaultSiteSpace: site space ${input.defaultSiteSpace} is not in this section`);
  }
  const condition = conditionToStore(site, input.condition);
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
