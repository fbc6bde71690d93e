import { failedPrecondition, type Principal } from '@quire/shared';
import { authorize } from '../access/policy';
import type { ContentContext } from '../context';
import type { Db } from '../db';
import { specNotFound, versionNotFound } from '../openapi-specs/load';
import { authorizeSpecAction, specAbilities } from '../openapi-specs/policy';
import { findSpecBySlug, findVersionDocument } from '../openapi-specs/queries';
import { revisionRules } from '../revisions/policy';
import { loadSpace, type LoadedSpace } from '../spaces/load';
import { beyondBounds, referenceOutline, type ReferenceOutline, type ReferenceTag } from './openapi-reference';

/** Outlines by spec version id: a version never changes, so an outline never goes stale. */
const outlines = new Map<string, ReferenceOutline>();
const MAX_OUTLINES = 32;

function keep(versionId: string, outline: ReferenceOutline): void {
  outlines.delete(versionId);
  outlines.set(versionId, outline);
  if (outlines.size > MAX_OUTLINES) outlines.delete(outlines.keys().next().value as string);
}

export type LoadedReference = { loaded: LoadedSpace; slug: string; versionId: string; outline: ReferenceOutline };

/**
 * A space the caller may read and the outline of the newest valid version of the OpenAPI spec
 * `slug` of the space's organization. Computed content is part of the space's content (`read`
 * on the space), made from an organization spec the caller may view: a guest of the
 * organization, who cannot list its specs, cannot read them through here either. A spec the
 * caller cannot see and an unknown slug are the same 404; a spec without a valid version yet
 * (pending, or every version invalid) is the 404 of the version reads.
 */
export async function loadReference(ctx: ContentContext, principal: Principal, spaceId: string, slug: string): Promise<LoadedReference> {
  const loaded = await loadSpace(ctx, principal, spaceId);
  authorize(loaded.access, revisionRules.view, 'Space');
  const organizationId = loaded.space.organizationId;
  if (!specAbilities(principal, organizationId).view) {
    // An installation of this organization is told which scope it lacks.
    if (principal.kind === 'installation' && principal.installation?.organizationId === organizationId) authorizeSpecAction(principal, organizationId, 'view');
    throw specNotFound();
  }
  const { versionId, outline } = await loadSpecOutline(ctx.db, organizationId, slug);
  return { loaded, slug, versionId, outline };
}

/**
 * The outline of the newest valid version of the organization's spec `slug`, with no access
 * check (callers check it, or act for the system: the regeneration of computed pages). NOT_FOUND
 * for an unknown spec or one without a valid version yet.
 */
export async function loadSpecOutline(db: Db, organizationId: string, slug: string): Promise<{ versionId: string; outline: ReferenceOutline }> {
  const spec = await findSpecBySlug(db, organizationId, slug);
  if (!spec) throw specNotFound();
  const versionId = spec.validVersionId;
  if (versionId === null) throw versionNotFound();
  let outline = outlines.get(versionId);
  if (!outline) {
    const text = await findVersionDocument(db, versionId);
    // Deleted between the two reads.
    if (text === null) throw specNotFound();
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      // The git-worker records only documents it parsed; one nested deeper than JSON.parse's stack is all that can fail here.
      throw failedPrecondition(`The OpenAPI specification "${slug}" cannot be read: its document is nested too deeply`);
    }
    if (typeof document !== 'object' || document === null || Array.isArray(document)) throw failedPrecondition(`The OpenAPI specification "${slug}" is not an object`);
    outline = referenceOutline(document as Parameters<typeof referenceOutline>[0]);
  }
  keep(versionId, outline);
  return { versionId, outline };
}

/** FAILED_PRECONDITION when the pages asked for are more than Quire computes at once (openapi-reference.ts). */
export function checkBounds(slug: string, tags: readonly ReferenceTag[], schemas: readonly string[]): void {
  const reason = beyondBounds(tags, schemas);
  if (reason) throw failedPrecondition(`The OpenAPI specification "${slug}" is too large to compute: ${reason}`);
}
