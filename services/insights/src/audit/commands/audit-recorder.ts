import { randomUUID } from 'node:crypto';
import { parseTraceparent, type EventEnvelope } from '@quire/shared';
import type pg from 'pg';
import type { UserDirectory } from '../../clients/identity';
import { auditActionOf, fallbackAction, UNAUDITED_TYPES, type AllowedField, type AuditActionSpec } from '../actions';

/** The system's actor: changes nobody asked for over the API (event handlers, jobs). */
export const SYSTEM_ACTOR = { type: 'system', id: 'system', label: 'Quire' } as const;

/** Bounds of what a payload keeps of an allowlisted value. */
const MAX_STRING = 1000;
const MAX_ITEMS = 100;
const MAX_DEPTH = 4;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type AuditRow = {
  id: string;
  event_id: string;
  organization_id: string;
  occurred_at: string;
  action: string;
  actor_type: string;
  actor_id: string;
  actor_label: string | null;
  source: string;
  target_type: string;
  target_id: string;
  target_label: string | null;
  schema_version: number;
  payload: { [key: string]: Json };
  correlation_id: string | null;
  caused_by_event_id: string | null;
};

/** A value as the payload keeps it: long strings cut, long arrays cut, deep objects dropped. */
function bounded(value: unknown, depth = 0): Json | undefined {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.length > MAX_STRING ? value.slice(0, MAX_STRING) : value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ITEMS).flatMap((item) => {
      const kept = bounded(item, depth + 1);
      return kept === undefined ? [] : [kept];
    });
  }
  if (typeof value === 'object') {
    const copy: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value as object).slice(0, MAX_ITEMS)) {
      const kept = bounded(item, depth + 1);
      if (kept !== undefined) copy[key] = kept;
    }
    return copy;
  }
  return undefined;
}

/** The fields of `data` the allowlist names, and nothing else. */
export function allowlistedPayload(data: Record<string, unknown>, allowed: readonly AllowedField[]): { [key: string]: Json } {
  const payload: { [key: string]: Json } = {};
  for (const field of allowed) {
    if (typeof field === 'string') {
      if (!(field in data)) continue;
      const kept = bounded(data[field]);
      if (kept !== undefined) payload[field] = kept;
      continue;
    }
    for (const [name, keys] of Object.entries(field)) {
      const nested = data[name];
      if (nested === null || typeof nested !== 'object' || Array.isArray(nested)) continue;
      payload[name] = allowlistedPayload(nested as Record<string, unknown>, keys);
    }
  }
  return payload;
}

function stringAt(data: Record<string, unknown>, path: string): string | undefined {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' && value !== '' ? value.slice(0, MAX_STRING) : undefined;
}

type Actor = { type: string; id: string; label?: string; source: string };

/**
 * Who made the change: the principal the outbox writer recorded (a user's token is `api`, an
 * installation's `integration`); a sign-in through SSO, which no token makes, is the user
 * signing in (`ui`); anything else is the system, whose own work the contract's sources call
 * `workflow`.
 */
function actorOf(envelope: EventEnvelope, data: Record<string, unknown>): Actor {
  const actor = envelope.actor;
  if (actor?.type === 'installation') return { type: 'installation', id: actor.id, label: actor.integration, source: 'integration' };
  if (actor?.type === 'user') return { type: 'user', id: actor.id, source: 'api' };
  if (data.sso === true && typeof data.userId === 'string') return { type: 'user', id: data.userId, source: 'ui' };
  return { ...SYSTEM_ACTOR, source: 'workflow' };
}

/**
 * The organizations whose audit logs show an event: its own; for an API token's (no
 * organization), those its actor was a member of when it acted, and the organization the
 * token is bound to. Other events of no organization (a user account) are shown nowhere.
 */
function organizationsOf(envelope: EventEnvelope, spec: AuditActionSpec, data: Record<string, unknown>): string[] {
  if (envelope.organization) return [envelope.organization];
  if (!spec.inActorOrganizations) return [];
  const organizations = new Set(envelope.actor?.organizationIds ?? []);
  // A token bound to one organization (an SSO session's) is that organization's.
  if (typeof data.boundOrganizationId === 'string') organizations.add(data.boundOrganizationId);
  return [...organizations];
}

type Pending = { envelope: EventEnvelope; spec: AuditActionSpec; data: Record<string, unknown>; actor: Actor; organizationId: string; targetId: string; targetLabel?: string; causationId?: string };

/**
 * Records a batch of events in the audit log, in the consumer's transaction (which also
 * records the event ids, so a redelivered event is not recorded twice; the unique
 * (event_id, organization_id) makes sure of it). Labels are captured now: from the event's
 * data when it carries them; users' from identity, in one call for the whole batch; other
 * targets' from the last label recorded for them, in one query for the whole batch.
 */
