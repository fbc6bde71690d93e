import type { identityV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, notFound, parseRequest, permissionDenied, requireScope, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { integrationDevelopmentModeSetter, integrationUnpublisher } from '../commands/integration-lifecycle';
import { integrationPolicy } from '../policy';
import { findIntegrationByName, type IntegrationRow } from '../queries';
import { ZIntegrationName } from '../validation';

const NOT_FOUND = 'No matching integration found for given name';
const ADMINS_ONLY = 'Only admins of the organization that publishes the integration can do this';

/** The published integration and whether the caller administers it; undefined when they may not see it (or it is unpublished). */
async function findAdministered(ctx: IdentityContext, callContext: CallContext, integrationName: string): Promise<{ integration: IntegrationRow; admin: boolean } | undefined> {
  const principal = getPrincipal(callContext);
  requireScope(principal, null);
  const integration = await findIntegrationByName(ctx.db, integrationName);
  if (!integration || integration.unpublishedAt !== null) return undefined;
  const owner = await loadCallerViewer(ctx.db, integration.organizationId, principal);
  if (!integrationPolicy.view(integration, owner)) return undefined;
  return { integration, admin: integrationPolicy.admin(owner) };
}

/** unpublishIntegration: its organization's admins; 204 (false) when there is none to unpublish, 205 (true) when unpublished. */
export async function unpublishIntegration(
  ctx: IdentityContext,
  request: identityV1.UnpublishIntegrationRequest,
  callContext: CallContext,
): Promise<identityV1.UnpublishIntegrationResponse> {
  const { integrationName } = parseRequest(z.object({ integrationName: ZIntegrationName }), request);
  const found = await findAdministered(ctx, callContext, integrationName);
  if (!found) return { deleted: false };
  if (!found.admin) throw permissionDenied(ADMINS_ONLY);
  return { deleted: await integrationUnpublisher(ctx.db, { integrationId: found.integration.id, actorId: getPrincipal(callContext).userId }) };
}

/** An http(s) URL: where the runtime will send requests (through its egress guard). */
const ZTunnelUrl = z
  .string()
  .min(1)
  .max(256)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL without credentials');

/** setIntegrationDevelopmentMode: its organization's admins. */
export async function setIntegrationDevelopmentMode(
  ctx: IdentityContext,
  request: identityV1.SetIntegrationDevelopmentModeRequest,
  callContext: CallContext,
): Promise<identityV1.SetIntegrationDevelopmentModeResponse> {
  const input = parseRequest(z.object({ integrationName: ZIntegrationName, tunnelUrl: ZTunnelUrl, all: z.boolean().optional() }), request);
  const found = await findAdministered(ctx, callContext, input.integrationName);
  if (!found) throw notFound(NOT_FOUND);
  if (!found.admin) throw permissionDenied(ADMINS_ONLY);
  if (input.tunnelUrl.length > 256) throw invalidArgument('tunnelUrl: must be at most 256 characters');
  await integrationDevelopmentModeSetter(ctx.db, {
    integrationId: found.integration.id,
    tunnelUrl: input.tunnelUrl,
    all: input.all ?? false,
    actorId: getPrincipal(callContext).userId,
  });
  return {};
}

/** disableIntegrationDevelopmentMode: its organization's admins; 205 whether it was on or not. */
export async function disableIntegrationDevelopmentMode(
  ctx: IdentityContext,
  request: identityV1.DisableIntegrationDevelopmentModeRequest,
  callContext: CallContext,
): Promise<identityV1.DisableIntegrationDevelopmentModeResponse> {
  const { integrationName } = parseRequest(z.object({ integrationName: ZIntegrationName }), request);
  const found = await findAdministered(ctx, callContext, integrationName);
  if (!found) throw notFound(NOT_FOUND);
  if (!found.admin) throw permissionDenied(ADMINS_ONLY);
  await integrationDevelopmentModeSetter(ctx.db, { integrationId: found.integration.id, tunnelUrl: null, all: false, actorId: getPrincipal(callContext).userId });
  return { disabled: true };
}
