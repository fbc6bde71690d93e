import type { identityV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';

/** Ids of one call: a domain event names one space or site; the consumer may batch a few. */
const MAX_IDS = 1000;

const ZListRuntimeTargetsRequest = z.object({
  spaceIds: z.array(ZId).max(MAX_IDS),
  siteIds: z.array(ZId).max(MAX_IDS),
});

type TargetRow = { integration_id: string; integration_name: string; installation_id: string; organization_id: string; space_id: string | null; site_id: string | null };

/**
 * For the runtime's event consumer (service-to-service, never routed): which installations a
 * domain event about these spaces and sites goes to (docs/integrations.md "Events"): exactly
 * the space and site installation rows on them, of integrations still published. One
 * statement on the `(space_id)` and `(site_id)` indexes, whatever the number of ids.
 */
export async function listRuntimeTargets(ctx: IdentityContext, request: identityV1.ListRuntimeTargetsRequest): Promise<identityV1.ListRuntimeTargetsResponse> {
  const { spaceIds, siteIds } = parseRequest(ZListRuntimeTargetsRequest, request);
  if (spaceIds.length === 0 && siteIds.length === 0) return { targets: [] };
  const rows = await ctx.db.$queryRaw<TargetRow[]>`
    SELECT t.integration_id, i.name AS integration_name, t.installation_id, t.organization_id, t.space_id, t.site_id
    FROM (
      SELECT integration_id, installation_id, organization_id, space_id, NULL::text AS site_id
      FROM integration_space_installations WHERE space_id = ANY(${spaceIds}::text[])
      UNION ALL
      SELECT integration_id, installation_id, organization_id, NULL::text, site_id
      FROM integration_site_installations WHERE site_id = ANY(${siteIds}::text[])
    ) t
    JOIN integrations i ON i.id = t.integration_id AND i.unpublished_at IS NULL
    ORDER BY t.space_id NULLS LAST, t.site_id, t.installation_id`;
  return {
    targets: rows.map((row) => ({
      integrationId: row.integration_id,
      integrationName: row.integration_name,
      installationId: row.installation_id,
      organizationId: row.organization_id,
      scope: row.space_id !== null ? { $case: 'spaceId', value: row.space_id } : { $case: 'siteId', value: row.site_id as string },
    })),
  };
}
