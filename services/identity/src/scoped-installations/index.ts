import type { installationsV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../context';
import { MAX_EXTERNAL_ID_LENGTH, MAX_EXTERNAL_IDS } from '../installations/configuration';
import { ZIntegrationName } from '../integrations/validation';
import { ZContainsFilter, ZId, ZLimit, ZPage } from '../lib/validation';
import type { Target } from './embeds';
import { installOnTarget } from './handlers/install-on-target';
import { listSiteIntegrations, listSiteIntegrationScripts, listSpaceIntegrations, listSpaceIntegrationsBlocks } from './handlers/list-target-integrations';
import { getTargetInstallation, listInstallationTargets, listIntegrationTargets, type ScopedPage } from './handlers/read-target-installations';
import { uninstallFromTarget } from './handlers/uninstall-from-target';
import { updateTargetInstallation } from './handlers/update-target-installation';
import { presentSiteInstallation, presentSpaceInstallation } from './presenter';
import type { ScopedRow } from './queries';
import type { contentV1, sitesV1 } from '@quire/proto';
import type { IntegrationRow } from '../integrations/queries';

const ZExternalIds = z
  .array(z.string().min(1, 'must not be empty').max(MAX_EXTERNAL_ID_LENGTH))
  .max(MAX_EXTERNAL_IDS)
  .transform((ids) => [...new Set(ids)]);
const ZConfiguration = z.record(z.string().min(1).max(100), z.unknown());
const ZRef = { integrationName: ZIntegrationName, installationId: ZId, extended: z.boolean().optional() };

const ZSpaceRef = z.object({ ...ZRef, spaceId: ZId }).transform(({ spaceId, ...rest }) => ({ ...rest, targetId: spaceId }));
const ZSiteRef = z.object({ ...ZRef, siteId: ZId }).transform(({ siteId, ...rest }) => ({ ...rest, targetId: siteId }));
const ZInstallOnSpace = z.object({ ...ZRef, space: ZId }).transform(({ space, ...rest }) => ({ ...rest, targetId: space }));
const ZUpdateChanges = { externalIds: ZExternalIds.optional(), configuration: ZConfiguration.optional() };
const ZUpdateSpace = z
  .object({ ...ZRef, spaceId: ZId, ...ZUpdateChanges })
  .transform(({ spaceId, externalIds, configuration, ...rest }) => ({ ...rest, targetId: spaceId, changes: { externalIds, configuration } }));
const ZUpdateSite = z
  .object({ ...ZRef, siteId: ZId, ...ZUpdateChanges })
  .transform(({ siteId, externalIds, configuration, ...rest }) => ({ ...rest, targetId: siteId, changes: { externalIds, configuration } }));
const ZListOfInstallation = z.object({ ...ZRef, page: ZPage, limit: ZLimit });
const ZListOfIntegration = z.object({
  integrationName: ZIntegrationName,
  page: ZPage,
  limit: ZLimit,
  externalId: z.string().min(1).max(MAX_EXTERNAL_ID_LENGTH).optional(),
  extended: z.boolean().optional(),
});

const spaceOf = (ctx: IdentityContext, { row, integration, target }: { row: ScopedRow; integration: IntegrationRow; target: Target | undefined }) =>
  presentSpaceInstallation(row, integration, ctx.urls, target as contentV1.Space | undefined);
const siteOf = (ctx: IdentityContext, { row, integration, target }: { row: ScopedRow; integration: IntegrationRow; target: Target | undefined }) =>
  presentSiteInstallation(row, integration, ctx.urls, target as sitesV1.Site | undefined);

const pageOf = <T>(present: (row: ScopedRow, integration: IntegrationRow, target: Target | undefined) => T, { page, integration, targets }: ScopedPage) => ({
  items: page.items.map((row) => present(row, integration, targets.get(row.targetId))),
  next: page.next,
  count: page.count,
});

/** IntegrationSpaceInstallationService (proto/quire/installations/v1/space_installation.proto). */
export function integrationSpaceInstallationService(ctx: IdentityContext): installationsV1.IntegrationSpaceInstallationServiceImplementation {
  const present = (row: ScopedRow, integration: IntegrationRow, target: Target | undefined) => spaceOf(ctx, { row, integration, target });
  return {
    installIntegrationOnSpace: async (request, callContext) => ({
      installation: spaceOf(ctx, await installOnTarget(ctx, 'space', parseRequest(ZInstallOnSpace, request), callContext)),
    }),
    listIntegrationInstallationSpaces: async (request, callContext) =>
      pageOf(present, await listInstallationTargets(ctx, 'space', parseRequest(ZListOfInstallation, request), callContext)),
    getIntegrationSpaceInstallation: async (request, callContext) => ({
      installation: spaceOf(ctx, await getTargetInstallation(ctx, 'space', parseRequest(ZSpaceRef, request), callContext)),
    }),
    updateIntegrationSpaceInstallation: async (request, callContext) => ({
      installation: spaceOf(ctx, await updateTargetInstallation(ctx, 'space', parseRequest(ZUpdateSpace, request), callContext)),
    }),
    uninstallIntegrationFromSpace: async (request, callContext) => ({
      deleted: await uninstallFromTarget(ctx, 'space', parseRequest(ZSpaceRef, request), callContext),
    }),
    listIntegrationSpaceInstallations: async (request, callContext) =>
      pageOf(present, await listIntegrationTargets(ctx, 'space', parseRequest(ZListOfIntegration, request), callContext)),
    listSpaceIntegrations: (request, callContext) =>
      listSpaceIntegrations(ctx, parseRequest(z.object({ spaceId: ZId, search: ZContainsFilter }), request), callContext),
    listSpaceIntegrationsBlocks: (request, callContext) => listSpaceIntegrationsBlocks(ctx, parseRequest(z.object({ spaceId: ZId }), request), callContext),
  };
}

/** IntegrationSiteInstallationService (proto/quire/installations/v1/site_installation.proto). */
export function integrationSiteInstallationService(ctx: IdentityContext): installationsV1.IntegrationSiteInstallationServiceImplementation {
  const present = (row: ScopedRow, integration: IntegrationRow, target: Target | undefined) => siteOf(ctx, { row, integration, target });
  const ZSiteOfOrganization = z.object({ organizationId: ZId, siteId: ZId });
  return {
    installIntegrationOnSite: async (request, callContext) => ({
      installation: siteOf(ctx, await installOnTarget(ctx, 'site', parseRequest(ZSiteRef, request), callContext)),
    }),
    listIntegrationInstallationSites: async (request, callContext) =>
      pageOf(present, await listInstallationTargets(ctx, 'site', parseRequest(ZListOfInstallation, request), callContext)),
    getIntegrationSiteInstallation: async (request, callContext) => ({
      installation: siteOf(ctx, await getTargetInstallation(ctx, 'site', parseRequest(ZSiteRef, request), callContext)),
    }),
    updateIntegrationSiteInstallation: async (request, callContext) => ({
      installation: siteOf(ctx, await updateTargetInstallation(ctx, 'site', parseRequest(ZUpdateSite, request), callContext)),
    }),
    uninstallIntegrationFromSite: async (request, callContext) => ({
      deleted: await uninstallFromTarget(ctx, 'site', parseRequest(ZSiteRef, request), callContext),
    }),
    listIntegrationSiteInstallations: async (request, callContext) =>
      pageOf(present, await listIntegrationTargets(ctx, 'site', parseRequest(ZListOfIntegration, request), callContext)),
    listSiteIntegrations: (request, callContext) =>
      listSiteIntegrations(ctx, parseRequest(ZSiteOfOrganization.extend({ search: ZContainsFilter }), request), callContext),
    listSiteIntegrationScripts: (request, callContext) => listSiteIntegrationScripts(ctx, parseRequest(ZSiteOfOrganization, request), callContext),
  };
}
