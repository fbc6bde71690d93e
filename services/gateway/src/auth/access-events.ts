import { z } from 'zod';
import { startEventListener, type EventEnvelope, type EventListener, type Logger } from '@quire/shared';
import type { Authenticator, PrincipalSelector } from './authenticator';

const ZId = z.string().min(1).max(256);
const ZIds = z.array(ZId).max(100_000);

/**
 * What each of identity's events that changes a principal names (docs/events.md): a principal
 * carries the user's memberships with their roles, their teams, and for an installation token
 * its organization and scopes; a token revoked must stop working. Events that only widen access
 * are handled too (someone added sees it at once). `undefined`: the event changes no principal.
 */
export function selectorOfEvent(event: Pick<EventEnvelope, 'type' | 'organization' | 'data'>): PrincipalSelector | undefined {
  const data = (typeof event.data === 'object' && event.data !== null ? event.data : {}) as Record<string, unknown>;
  const id = (value: unknown) => ZId.safeParse(value).data;
  const ids = (value: unknown) => ZIds.safeParse(value).data ?? [];
  switch (event.type) {
    case 'quire.identity.member.added':
    case 'quire.identity.member.updated':
    case 'quire.identity.member.removed':
      return { userId: id(data.userId) };
    case 'quire.identity.team.created':
      return { userIds: ids(data.memberIds) };
    case 'quire.identity.team.updated':
      // A rename changes nobody's teams; a change of members names them.
      return { userIds: [...ids(data.addedUserIds), ...ids(data.removedUserIds)] };
    case 'quire.identity.team.deleted':
      return { teamId: id(data.teamId) };
    case 'quire.identity.token.revoked':
      return { tokenId: id(data.tokenId) };
    case 'quire.identity.integration-installation.updated':
    case 'quire.identity.integration-installation.deleted':
    // An installation principal carries the spaces its installation is enabled on.
    case 'quire.identity.integration-space-installation.created':
    case 'quire.identity.integration-space-installation.deleted':
      return { installationId: id(data.installationId) };
    case 'quire.identity.integration.published':
      // A version asking for fewer scopes narrows every installation's.
      return { integration: id(data.name) };
    default:
      return undefined;
  }
}

/**
 * Keeps the principal cache true to identity across gateway replicas and changes made
 * elsewhere than through this gateway (operators' CLI, SAML logins): identity's events drop
 * the principals they name, and a (re)connection to NATS, after which some events may have been
 * missed, drops every principal.
 */
export function startAccessEventListener(options: {
  natsUrl: string;
  namespace: string | undefined;
  authenticator: Authenticator;
  logger: Logger;
}): EventListener {
  const { authenticator, logger } = options;
  return startEventListener({
    natsUrl: options.natsUrl,
    name: 'quire-gateway',
    subject: 'quire.identity.>',
    namespace: options.namespace,
    logger,
    onEvent: (event) => {
      const selector = selectorOfEvent(event);
      if (!selector) return;
      const dropped = authenticator.evict(selector);
      logger.debug({ type: event.type, eventId: event.id, dropped }, 'cached principals dropped');
    },
    onGap: () => authenticator.evictAll(),
  });
}
