import type { identityV1 } from '@quire/proto';
import { newId, startEventBatchConsumer, type EventConsumer, type EventEnvelope, type Logger } from '@quire/shared';
import type pg from 'pg';
import { CONTENT_SUBJECTS, IDENTITY_SUBJECTS, INSIGHTS_SUBJECTS, translateDomainEvents, type Translated } from '../translate/translate';

/** The channel a commit of new deliveries notifies (the delivery loop LISTENs on it). */
export const DELIVERIES_NOTIFY_CHANNEL = 'quire_runtime_events';

/** identity's ListRuntimeTargets: the installations enabled on these spaces and sites. */
export type RuntimeTargets = (request: identityV1.ListRuntimeTargetsRequest) => Promise<identityV1.ListRuntimeTargetsResponse>;

export type RuntimeEventConsumerOptions = {
  natsUrl: string;
  /** The runtime's database (processed_events, runtime_events). */
  databaseUrl: string;
  /** QUIRE_EVENT_NAMESPACE by default. */
  namespace?: string;
  logger: Logger;
  targets: RuntimeTargets;
  /** Every identity event, before its batch commits (the environment cache drops what it concerns). */
  onIdentityEvent?: (envelope: EventEnvelope) => void;
  /** Durables' base names (default `runtime-identity`, `runtime-content`, `runtime-insights`). */
  durablePrefix?: string;
  batchSize?: number;
};

/** One `runtime_events` row to insert: a GitBook event for one installation. */
type PendingDelivery = {
  id: string;
  integrationId: string;
  organizationId: string | null;
  installationId: string;
  sourceEventId: string;
  event: Record<string, unknown> & { type: string };
};

/**
 * The runtime's consumers of Quire's domain events (docs/integrations.md "Events"): three
 * durable batch consumers (identity's, content's and insights' site activity), each batch handled in one
 * transaction that records the events as processed and inserts one `pending` row of
 * `runtime_events` per (domain event, installation), fanned out with one ListRuntimeTargets
 * call per batch. NATS is acknowledged only after that transaction commits, and the unique
 * (source_event_id, installation_id) index makes a redelivery insert nothing; the commit's
 * NOTIFY wakes the delivery loops of every replica.
 */
export function startRuntimeEventConsumers(options: RuntimeEventConsumerOptions): EventConsumer {
  const { logger } = options;
  const prefix = options.durablePrefix ?? 'runtime';
  const handleBatch = async (envelopes: EventEnvelope[], tx: pg.PoolClient) => {
    const deliveries = await deliveriesOf(envelopes, options);
    if (deliveries.length === 0) return;
    const inserted = await insertPending(tx, deliveries);
    if (inserted > 0) {
      // The installations concerned (NOTIFY's payload is at most 8000 bytes: beyond, none are named).
      const installations = [...new Set(deliveries.map((delivery) => delivery.installationId))].join(',');
      await tx.query(`SELECT pg_notify('${DELIVERIES_NOTIFY_CHANNEL}', $1)`, [installations.length < 7_900 ? installations : '']);
    }
    logger.debug({ events: envelopes.length, deliveries: inserted }, 'domain events queued for delivery');
  };
  const common = { natsUrl: options.natsUrl, databaseUrl: options.databaseUrl, namespace: options.namespace, logger, handleBatch, batchSize: options.batchSize };
  const consumers = [
    startEventBatchConsumer({ ...common, durable: `${prefix}-identity`, filterSubjects: IDENTITY_SUBJECTS }),
    startEventBatchConsumer({ ...common, durable: `${prefix}-content`, filterSubjects: CONTENT_SUBJECTS }),
    startEventBatchConsumer({ ...common, durable: `${prefix}-insights`, filterSubjects: INSIGHTS_SUBJECTS }),
  ];
  return {
    async stop() {
      await Promise.all(consumers.map((consumer) => consumer.stop()));
    },
  };
}

/** The deliveries of a batch, in the batch's order: one identity call for every space and site it names. */
async function deliveriesOf(envelopes: EventEnvelope[], options: RuntimeEventConsumerOptions): Promise<PendingDelivery[]> {
  const translated: [EventEnvelope, Translated & { part?: number }][] = [];
  for (const envelope of envelopes) {
    if (envelope.type.startsWith('quire.identity.')) options.onIdentityEvent?.(envelope);
    for (const result of translateDomainEvents(envelope)) translated.push([envelope, result]);
  }
  const spaceIds = new Set<string>();
  const siteIds = new Set<string>();
  for (const [, result] of translated) {
    if (result.scope === 'space') spaceIds.add(result.spaceId);
    if (result.scope === 'site') siteIds.add(result.siteId);
  }
  const bySpace = new Map<string, identityV1.RuntimeTarget[]>();
  const bySite = new Map<string, identityV1.RuntimeTarget[]>();
  if (spaceIds.size > 0 || siteIds.size > 0) {
    const { targets } = await options.targets({ spaceIds: [...spaceIds], siteIds: [...siteIds] });
    for (const target of targets) {
      const [map, key] = target.scope?.$case === 'spaceId' ? [bySpace, target.scope.value] : target.scope?.$case === 'siteId' ? [bySite, target.scope.value] : [];
      if (!map || !key) continue;
      map.set(key, [...(map.get(key) ?? []), target]);
    }
  }
  const deliveries: PendingDelivery[] = [];
  for (const [envelope, result] of translated) {
    const delivery = (integrationId: string, installationId: string, organizationId: string | null): PendingDelivery => {
      const id = newId();
      // The events of one domain event are told apart by their part (a site's page views).
      const sourceEventId = result.part === undefined ? envelope.id : `${envelope.id}#${result.part}`;
      return { id, integrationId, installationId, organizationId, sourceEventId, event: { ...result.event, eventId: id, installationId } };
    };
    if (result.scope === 'installation') {
      deliveries.push(delivery(result.integrationId, result.installationId, result.organizationId));
      continue;
    }
    const targets = result.scope === 'space' ? bySpace.get(result.spaceId) : bySite.get(result.siteId);
    for (const target of targets ?? []) {
      // A space or site of one organization has installations of that organization only; an event
      // naming another organization (a transfer racing it) is not sent across.
      if (result.organizationId && target.organizationId !== result.organizationId) continue;
      deliveries.push(delivery(target.integrationId, target.installationId, target.organizationId));
    }
  }
  return deliveries;
}

/** Inserts the rows in order (their `seq` is the delivery order per installation); a redelivered event's rows already exist. */
async function insertPending(tx: pg.PoolClient, deliveries: PendingDelivery[]): Promise<number> {
  const result = await tx.query(
    `INSERT INTO runtime_events (id, integration_id, organization_id, installation_id, source_event_id, type, payload, status, attempts)
     SELECT id, integration_id, organization_id, installation_id, source_event_id, type, payload, 'pending', 0
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[])
       WITH ORDINALITY AS t(id, integration_id, organization_id, installation_id, source_event_id, type, payload, ord)
     ORDER BY ord
     ON CONFLICT (source_event_id, installation_id) DO NOTHING`,
    [
      deliveries.map((d) => d.id),
      deliveries.map((d) => d.integrationId),
      deliveries.map((d) => d.organizationId),
      deliveries.map((d) => d.installationId),
      deliveries.map((d) => d.sourceEventId),
      deliveries.map((d) => d.event.type),
      deliveries.map((d) => JSON.stringify(d.event)),
    ],
  );
  return result.rowCount ?? 0;
}
