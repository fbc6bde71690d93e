import { notFound } from '@quire/shared';
import type { InsightsContext } from '../context';

export const SITE_NOT_FOUND = 'No matching site found';

/** NOT_FOUND unless the site exists in the organization (asked of sites, see clients/sites.ts). */
export async function requireSite(ctx: InsightsContext, organizationId: string, siteId: string): Promise<void> {
  const existing = await ctx.sites.existing(organizationId, [siteId]);
  if (!existing.has(siteId)) throw notFound(SITE_NOT_FOUND);
}
