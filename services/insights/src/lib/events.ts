import { outboxWriter } from '@quire/shared';

/** `quire.insights.<resource>.<verb>` events, written in the caller's transaction (docs/conventions.md "Events"). */
export const { recordEvent, recordEvents } = outboxWriter<'conversation' | 'issue' | 'cluster' | 'site-activity'>('insights');
