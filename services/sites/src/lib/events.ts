import { outboxWriter } from '@quire/shared';

/** Writes `quire.sites.<resource>.<verb>` events in the caller's transaction. */
const outbox = outboxWriter<'site' | 'site-section' | 'site-space' | 'site-share-link'>('sites');

export const recordEvent = outbox.record;
/** Several events of one kind in one insert. */
export const recordEvents = outbox.recordMany;
