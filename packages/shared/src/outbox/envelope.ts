import { z } from 'zod';

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
});

export const EVENT_STREAM = 'QUIRE';
export const EVENT_STREAM_SUBJECTS = ['quire.>'];
/** Services may `NOTIFY quire_outbox` after committing an event to have it relayed at once. */
export const OUTBOX_NOTIFY_CHANNEL = 'quire_outbox';
