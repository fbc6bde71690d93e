import type { Event } from '@gitbook/api';
import type { EventEnvelope } from '@quire/shared';

/**
 * A GitBook Event without the fields each delivery adds (`eventId`, the record's id, and
 * `installationId`, the installation it goes to).
 */
export type EventBody = { type: Event['type'] } & Record<string, unknown>;

/**
 * What a domain event becomes (docs/integrations.md "Events"):
 * - `space` / `site`: one GitBook event for every installation enabled on that space or site
 *   (identity's ListRuntimeTargets finds them);
 * - `installation`: one GitBook event for that installation only. `withInstallation: false`
 *   when the installation is gone (installation_deleted): its environment carries none.
 */
export type Translated =
  | { scope: 'space'; spaceId: string; organizationId: string | null; event: EventBody }
  | { scope: 'site'; siteId: string; organizationId: string | null; event: EventBody }
  | { scope: 'installation'; integrationId: string; installationId: string; organizationId: string | null; event: EventBody; withInstallation: boolean };

/** The domain events the consumers read (one durable per service, docs/events.md "Consumers"). */
export const IDENTITY_SUBJECTS = ['quire.identity.>'];
export const CONTENT_SUBJECTS = ['quire.content.revision.created', 'quire.content.git-sync.completed'];
/** Visitors' page views and feedback on published sites (insights' site events). */
export const SITE_ACTIVITY = 'quire.insights.site-activity.recorded';
export const INSIGHTS_SUBJECTS = [SITE_ACTIVITY];

/** Identity events after which an integration's cached environments are stale (its script, secrets, scopes). */
export const INTEGRATION_CHANGES = new Set([
  'quire.identity.integration.published',
  'quire.identity.integration.unpublished',
  // Development mode decides where invocations go (the resolver's devTunnelUrl).
  'quire.identity.integration.dev-mode-set',
  'quire.identity.integration.dev-mode-disabled',
]);
/** ... and an installation's (its configuration, its grant, its removal, those of its space and site installations). */
export const INSTALLATION_CHANGES = new Set([
  'quire.identity.integration-installation.updated',
  'quire.identity.integration-installation.deleted',
  // The environment of a space's (site's) event carries its space (site) installation.
  'quire.identity.integration-space-installation.updated',
  'quire.identity.integration-space-installation.deleted',
  'quire.identity.integration-site-installation.updated',
  'quire.identity.integration-site-installation.deleted',
]);

type Data = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/**
 * GitBook's event for one of Quire's domain events, or undefined when GitBook has none (or
 * Quire lacks a fact it needs). Pure: the fan-out and the ids are the consumer's.
 *
 * Installation and space/site installation setups are sent for a creation and for a change of
 * the configuration only: an integration that tags its own installation with external ids
 * from its `*_setup` handler must not receive a new setup event for it (it would loop).
 */
export function translateDomainEvent(envelope: EventEnvelope): Translated | undefined {
  const data = (envelope.data ?? {}) as Data;
  const organizationId = envelope.organization;
  const changes = Array.isArray(data.changes) ? (data.changes as unknown[]) : [];
  switch (envelope.type) {
    case 'quire.content.revision.created': {
      // A new revision of the space's main content (merge, template, import, computed pages);
      // a change request's revisions and the Git metadata an export stores are not content updates.
      const spaceId = text(data.spaceId);
      const revisionId = text(data.id);
      if (!spaceId || !revisionId || data.changeRequestId != null || data.origin === 'git-export') return undefined;
      return { scope: 'space', spaceId, organizationId, event: { type: 'space_content_updated', spaceId, revisionId } };
    }
    case 'quire.content.git-sync.completed': {
      // `skipped` (superseded by a later operation) changed nothing: no event. A failure has no
      // commit or revision of its own: GitBook's required strings are then empty.
      const spaceId = text(data.spaceId);
      if (!spaceId || (data.outcome !== 'succeeded' && data.outcome !== 'failed')) return undefined;
      return {
        scope: 'space',
        spaceId,
        organizationId,
        event: {
          type: 'space_gitsync_completed',
          spaceId,
          state: data.outcome === 'succeeded' ? 'success' : 'failure',
          revisionId: text(data.revisionId) ?? '',
          commitId: text(data.commitOid) ?? '',
        },
      };
    }
    case 'quire.identity.integration-installation.created':
    case 'quire.identity.integration-installation.updated': {
      if (envelope.type.endsWith('.updated') && !changes.includes('configuration')) return undefined;
      const installation = installationOf(data);
      if (!installation) return undefined;
      return { scope: 'installation', ...installation, organizationId, withInstallation: true, event: { type: 'installation_setup', status: 'active' } };
    }
    case 'quire.identity.integration-installation.deleted': {
      const installation = installationOf(data);
      if (!installation) return undefined;
      return { scope: 'installation', ...installation, organizationId, withInstallation: false, event: { type: 'installation_deleted', previous: {} } };
    }
    case 'quire.identity.integration-space-installation.created':
    case 'quire.identity.integration-space-installation.updated':
    case 'quire.identity.integration-site-installation.created':
    case 'quire.identity.integration-site-installation.updated': {
      if (envelope.type.endsWith('.updated') && !changes.includes('configuration')) return undefined;
      const installation = installationOf(data);
      const target = targetOf(envelope.type, data);
      if (!installation || !target) return undefined;
      return {
        scope: 'installation',
        ...installation,
        organizationId,
        withInstallation: true,
        event: { type: target.kind === 'space' ? 'space_installation_setup' : 'site_installation_setup', [target.field]: target.id, status: 'active' },
      };
    }
    case 'quire.identity.integration-space-installation.deleted':
    case 'quire.identity.integration-site-installation.deleted': {
      const installation = installationOf(data);
      const target = targetOf(envelope.type, data);
      if (!installation || !target) return undefined;
      return {
        scope: 'installation',
        ...installation,
        organizationId,
        withInstallation: true,
        event: { type: target.kind === 'space' ? 'space_installation_deleted' : 'site_installation_deleted', [target.field]: target.id, previous: {} },
      };
    }
    default:
      return undefined;
  }
}

