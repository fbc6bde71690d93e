import { outboxWriter } from '@quire/shared';

/** `quire.identity.<resource>.<verb>` events, written in the caller's transaction (docs/conventions.md "Events"). */
export const { recordEvent, recordEvents } = outboxWriter<
  'organization' | 'user' | 'member' | 'invite' | 'team' | 'token' | 'saml-provider' | 'oidc-provider' | 'integration' | 'integration-installation' | 'sso-login'
>('identity');
