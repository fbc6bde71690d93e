import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { recordEvent } from '../../lib/events';
import { ZId } from '../../lib/validation';
import { presentSchema } from '../../adaptive/presenter';
import { parseAdaptiveSchema } from '../../adaptive/schema';

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
  const updated = await ctx.db.$transaction(async (tx) => {
    const row = await tx.site.update({ where: { id: site.id }, data: { adaptiveSchema: schema as object, adaptiveSchemaUpdatedAt: new Date() } });
    await recordEvent(tx, 'site', 'updated', {
      aggregateId: site.id,
      organizationId: site.organizationId,
      data: { id: site.id, fields: ['adaptiveSchema'], actorId: viewer.principal.userId },
    });
    return row;
  });
  return { schema: presentSchema(updated) };
}

