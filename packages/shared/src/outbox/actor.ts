import { z } from 'zod';
import type { Principal } from '../principal';

/**
 * Who made the change an event describes: the principal of the rpc that wrote it, recorded by
 * the outbox writer (`outboxEvent`) with every event and published as the envelope's `actor`.
 * Absent when nobody asked for the change (an event handler, a job): the system made it.
 *
 * - `user`: a user's API token (`id` is the user id);
 * - `installation`: an integration installation's token (`id` is the installation id,
 *   `integration` the integration's name).
 *
 * `organizationIds` is set only on events that belong to no organization (API tokens, users):
 * the organizations the principal was a member of when the change was made (at most
 * MAX_ACTOR_ORGANIZATIONS), so that such a change can be shown in their audit logs.
 */
export type EventActor = {
  type: 'user' | 'installation';
  id: string;
  integration?: string;
  organizationIds?: string[];
};

/** More than any real member has; bounds what one event can carry. */
export const MAX_ACTOR_ORGANIZATIONS = 100;

export const ZEventActor = z.object({
  type: z.enum(['user', 'installation']),
  id: z.string().min(1).max(256),
  integration: z.string().min(1).max(256).optional(),
  organizationIds: z.array(z.string().min(1).max(256)).max(MAX_ACTOR_ORGANIZATIONS).optional(),
});

/**
 * The actor of the changes a principal makes; undefined for a published site's token, which
 * only reads.
 */
export function actorOfPrincipal(principal: Principal): EventActor | undefined {
  if (principal.kind === 'site-reader') return undefined;
  if (principal.kind === 'installation' && principal.installation) {
    const { installationId, integration, organizationId } = principal.installation;
    return { type: 'installation', id: installationId, integration, organizationIds: [organizationId] };
  }
  return {
    type: 'user',
    id: principal.userId,
    organizationIds: principal.memberships.slice(0, MAX_ACTOR_ORGANIZATIONS).map((membership) => membership.organizationId),
  };
}
