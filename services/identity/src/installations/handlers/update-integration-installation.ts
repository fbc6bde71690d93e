import type { identityV1 } from '@quire/proto';
import { getPrincipal, INTEGRATION_SCOPES, parseRequest, permissionDenied, requireScope, ZIntegrationScope, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZIntegrationName } from '../../integrations/validation';
import { ZId } from '../../lib/validation';
import { installationUpdater } from '../commands/installation-updater';
import { MAX_EXTERNAL_ID_LENGTH, MAX_EXTERNAL_IDS } from '../configuration';
import { loadInstallationForCaller } from '../load';
import { installationPolicy } from '../policy';
import { presentInstallation, selectionFromProto } from '../presenter';

const ZSelection = z
  .number()
  .refine((value) => selectionFromProto.has(value), 'must be "all" or "selected"')
  .transform((value) => selectionFromProto.get(value)!);

const ZUpdateIntegrationInstallationRequest = z.object({
  integrationName: ZIntegrationName,
  installationId: ZId,
  externalIds: z
    .array(z.string().min(1, 'must not be empty').max(MAX_EXTERNAL_ID_LENGTH))
    .max(MAX_EXTERNAL_IDS)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  configuration: z.record(z.string().min(1).max(100), z.unknown()).optional(),
  spaceSelection: ZSelection.optional(),
  siteSelection: ZSelection.optional(),
  // Each scope once at most (duplicates are dropped, as in a publish).
  scopes: z
    .array(ZIntegrationScope)
    .max(INTEGRATION_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)])
    .optional(),
});

/**
 * The fields sent replace the stored ones; the configuration must fit the integration's account
 * schema. Granting scopes (`scopes`, a Quire extension) is for the installing organization's
 * admins only: the integration's own admins act for the integration, whose consent is not
 * what a grant needs.
 */
export async function updateIntegrationInstallation(
  ctx: IdentityContext,
  request: identityV1.UpdateIntegrationInstallationRequest,
  callContext: CallContext,
): Promise<identityV1.UpdateIntegrationInstallationResponse> {
  const principal = getPrincipal(callContext);
  requireScope(principal, null);
  const { integrationName, installationId, ...changes } = parseRequest(ZUpdateIntegrationInstallationRequest, request);
  const { integration, installation, viewer } = await loadInstallationForCaller(ctx, principal, integrationName, installationId);
  if (!installationPolicy.update(viewer)) {
    throw permissionDenied("Only admins of the organization or of the integration can change the installation");
  }
  if (changes.scopes !== undefined && !installationPolicy.grantScopes(viewer)) {
    throw permissionDenied('Only admins of the organization the integration is installed in can grant it scopes');
  }
  const updated = await installationUpdater(ctx.db, { installationId: installation.id, integrationId: integration.id, changes });
  return { installation: presentInstallation(updated, integration, ctx.urls) };
}
