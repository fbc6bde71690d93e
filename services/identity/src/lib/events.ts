import { outboxWriter, type OutboxEventFacts, type OutboxTransaction } from '@quire/shared';

type IdentityResource =
  | 'organization'
  | 'user'
  | 'member'
  | 'team'
  | 'token'
  | 'saml-provider'
  | 'integration'
  | 'integration-installation';

const outbox = outboxWriter<IdentityResource>('identity');

/**
 * Writes `quire.identity.<resource>.<verb>` to the outbox inside the caller's transaction,
 * so the event exists exactly when the change it describes does.
 */
export function recordEvent(
  tx: OutboxTransaction,
  { resource, verb, ...facts }: OutboxEventFacts & { resource: IdentityResource; verb: string },
): Promise<void> {
  return outbox.record(tx, resource, verb, facts);
}
