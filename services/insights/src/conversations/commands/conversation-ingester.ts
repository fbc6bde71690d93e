import { createHash } from 'node:crypto';
import { newId } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { recordEvents } from '../../lib/events';
import type { StoredMetadata, StoredPart } from '../parts';

/** One conversation of an ingestion, validated. */
export type ConversationToIngest = {
  externalId: string;
  subject?: string;
  metadata: StoredMetadata;
  parts: StoredPart[];
};

export type IngestionResult = {
  /** The conversations stored or changed: their new revision waits for analysis. */
  changedIds: string[];
  /** Conversations stored for the first time. */
  created: number;
  /** Conversations that existed and changed (new revision, analysed again). */
  updated: number;
  /** Conversations that existed exactly so: nothing happened to them. */
  unchanged: number;
};

/** What identifies a version of a conversation: an identical re-ingestion changes nothing. */
function contentHash(conversation: ConversationToIngest): string {
  const { metadata } = conversation;
  const attributes = metadata.attributes ? Object.fromEntries(Object.entries(metadata.attributes).sort(([a], [b]) => (a < b ? -1 : 1))) : undefined;
  const canonical = JSON.stringify([conversation.subject ?? null, metadata.url ?? null, attributes ?? null, metadata.createdAt ?? null, conversation.parts]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * Stores conversations of one source in one transaction, idempotently per (organization,
 * source, conversation id): a new id is inserted, a known one updated in place (never a
 * second row) when what was sent differs, and left alone when it is the same. Each stored or
 * changed conversation takes the next ingestion seq (the order its issues are clustered in),
 * a new revision awaiting analysis (`processedAt` cleared), and a `conversation.ingested`
 * event. The caller queues their analysis after the commit. The same id twice in one batch:
 * the last wins.
 */
export async function conversationIngester(
  db: PrismaClient,
  input: { organizationId: string; source: string; conversations: ConversationToIngest[] },
): Promise<IngestionResult> {
  const byId = new Map<string, ConversationToIngest>();
  for (const conversation of input.conversations) {
    byId.delete(conversation.externalId);
    byId.set(conversation.externalId, conversation);
  }
  const conversations = [...byId.values()];
  if (conversations.length === 0) return { changedIds: [], created: 0, updated: 0, unchanged: 0 };

  return db.$transaction(async (tx) => {
    // Taken in the batch's order, so that ingestion order is clustering order.
    const seqs = await tx.$queryRawUnsafe<{ seq: bigint }[]>(
      `SELECT nextval('conversation_ingest_seq') AS seq FROM generate_series(1, $1::int) ORDER BY 1`,
      conversations.length,
    );
    const rows = conversations.map((conversation, index) => ({
      id: newId(),
      external_id: conversation.externalId,
      subject: conversation.subject ?? null,
      metadata: conversation.metadata,
      parts: conversation.parts,
      content_hash: contentHash(conversation),
      created_at: conversation.metadata.createdAt ?? null,
      ingest_seq: seqs[index].seq.toString(),
    }));
    const changed = await tx.$queryRawUnsafe<{ id: string; external_id: string; revision: number; created: boolean }[]>(
      `INSERT INTO conversations (id, organization_id, source, external_id, subject, metadata, parts, content_hash,
                                  created_at, ingested_at, ingest_seq, revision, analysis_pending, updated_at)
       SELECT r.id, $2, $3, r.external_id, r.subject, r.metadata, r.parts, r.content_hash,
              COALESCE(r.created_at, now()), now(), r.ingest_seq, 1, true, now()
         FROM jsonb_to_recordset($1::jsonb) AS r(id text, external_id text, subject text, metadata jsonb, parts jsonb,
                                                 content_hash text, created_at timestamptz, ingest_seq bigint)
       ON CONFLICT (organization_id, source, external_id) DO UPDATE SET
         subject = EXCLUDED.subject,
         metadata = EXCLUDED.metadata,
         parts = EXCLUDED.parts,
         content_hash = EXCLUDED.content_hash,
         created_at = COALESCE((EXCLUDED.metadata->>'createdAt')::timestamptz, conversations.created_at),
         ingested_at = EXCLUDED.ingested_at,
         ingest_seq = EXCLUDED.ingest_seq,
         revision = conversations.revision + 1,
         analysis_pending = true,
         processed_at = NULL,
         analysis_error = NULL,
         updated_at = now()
       WHERE conversations.content_hash <> EXCLUDED.content_hash
       RETURNING id, external_id, revision, (xmax = 0) AS created`,
      JSON.stringify(rows),
      input.organizationId,
      input.source,
    );
    await recordEvents(
      tx,
      'conversation',
      'ingested',
      changed.map((row) => ({
        aggregateId: row.id,
        organizationId: input.organizationId,
        data: { id: row.id, source: input.source, externalId: row.external_id, revision: row.revision, created: row.created },
      })),
    );
    const created = changed.filter((row) => row.created).length;
    return { changedIds: changed.map((row) => row.id), created, updated: changed.length - created, unchanged: conversations.length - changed.length };
  });
}