export async function recordAuditEvents(tx: pg.PoolClient, users: UserDirectory, envelopes: EventEnvelope[]): Promise<number> {
  const pending: Pending[] = [];
  for (const envelope of envelopes) {
    if (UNAUDITED_TYPES.has(envelope.type)) continue;
    const spec = auditActionOf(envelope.type) ?? fallbackAction(envelope.type);
    const data = envelope.data !== null && typeof envelope.data === 'object' && !Array.isArray(envelope.data) ? (envelope.data as Record<string, unknown>) : {};
    const actor = actorOf(envelope, data);
    const targetId = (spec.targetIdField && stringAt(data, spec.targetIdField)) || envelope.subject;
    const targetLabel = spec.targetLabelFields?.map((path) => stringAt(data, path)).find((label) => label !== undefined);
    const causationId = stringAt(data, 'causationId');
    for (const organizationId of organizationsOf(envelope, spec, data)) {
      pending.push({ envelope, spec, data, actor, organizationId, targetId, targetLabel, causationId });
    }
  }
  if (pending.length === 0) return 0;

  const userIds = new Set<string>();
  for (const item of pending) {
    if (item.actor.type === 'user') userIds.add(item.actor.id);
    if (item.spec.targetIsUser) userIds.add(item.targetId);
  }
  const [userLabels, knownLabels, causes] = await Promise.all([
    userIds.size > 0 ? users.labels([...userIds]) : Promise.resolve(new Map<string, string>()),
    lastTargetLabels(tx, pending.filter((item) => !item.targetLabel && !item.spec.targetIsUser)),
    causingEvents(tx, pending.flatMap((item) => (item.causationId ? [item.causationId] : []))),
  ]);

  const rows: AuditRow[] = [];
  for (const item of pending) {
    const labelKey = `${item.organizationId}/${item.targetId}`;
    const targetLabel = item.spec.targetIsUser ? userLabels.get(item.targetId) : (item.targetLabel ?? knownLabels.get(labelKey));
    // A later event of the batch about the same target gets the label this one gave it.
    if (item.targetLabel) knownLabels.set(labelKey, item.targetLabel);
    const actorLabel = item.actor.type === 'user' ? userLabels.get(item.actor.id) : item.actor.label;
    rows.push({
      id: randomUUID(),
      event_id: item.envelope.id,
      organization_id: item.organizationId,
      // Relays write ISO times; anything else would stop the batch, so it is dated when recorded.
      occurred_at: Number.isNaN(Date.parse(item.envelope.time)) ? new Date().toISOString() : new Date(item.envelope.time).toISOString(),
      action: item.spec.action,
      actor_type: item.actor.type,
      actor_id: item.actor.id,
      actor_label: actorLabel ?? null,
      source: item.actor.source,
      target_type: item.spec.targetType,
      target_id: item.targetId,
      target_label: targetLabel ?? null,
      schema_version: item.spec.schemaVersion ?? 1,
      payload: allowlistedPayload(item.data, item.spec.payload),
      correlation_id: parseTraceparent(item.envelope.traceparent)?.traceId ?? null,
      caused_by_event_id: (item.causationId && causes.get(`${item.organizationId}/${item.causationId}`)) || null,
    });
  }
  const inserted = await tx.query(
    `INSERT INTO audit_events (id, event_id, organization_id, occurred_at, action, actor_type, actor_id, actor_label, source,
                               target_type, target_id, target_label, schema_version, payload, correlation_id, caused_by_event_id)
     SELECT id, event_id, organization_id, occurred_at, action, actor_type, actor_id, actor_label, source,
            target_type, target_id, target_label, schema_version, payload, correlation_id, caused_by_event_id
       FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, event_id text, organization_id text, occurred_at timestamptz, action text,
            actor_type text, actor_id text, actor_label text, source text, target_type text, target_id text, target_label text,
            schema_version int, payload jsonb, correlation_id text, caused_by_event_id uuid)
     ON CONFLICT (event_id, organization_id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
  return inserted.rowCount ?? 0;
}

/** The last label recorded for each (organization, target), one query (index on organization_id, target_id, occurred_at). */
async function lastTargetLabels(tx: pg.PoolClient, items: Pending[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  if (items.length === 0) return labels;
  const keys = [...new Map(items.map((item) => [`${item.organizationId}/${item.targetId}`, item])).values()];
  const { rows } = await tx.query<{ organization_id: string; target_id: string; target_label: string }>(
    `SELECT wanted.organization_id, wanted.target_id, last.target_label
       FROM unnest($1::text[], $2::text[]) AS wanted(organization_id, target_id)
       CROSS JOIN LATERAL (
         SELECT a.target_label FROM audit_events a
          WHERE a.organization_id = wanted.organization_id AND a.target_id = wanted.target_id AND a.target_label IS NOT NULL
          ORDER BY a.occurred_at DESC, a.id DESC LIMIT 1) last`,
    [keys.map((item) => item.organizationId), keys.map((item) => item.targetId)],
  );
  for (const row of rows) labels.set(`${row.organization_id}/${row.target_id}`, row.target_label);
  return labels;
}

/** The audit events recorded from the given outbox event ids, by organization and event id. */
async function causingEvents(tx: pg.PoolClient, eventIds: string[]): Promise<Map<string, string>> {
  const causes = new Map<string, string>();
  if (eventIds.length === 0) return causes;
  const { rows } = await tx.query<{ id: string; event_id: string; organization_id: string }>(
    'SELECT id, event_id, organization_id FROM audit_events WHERE event_id = ANY($1::text[])',
    [[...new Set(eventIds)]],
  );
  for (const row of rows) causes.set(`${row.organization_id}/${row.event_id}`, row.id);
  return causes;
}
