import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { parseAdaptiveSchema } from '../../lib/adaptive-schema';
import { ZId } from '../../lib/validation';
import { adaptiveSchemaUpdater } from '../commands/adaptive-schema-updater';
import { presentSchema } from '../presenter';

const ZUpdateSiteAdaptiveSchemaRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  jsonSchema: z.record(z.string(), z.unknown(), { error: 'is required' }),
});

/** Replaces the schema (ajv against the contract's closed SiteAdaptiveJSONSchema). */
export async function updateSiteAdaptiveSchema(
  ctx: SitesContext,
  request: sitesV1.UpdateSiteAdaptiveSchemaRequest,
  callContext: CallContext,
): Promise<sitesV1.UpdateSiteAdaptiveSchemaResponse> {
  const input = parseRequest(ZUpdateSiteAdaptiveSchemaRequest, request);
  const schema = parseAdaptiveSchema(input.jsonSchema);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const updated = await adaptiveSchemaUpdater(ctx.db, site, schema, viewer.principal.userId);
  return { schema: presentSchema(updated) };
}
