import type { Principal } from '@quire/shared';
import { isAdmin } from '../access/organization';
import type { InstallationViewer } from '../installations/policy';
import { installationPolicy } from '../installations/policy';

/**
 * Who acts on an installation's space and site installations: a user (their standing in the
 * installation's organization and in the integration's), or the integration's own code with
 * an installation token of that installation or an integration token of that integration.
 */
export type ScopedCaller = { kind: 'user'; viewer: InstallationViewer } | { kind: 'token' };

export const scopedPolicy = {
  /** Members of its organization, the integration's admins, and the integration's own tokens. */
  view: (caller: ScopedCaller) => caller.kind === 'token' || installationPolicy.view(caller.viewer),
  /** Configuration and external ids: as the installation itself (its organization's and the integration's admins), and the integration's own tokens. */
  update: (caller: ScopedCaller) => caller.kind === 'token' || installationPolicy.update(caller.viewer),
  /**
   * Enabling it on a space or site, or removing it: admins of its organization, and for a
   * space the space's admins too (GitBook lets a space's admins manage its integrations).
   * Never a token: the integration does not choose where it is enabled.
   */
  enable: (caller: ScopedCaller, { targetAdmin }: { targetAdmin: boolean }) =>
    caller.kind === 'user' && (isAdmin(caller.viewer.organization) || targetAdmin),
};

/** Whether the token is the integration's own (an installation token of this installation, or its integration token). */
export function isOwnToken(principal: Principal, integrationName: string, installationId?: string): boolean {
  if (principal.kind === 'integration') return principal.integration?.integration === integrationName;
  if (principal.kind === 'installation') {
    return principal.installation?.integration === integrationName && (installationId === undefined || principal.installation.installationId === installationId);
  }
  return false;
}
