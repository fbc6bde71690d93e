import { outboxWriter } from '@quire/shared';

/** Writes `quire.content.<resource>.<verb>` events in the caller's transaction. */
const outbox = outboxWriter<'collection' | 'collection-team-permission' | 'space' | 'revision' | 'page' | 'file' | 'change-request' | 'change-request-review' | 'comment' | 'comment-reply' | 'source-job' | 'openapi-spec' | 'git-sync'>('content');

export const recordEvent = outbox.record;
/** Several events of one kind in one insert. */
export const recordEvents = outbox.recordMany;
