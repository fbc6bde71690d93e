import type { sitesV1 } from '@quire/proto';
import { invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { agentsContexts, siteVisibilities } from '../../lib/enums';
import { nullable, ZId, ZProtoEnum, ZSiteBasename, ZSiteProxyOrigin, ZSiteTitle } from '../../lib/validation';
import { siteUpdater } from '../commands/site-updater';
import { presentSite } from '../presenter';
import { findSection } from '../../site-sections/queries';
import { findSiteSpace } from '../../site-spaces/queries';
import { siteSpaceCount } from '../queries';

const ZUpdateSiteRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  title: ZSiteTitle.optional(),
  visibility: ZProtoEnum(siteVisibilities.values),
  basename: ZSiteBasename.optional(),
  adaptiveContent: z.object({ enabled: z.boolean() }).optional(),
  agentsContext: ZProtoEnum(agentsContexts.values),
  defaultSiteSpace: ZId.optional(),
  defaultSiteSection: ZId.optional(),
  proxy: nullable(ZSiteProxyOrigin),
});

export async function updateSite(
  ctx: SitesContext,
  request: sitesV1.UpdateSiteRequest,
  callContext: CallContext,
): Promise<sitesV1.UpdateSiteResponse> {
  const input = parseRequest(ZUpdateSiteRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');

  let defaultSiteSpace: { id: string; sectionId: string | null } | undefined;
  if (input.defaultSiteSpace !== undefined) {
    const siteSpace = await findSiteSpace(ctx.db, site.id, input.defaultSiteSpace);
    if (!siteSpace) throw invalidArgument(`defaultSiteSpace: site space ${input.defaultSiteSpace} is not in this site`);
    defaultSiteSpace = { id: siteSpace.id, sectionId: siteSpace.sectionId };
  }
  if (input.defaultSiteSection !== undefined && !(await findSection(ctx.db, site.id, input.defaultSiteSection))) {
    throw invalidArgument(`defaultSiteSection: site section ${input.defaultSiteSection} is not in this site`);
  }

  const updated = await siteUpdater(
    ctx.db,
    site,
    {
      title: input.title,
      visibility: siteVisibilities.fromProto.get(input.visibility),
      basename: input.basename,
      adaptiveContentEnabled: input.adaptiveContent?.enabled,
      agentsContext: agentsContexts.fromProto.get(input.agentsContext),
      proxyOrigin: input.proxy,
      defaultSectionId: input.defaultSiteSection,
      defaultSiteSpace,
    },
    viewer.principal.userId,
  );
  return { site: presentSite(ctx.urls, updated, await siteSpaceCount(ctx.db, site.id)) };
}
