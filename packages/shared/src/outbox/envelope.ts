import { z } from 'zod';
import { ZEventActor, type EventActor } from './actor';

/** CloudEvents-style envelope: the payload of every message on the QUIRE stream. */
export type EventEnvelope<T = unknown> = {
  specversion: '1.0';
  /** The outbox row id, also the message's Nats-Msg-Id. */
  id: string;
  /** `quire.<service>.<resource>.<verb>`, also the NATS subject. */
  type: string;
  /** `quire/<service>`. */
  source: string;
  /** When the change was committed (outbox row creation), ISO 8601. */
  time: string;
  /** Id of the resource the event is about. */
  subject: string;
  organization: string | null;
  data: T;
  /**
   * CloudEvents' distributed tracing extension: the W3C `traceparent` of the work that wrote
   * the event (also the message's `traceparent` header). Absent when it was written outside
   * a request, rpc or event.
   */
  traceparent?: string;
  /** Who made the change (outbox/actor.ts); absent when the system did. */
  actor?: EventActor;
};

export const ZEventEnvelope = z.object({
  specversion: z.literal('1.0'),
  id: z.string().min(1),
  type: z.string().min(1),
  source: z.string().min(1),
  time: z.string(),
  subject: z.string(),
  organization: z.string().nullable(),
  data: z.unknown(),
  traceparent: z.string().max(512).optional(),
  actor: ZEventActor.optional(),
});

export const EVENT_STREAM = 'QUIRE';
export const EVENT_STREAM_SUBJECTS = ['quire.>'];

/**
 * QUIRE_EVENT_NAMESPACE: unset in a deployment, where one Quire owns the NATS server's QUIRE
 * stream. Stacks that share a NATS server with others (the e2e harness, `npm run bench`, soak,
 * fuzz, chaos) each set their own, so that their events reach only their own consumers: a
 * consumer of one stack never queues behind, nor acts on, another stack's events.
 */
export const ZEventNamespace = z
  .string()
  .regex(/^[a-z0-9_-]{1,64}$/, { error: 'must be 1 to 64 characters among a-z, 0-9, _ and -' })
  .optional();

/** The namespace of this process's events (QUIRE_EVENT_NAMESPACE), or undefined. Throws on a malformed value. */
export function eventNamespaceFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.QUIRE_EVENT_NAMESPACE || undefined;
  const parsed = ZEventNamespace.safeParse(value);
  if (!parsed.success) throw new Error(`QUIRE_EVENT_NAMESPACE ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  return parsed.data;
}

/**
 * The NATS subject of an event type or a filter (`quire.<service>.…`) in `namespace`: itself
 * without one, `quire.ns-<namespace>.<service>.…` with one. Still under the stream's `quire.>`,
 * and never matched by a filter of another namespace or of none (no service is named `ns-…`).
 * Envelopes keep their type without the namespace: only the routing changes.
 */
export function namespacedSubject(subject: string, namespace: string | undefined): string {
  if (!namespace) return subject;
  if (!subject.startsWith('quire.')) throw new Error(`not an event subject: ${subject}`);
  return `quire.ns-${namespace}.${subject.slice('quire.'.length)}`;
}

/** A durable consumer's name in `namespace`: durables are per stream, so stacks need their own. */
export const namespacedDurable = (durable: string, namespace: string | undefined): string => (namespace ? `${durable}-ns-${namespace}` : durable);
/** Each service's `outbox` table NOTIFYs this channel from a trigger, delivered when the writing transaction commits. */
export const OUTBOX_NOTIFY_CHANNEL = 'quire_outbox';
