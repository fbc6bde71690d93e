import { startEventBatchConsumer, type Logger, type Stoppable } from '@quire/shared';
import type { UserDirectory } from '../clients/identity';
import { recordAuditEvents } from './commands/audit-recorder';

/** The durable consumer that records one service's events: `insights-audit-<service>`. */
export const auditDurable = (service: string) => `insights-audit-${service}`;

/**
 * The durable consumer that records `service`'s events (on `quire.<service>.>`: one filter,
 * which any NATS server filters), handling what arrived in batches, so that labels are looked
 * up once per batch. service.ts starts one per AUDITED_SERVICES entry.
 */
export function startAuditConsumer(
  service: string,
  options: { natsUrl: string; databaseUrl: string; logger: Logger; namespace: string | undefined; users: UserDirectory },
): Stoppable {
  return startEventBatchConsumer({
    natsUrl: options.natsUrl,
    databaseUrl: options.databaseUrl,
    logger: options.logger,
    namespace: options.namespace,
    durable: auditDurable(service),
    filterSubjects: [`quire.${service}.>`],
    handleBatch: async (envelopes, tx) => {
      await recordAuditEvents(tx, options.users, envelopes);
    },
  });
}
