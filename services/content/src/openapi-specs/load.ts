import { notFound, type Principal } from '@quire/shared';
import type { ContentContext } from '../context';
import { authorizeSpecAction } from './policy';
import { findSpecBySlug, findSpecVersion, type SpecRow, type VersionRow } from './queries';

/** The contract's answer for an unknown spec (getOpenAPISpecBySlug, listOpenAPISpecVersions). */
export const specNotFound = () => notFound('No matching OpenAPI specification found');

/** The contract's answer of the version operations for a version the spec does not have. */
export const versionNotFound = () => notFound('No matching OpenAPI specification version found');

/** A spec the caller may view (NOT_FOUND for outsiders and guests, as every spec read). */
export async function loadViewableSpec(ctx: ContentContext, principal: Principal, organizationId: string, slug: string): Promise<SpecRow> {
  authorizeSpecAction(principal, organizationId, 'view');
  const spec = await findSpecBySlug(ctx.db, organizationId, slug);
  if (!spec) throw specNotFound();
  return spec;
}

/**
 * A version of a spec the caller may view: `versionId`, or the newest one without it. A spec
 * with no valid version yet, or an id that is not one of its versions (another spec's, one
 * still pending, one whose document was invalid), is NOT_FOUND.
 */
export async function loadSpecVersion(
  ctx: ContentContext,
  principal: Principal,
  input: { organizationId: string; specSlug: string; versionId?: string },
): Promise<{ spec: SpecRow; version: VersionRow }> {
  const spec = await loadViewableSpec(ctx, principal, input.organizationId, input.specSlug);
  const version = await findSpecVersion(ctx.db, spec, input.versionId);
  if (!version) throw versionNotFound();
  return { spec, version };
}
