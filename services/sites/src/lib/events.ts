import { outboxWriter } from '@quire/shared';

/** `quire.sites.<resource>.<verb>` events, written in the caller's transaction (docs/conventions.md "Events"). */
export const { recordEvent, recordEvents } = outboxWriter<'site' | 'site-section' | 'site-space' | 'site-share-link' | 'site-section-group' | 'site-redirect'>('sites');
