import { outboxWriter } from '@quire/shared';

/** `quire.content.<resource>.<verb>` events, written in the caller's transaction (docs/conventions.md "Events"). */
export const { recordEvent, recordEvents } = outboxWriter<'collection' | 'collection-team-permission' | 'collection-user-permission' | 'space' | 'space-permission' | 'revision' | 'page' | 'file' | 'change-request' | 'change-request-review' | 'comment' | 'comment-reply' | 'source-job' | 'openapi-spec' | 'git-sync'>('content');
