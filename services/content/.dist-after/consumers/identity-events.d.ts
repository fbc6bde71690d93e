import { type EventConsumer, type EventEnvelope, type Logger } from '@quire/shared';
import type pg from 'pg';
/** The durable consumer of the running service; tests and side stacks pass their own. */
export declare const IDENTITY_EVENTS_DURABLE = "content-identity-events";
export declare const TEAM_DELETED = "quire.identity.team.deleted";
export declare const INVITE_USED = "quire.identity.invite.used";
/**
 * Keeps content's copies of identity facts true, and gives what identity promised. A deleted
 * team leaves rows behind here (its collection and space permissions); someone who joined with a
 * space or collection invite link is given its grant. Member and team-membership changes need
 * nothing, because content reads a caller's role and teams from the principal identity builds
 * on each request.
 */
export declare function startIdentityEventsConsumer({ databaseUrl, natsUrl, logger, durable, }: {
    databaseUrl: string;
    natsUrl: string;
    logger: Logger;
    durable?: string;
}): EventConsumer;
/** Runs in the consumer's transaction, which also records the event as processed. */
export declare function handleIdentityEvent(envelope: EventEnvelope, tx: pg.PoolClient, logger: Logger): Promise<void>;
