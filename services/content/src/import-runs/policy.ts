import { notFound, permissionDenied, ServerError, Status, type Principal } from '@quire/shared';
import { authorize, type Level } from '../access/policy';
import type { ContentContext } from '../context';
import { spacePermissions, spaceRules } from '../spaces/policy';
import { findImportRun, type ImportRunRow } from './queries';
import { loadSpace, type LoadedSpace } from '../spaces/load';

/**
 * What a level on the run's space allows with its import runs: starting and cancelling one
 * writes content (editors and above, in a space that is not locked); reading one is reading
 * the space.
 */
export const importRunRules = { view: spaceRules.view, start: spaceRules.edit, cancel: spaceRules.edit } as const satisfies Record<string, Level>;

/** Guards a write into the space (start, cancel): the `edit` level and a space that is not locked. */
export function authorizeImportInto(loaded: LoadedSpace): void {
  authorize(loaded.access, importRunRules.start, 'Space');
  if (!spacePermissions(loaded.access, loaded.space).edit) throw permissionDenied('The space is locked: its content cannot be changed');
}

/**
 * A run of the organization and the caller's standing on its space. NOT_FOUND for an unknown
 * run, a run of another organization, or of a space the caller cannot see (or in the trash).
 */
export async function loadImportRun(
  ctx: ContentContext,
  principal: Principal,
  organizationId: string,
  importRunId: string,
): Promise<{ run: ImportRunRow; loaded: LoadedSpace }> {
  const run = await findImportRun(ctx.db, organizationId, importRunId);
  if (!run) throw notFound('Import run not found');
  try {
    const loaded = await loadSpace(ctx, principal, run.spaceId);
    if (loaded.access === null) throw notFound('Import run not found');
    return { run, loaded };
  } catch (error) {
    // The space's own "not found" would name the space; the caller asked for a run.
    if (error instanceof ServerError && error.code === Status.NOT_FOUND) throw notFound('Import run not found');
    throw error;
  }
}
