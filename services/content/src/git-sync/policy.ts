import { permissionDenied } from '@quire/shared';
import { authorize, type Level } from '../access/policy';
import { spacePermissions, spaceRules } from '../spaces/policy';

/**
 * Who may do what with a space's Git sync. Importing and exporting are the space's
 * `permissions.triggerGitSync` (edit, on a space that is not locked: an import rewrites its
 * content); reading the Git info needs read; removing an installation is configuration,
 * for the space's admins.
 */
export function authorizeGitSync(access: Level | null, space: { editMode: 'live' | 'locked' }): void {
  authorize(access, spaceRules.edit, 'Space');
  if (!spacePermissions(access, space).triggerGitSync) throw permissionDenied('The space is locked: Git sync cannot run on it');
}

export const authorizeGitInfo = (access: Level | null): void => authorize(access, spaceRules.view, 'Space');

export const authorizeGitInstallationChange = (access: Level | null): void => authorize(access, spaceRules.admin, 'Space');
