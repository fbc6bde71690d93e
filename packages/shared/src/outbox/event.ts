import { newId } from '../ids';
import { activeActor, activeTraceparent } from '../observability/tracing';
import type { EventActor } from './actor';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

const SUBJECT_TOKEN = /^[a-z][a-z0-9-]*$/;

export type OutboxEventInput = {
  /** Publishing service, e.g. 'content'. */
  service: string;
  /** Resource, e.g. 'space' or 'change-request'. */
  resource: string;
  /** What happened, in the past tense: 'created', 'updated', 'deleted', 'merged'. */
  verb: string;
  /** Id of the resource the event is about (the envelope's `subject`). */
  aggregateId: string;
  organizationId: string | null | undefined;
  data: JsonObject;
};

export type OutboxEventRow = {
  id: string;
  type: string;
  subject: string;
  aggregateId: string;
  organizationId: string | null;
  data: JsonObject;
  /**
   * The W3C `traceparent` of the request, rpc or event handling that wrote the event (null
   * outside one): the relay sends it on in the message's headers, so the trace continues in
   * the consumers.
   */
  traceParent: string | null;
  /**
   * Who made the change: the principal of the rpc that wrote the event (outbox/actor.ts).
   * Left out (the column's NULL) when the system made it.
   */
  actor?: EventActor;
};

/** `quire.<service>.<resource>.<verb>`: the event type and its NATS subject. */
export function eventType(service: string, resource: string, verb: string): string {
  for (const [name, token] of Object.entries({ service, resource, verb })) {
    if (!SUBJECT_TOKEN.test(token)) throw new Error(`outbox event ${name} "${token}" must match ${SUBJECT_TOKEN}`);
  }
  return `quire.${service}.${resource}.${verb}`;
}

/**
 * The row for the `outbox` table (Prisma model `OutboxEvent`), written in the same transaction
 * as the change it describes: `tx.outboxEvent.create({ data: outboxEvent({ ... }) })`.
 */
export function outboxEvent(input: OutboxEventInput): OutboxEventRow {
  const type = eventType(input.service, input.resource, input.verb);
  return {
    id: newId(),
    type,
    subject: type,
    aggregateId: input.aggregateId,
    organizationId: input.organizationId ?? null,
    data: input.data,
    traceParent: activeTraceparent() ?? null,
    ...actorFields(input.organizationId ?? null),
  };
}

/**
 * The acting principal of the work running now, taken here, where every event is written,
 * rather than by each command. The organizations it belongs to are kept only for an event of
 * no organization (whose audit logs are theirs).
 */
function actorFields(organizationId: string | null): { actor?: EventActor } {
  const actor = activeActor();
  if (!actor) return {};
  if (organizationId === null) return { actor };
  const { organizationIds: _organizationIds, ...withoutOrganizations } = actor;
  return { actor: withoutOrganizations };
}

/** The part of a Prisma transaction client an outbox writer needs (model `OutboxEvent`). */
export type OutboxTransaction = {
  outboxEvent: {
    create(args: { data: OutboxEventRow }): PromiseLike<unknown>;
    createMany(args: { data: OutboxEventRow[] }): PromiseLike<unknown>;
  };
};

/** What one event says, besides its service, resource and verb. */
export type OutboxEventFacts = { aggregateId: string; organizationId: string | null; data: JsonObject };

/**
 * A service's outbox writer, the one way every service writes its events: `recordEvent(tx,
 * resource, verb, facts)` writes `quire.<service>.<resource>.<verb>`, and `recordEvents` several
 * events of one kind in one insert, always in the caller's transaction, so that an event exists
 * exactly when the change it describes does. A service's `lib/events.ts` names its resources:
 *
 *   export const { recordEvent, recordEvents } = outboxWriter<'space' | 'page'>('content');
 */
export function outboxWriter<Resource extends string>(service: string) {
  return {
    async recordEvent(tx: OutboxTransaction, resource: Resource, verb: string, facts: OutboxEventFacts): Promise<void> {
      await tx.outboxEvent.create({ data: outboxEvent({ service, resource, verb, ...facts }) });
    },
    async recordEvents(tx: OutboxTransaction, resource: Resource, verb: string, events: OutboxEventFacts[]): Promise<void> {
      if (events.length === 0) return;
      await tx.outboxEvent.createMany({ data: events.map((facts) => outboxEvent({ service, resource, verb, ...facts })) });
    },
  };
}
