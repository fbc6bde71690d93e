import type { IntegrationEvent, IntegrationEventTrace } from '@gitbook/api';
import type { RuntimeEventRow } from './rows';

/**
 * A delivery as GitBook's IntegrationEvent (listIntegrationEvents, getIntegrationEvent). Only
 * finished deliveries have a GitBook status; a pending or running one reads `failed` until it
 * finishes (GitBook's enum has no other value), which only getIntegrationEvent can show.
 */
export function presentIntegrationEvent(row: RuntimeEventRow): IntegrationEvent {
  return {
    id: row.id,
    integrationId: row.integration_id,
    ...(row.installation_id ? { installationId: row.installation_id } : {}),
    createdAt: row.created_at.toISOString(),
    payload: row.payload as unknown as IntegrationEvent['payload'],
    status: row.status === 'success' ? 'success' : 'failed',
  };
}

/**
 * The trace of a delivery: the lines its script printed (up to 200 per invocation, see
 * worker-process.ts), then, for a failure, the runtime's own line saying why, as an error.
 */
export function presentIntegrationEventTrace(row: RuntimeEventRow): IntegrationEventTrace {
  const logs: IntegrationEventTrace['logs'] = row.logs.map((message) => ({ message, level: 'info' }));
  if (row.status === 'failed' && row.error_message) logs.push({ message: row.error_message, level: 'error', timestamp: row.updated_at.toISOString() });
  return { logs };
}
