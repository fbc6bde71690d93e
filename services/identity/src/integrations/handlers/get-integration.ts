import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller, loadCallerViewer } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { integrationPolicy } from '../policy';
import { presentIntegrations } from '../presenter';
import { findIntegrationByName } from '../queries';
import { ZIntegrationName } from '../validation';

const ZGetIntegrationRequest = z.object({ integrationName: ZIntegrationName });

/** Public and unlisted integrations for everyone signed in; a private one is NOT_FOUND outside its organization. */
export async function getIntegration(
  ctx: IdentityContext,
  request: identityV1.GetIntegrationRequest,
  callContext: CallContext,
): Promise<identityV1.GetIntegrationResponse> {
  const principal = getPrincipal(callContext);
  const { integrationName } = parseRequest(ZGetIntegrationRequest, request);
  const integration = await findIntegrationByName(ctx.db, integrationName);
  // An unpublished integration is gone from the catalog, as if deleted (its installations stay).
  if (!integration || integration.unpublishedAt !== null) throw notFound('No matching integration found for given name');
  const caller = await loadCaller(ctx.db, principal);
  if (integration.visibility === 'private') {
    const owner = await loadCallerViewer(ctx.db, integration.organizationId, caller);
    if (!integrationPolicy.view(integration, owner)) throw notFound('No matching integration found for given name');
  }
  const [presented] = await presentIntegrations(ctx, caller, [integration]);
  return { integration: presented };
}
