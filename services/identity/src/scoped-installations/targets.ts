/**
 * The two places an organization's installation is enabled on, besides the organization
 * itself: its spaces (content's) and its sites (sites'). Everything about them is the same
 * but these names (docs/integrations.md "Space and site installations").
 */
export type TargetKind = 'space' | 'site';

export type TargetNames = {
  /** The row field (and column) naming the space or site. */
  field: 'spaceId' | 'siteId';
  /** Events: `quire.identity.<resource>.created|updated|deleted`. */
  resource: 'integration-space-installation' | 'integration-site-installation';
  /** The integration's `configurations` entry the configuration is checked against. */
  level: 'space' | 'site';
  /** The path segment after the installation (`.../installations/{id}/spaces/{spaceId}`). */
  segment: 'spaces' | 'sites';
  notFound: string;
  installationNotFound: string;
};

export const TARGETS: Record<TargetKind, TargetNames> = {
  space: {
    field: 'spaceId',
    resource: 'integration-space-installation',
    level: 'space',
    segment: 'spaces',
    notFound: 'Space not found',
    installationNotFound: 'Integration space installation not found',
  },
  site: {
    field: 'siteId',
    resource: 'integration-site-installation',
    level: 'site',
    segment: 'sites',
    notFound: 'No matching site found',
    installationNotFound: 'Integration site installation not found',
  },
};
