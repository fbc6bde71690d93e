import type { Event, IntegrationEnvironment } from '@gitbook/api';
import { newId } from '@quire/shared';
import type pg from 'pg';
import { dispatchToScript, type DispatchResult, type InvocationScript, type Invoker } from '../../invocations/dispatch';
import type { WorkerSupervisor } from '../../workers/supervisor';

/** What one delivery is about: the integration version it runs, and where it is installed. */
export type DeliveryTarget = {
  integrationId: string;
  integrationVersion: number;
  organizationId?: string;
  installationId?: string;
  spaceInstallationId?: string;
  siteInstallationId?: string;
};

export type Delivery = DeliveryTarget & {
  script: InvocationScript;
  /** The Event without its `eventId`: the record's id becomes it. */
  event: Omit<Event, 'eventId'> & { eventId?: string };
  /** What the record keeps of the event when it differs from what the script gets (credentials the caller sent left out). */
  recordedEvent?: Omit<Event, 'eventId'>;
  environment: IntegrationEnvironment;
  fetchBody?: Uint8Array | string;
  timeoutMs?: number;
};

/** Longest error message kept on a record. */
const MAX_ERROR_MESSAGE = 2_000;

/**
 * Runs one GitBook event on an integration's script and records it in `runtime_events`:
 * the row is written `running` before the script is called (a crash of the runtime leaves it
 * there, never lost), then `success` or `failed` with the script's answer status, the
 * failure's reason, the trace logs the worker captured and the duration. The event's
 * `eventId` is the record's id, which getIntegrationEvent is asked with. What the script
 * receives as `environment` (tokens, secrets) is never stored.
 */
export async function recordDelivery(db: pg.Pool, supervisor: WorkerSupervisor | Invoker, delivery: Delivery): Promise<{ eventId: string; result: DispatchResult }> {
  const eventId = delivery.event.eventId ?? newId();
  const event = { ...delivery.event, eventId } as Event;
  await db.query(
    `INSERT INTO runtime_events (id, integration_id, integration_version, organization_id, installation_id, space_installation_id,
       site_installation_id, type, payload, status, attempts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'running', 1)`,
    [
      eventId,
      delivery.integrationId,
      delivery.integrationVersion,
      delivery.organizationId ?? null,
      delivery.installationId ?? null,
      delivery.spaceInstallationId ?? null,
      delivery.siteInstallationId ?? null,
      event.type,
      JSON.stringify(delivery.recordedEvent ? { ...delivery.recordedEvent, eventId } : event),
    ],
  );
  const started = performance.now();
  const result = await dispatchToScript(supervisor, delivery.script, {
    event,
    environment: delivery.environment,
    fetchBody: delivery.fetchBody,
    timeoutMs: delivery.timeoutMs,
  });
  const durationMs = Math.round(performance.now() - started);
  await db.query(
    `UPDATE runtime_events SET status = $2, response_status = $3, error_code = $4, error_message = $5, logs = $6,
       duration_ms = $7, updated_at = CURRENT_TIMESTAMP
     WHERE id = $1`,
    [
      eventId,
      result.ok ? 'success' : 'failed',
      result.ok ? result.status : (result.status ?? null),
      result.ok ? null : result.reason,
      result.ok ? null : result.message.slice(0, MAX_ERROR_MESSAGE),
      JSON.stringify(result.logs),
      durationMs,
    ],
  );
  return { eventId, result };
}
