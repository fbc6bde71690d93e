import type { contentV1, sitesV1 } from '@quire/proto';
import type { CallContext } from '@quire/shared';
import type { IdentityContext } from '../context';
import type { ScopedRow } from './queries';
import type { TargetKind } from './targets';

export type Target = contentV1.Space | sitesV1.Site;

/**
 * The spaces (content) or sites (sites) of an organization among `ids` that the caller may
 * read, by id, in one call: what `extended=true` embeds, and what installing checks.
 */
export function readTargets(ctx: IdentityContext, kind: TargetKind, organizationId: string, ids: string[], callContext: CallContext): Promise<Map<string, Target>> {
  return kind === 'space' ? ctx.content.getSpaces(organizationId, ids, callContext) : ctx.sites.getSites(organizationId, ids, callContext);
}

/**
 * The targets of a page of rows for `extended=true`: one call per organization on the page
 * (one for the listings of an installation; an integration-wide page spans a few). A target
 * the caller may not read (an integration token reads no organization's content) is left to
 * its id.
 */
export async function embedTargets(
  ctx: IdentityContext,
  kind: TargetKind,
  rows: ScopedRow[],
  extended: boolean | undefined,
  callContext: CallContext,
): Promise<Map<string, Target>> {
  if (!extended || rows.length === 0) return new Map();
  const byOrganization = new Map<string, string[]>();
  for (const row of rows) byOrganization.set(row.organizationId, [...(byOrganization.get(row.organizationId) ?? []), row.targetId]);
  const found = await Promise.all([...byOrganization].map(([organizationId, ids]) => readTargets(ctx, kind, organizationId, [...new Set(ids)], callContext)));
  return new Map(found.flatMap((targets) => [...targets]));
}
