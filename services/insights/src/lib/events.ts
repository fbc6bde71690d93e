import { outboxWriter } from '@quire/shared';

/** Writes `quire.insights.<resource>.<verb>` events in the caller's transaction. */
const outbox = outboxWriter<'conversation' | 'issue' | 'cluster'>('insights');

export const recordEvent = outbox.record;
/** Several events of one kind in one insert. */
export const recordEvents = outbox.recordMany;
