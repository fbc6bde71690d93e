import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, permissionDenied, requireScope, type CallContext } from '@quire/shared';
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
});

/** The fields sent replace the stored ones; the configuration must fit the integration's account schema. */
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
  const updated = await installationUpdater(ctx.db, { installationId: installation.id, integrationId: integration.id, changes });
  return { installation: presentInstallation(updated, integration, ctx.urls) };
}
