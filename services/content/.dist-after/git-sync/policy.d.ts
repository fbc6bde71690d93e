import { type Level } from '../access/policy';
/**
 * Who may do what with a space's Git sync. Importing and exporting are the space's
 * `permissions.triggerGitSync` (edit, on a space that is not locked: an import rewrites its
 * content); reading the Git info needs read; removing an installation is configuration,
 * for the space's admins.
 */
export declare function authorizeGitSync(access: Level | null, space: {
    editMode: 'live' | 'locked';
}): void;
export declare const authorizeGitInfo: (access: Level | null) => void;
export declare const authorizeGitInstallationChange: (access: Level | null) => void;