/**
 * Every GitBook event one domain event becomes, in order: one for most (translateDomainEvent);
 * for a site's recorded activity, one `site_view` or `page_feedback` per page view or feedback
 * it lists. `part` tells the events of one domain event apart (the consumer's source key), and
 * is the same whenever the domain event is handled again.
 */
export function translateDomainEvents(envelope: EventEnvelope): (Translated & { part?: number })[] {
  if (envelope.type === SITE_ACTIVITY) return siteActivityEvents(envelope);
  const translated = translateDomainEvent(envelope);
  return translated ? [translated] : [];
}

/** Most site activities one domain event may carry (insights writes at most 100 per call). */
const MAX_ACTIVITIES = 100;

function siteActivityEvents(envelope: EventEnvelope): (Translated & { part: number })[] {
  const data = (envelope.data ?? {}) as Data;
  const siteId = text(data.siteId);
  if (!siteId || !Array.isArray(data.events)) return [];
  const translated: (Translated & { part: number })[] = [];
  data.events.slice(0, MAX_ACTIVITIES).forEach((item: unknown, part) => {
    const event = siteActivityEvent(siteId, (item ?? {}) as Data);
    if (event) translated.push({ scope: 'site', siteId, organizationId: envelope.organization, event, part });
  });
  return translated;
}

/**
 * GitBook's SiteViewEvent or PageFeedbackEvent for one activity insights recorded
 * (services/insights/src/site-events/activity.ts). The visitor's cookies are never forwarded:
 * GitBook's required `cookies` is empty.
 */
function siteActivityEvent(siteId: string, activity: Data): EventBody | undefined {
  const url = text(activity.url);
  const visitorData = (activity.visitor ?? {}) as Data;
  const anonymousId = text(visitorData.anonymousId);
  if (!url || !anonymousId) return undefined;
  const visitor = {
    anonymousId,
    cookies: {},
    userAgent: typeof visitorData.userAgent === 'string' ? visitorData.userAgent : '',
    ip: typeof visitorData.ip === 'string' ? visitorData.ip : '',
    ...(text(visitorData.language) ? { language: visitorData.language } : {}),
  };
  const common = {
    siteId,
    visitor,
    url,
    referrer: typeof activity.referrer === 'string' ? activity.referrer : '',
    ...(text(activity.spaceId) ? { spaceId: activity.spaceId } : {}),
    ...(text(activity.pageId) ? { pageId: activity.pageId } : {}),
  };
  if (activity.type === 'site_view') return { type: 'site_view', ...common, ...(text(activity.siteSpaceId) ? { siteSpaceId: activity.siteSpaceId } : {}) };
  const feedback = (activity.feedback ?? {}) as Data;
  if (activity.type !== 'page_feedback' || !['bad', 'ok', 'good'].includes(feedback.rating as string)) return undefined;
  const comment = text(feedback.comment);
  return { type: 'page_feedback', ...common, feedback: { rating: feedback.rating, ...(comment ? { comment: comment.slice(0, 512) } : {}) } };
}

function installationOf(data: Data): { integrationId: string; installationId: string } | undefined {
  const integrationId = text(data.integrationId);
  const installationId = text(data.installationId);
  return integrationId && installationId ? { integrationId, installationId } : undefined;
}

function targetOf(type: string, data: Data): { kind: 'space' | 'site'; field: 'spaceId' | 'siteId'; id: string } | undefined {
  const kind = type.includes('.integration-space-installation.') ? 'space' : 'site';
  const field = kind === 'space' ? 'spaceId' : 'siteId';
  const id = text(data[field]);
  return id ? { kind, field, id } : undefined;
}
