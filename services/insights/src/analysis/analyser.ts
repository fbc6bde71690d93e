import { newId } from '@quire/shared';
import type { InsightsContext } from '../context';
import type { StoredMetadata, StoredPart } from '../conversations/parts';
import type { TransactionClient } from '../db';
import type { DocsPage } from '../docs-pages/locator';
import { recordEvents } from '../lib/events';
import { labelClusters } from '../clustering/labeller';
import { ClusteringChanges, clusterWaitingIssues, vectorOf } from '../clustering/pass';
import { loadClusteringModel, lockClusteringState } from '../clustering/state';
import { extractIssues, type ExtractedIssue } from './extract';

/** Conversations waiting for analysis, as the analysis reads them (outside any transaction). */
type PendingConversation = {
  id: string;
  organization_id: string;
  revision: number;
  subject: string | null;
  metadata: StoredMetadata;
  parts: StoredPart[];
  ingested_at: Date;
  created_at: Date;
  ingest_seq: bigint;
};

type Analysed = { conversation: PendingConversation; issues: ExtractedIssue[]; docsPage?: DocsPage };

type StoredIssue = {
  id: string;
  conversation_id: string;
  key: string;
  cluster_id: string | null;
  ingest_seq: bigint;
  terms: Record<string, number>;
  words: Record<string, string>;
};

export type AnalysisOptions = {
  /**
   * Last attempt: a docs lookup that fails no longer fails the analysis; the issues are
   * stored without their docs page rather than not at all.
   */
  finalAttempt?: boolean;
};

/** Why the analysis of some conversations failed (their organization's transaction rolled back). */
export type AnalysisFailures = Map<string, Error>;

/**
 * Analyses conversations (ids from the work queue or the sweeper): extracts each one's
 * issues, links them to the docs page of its `metadata.url`, stores them in place of the
 * previous revision's, marks the conversation processed, and clusters every issue of the
 * organization that is ready for it, in one transaction per organization. Conversations
 * already analysed at their current revision (a redelivery) or unknown (another database's
 * event) are skipped. A failing organization is retried conversation by conversation, so
 * that one bad conversation does not hold the others back. Returns the failures.
 */
export async function analyseConversations(ctx: InsightsContext, ids: string[], options: AnalysisOptions = {}): Promise<AnalysisFailures> {
  const failures: AnalysisFailures = new Map();
  if (ids.length === 0) return failures;
  const pending = await ctx.db.$queryRawUnsafe<PendingConversation[]>(
    `SELECT id, organization_id, revision, subject, metadata, parts, ingested_at, created_at, ingest_seq
       FROM conversations WHERE id = ANY($1::text[]) AND analysis_pending ORDER BY ingest_seq`,
    [...new Set(ids)],
  );
  const byOrganization = new Map<string, PendingConversation[]>();
  for (const conversation of pending) {
    const list = byOrganization.get(conversation.organization_id);
    if (list) list.push(conversation);
    else byOrganization.set(conversation.organization_id, [conversation]);
  }
  for (const [organizationId, conversations] of byOrganization) {
    try {
      await analyseInOrganization(ctx, organizationId, conversations, options);
    } catch (error) {
      if (conversations.length === 1) {
        failures.set(conversations[0].id, error as Error);
        continue;
      }
      ctx.logger.warn({ err: error, organizationId, conversations: conversations.length }, 'analysis batch failed; retrying its conversations one by one');
      for (const conversation of conversations) {
        try {
          await analyseInOrganization(ctx, organizationId, [conversation], options);
        } catch (single) {
          failures.set(conversation.id, single as Error);
        }
      }
    }
  }
  return failures;
}

async function analyseInOrganization(ctx: InsightsContext, organizationId: string, conversations: PendingConversation[], options: AnalysisOptions): Promise<void> {
  const analysed: Analysed[] = conversations.map((conversation) => ({
    conversation,
    issues: extractIssues(
      conversation.parts.map((part) => ({ role: part.role, body: part.body })),
      conversation.subject ?? undefined,
    ),
  }));
  const urls = analysed.flatMap(({ conversation, issues }) => (issues.length > 0 && conversation.metadata.url ? [conversation.metadata.url] : []));
  let docsPages = new Map<string, DocsPage>();
  if (urls.length > 0) {
    try {
      docsPages = await ctx.docsPages.locate(organizationId, urls);
    } catch (error) {
      if (!options.finalAttempt) throw error;
      ctx.logger.warn({ err: error, organizationId }, 'docs pages could not be looked up; issues are stored without them');
    }
  }
  for (const entry of analysed) entry.docsPage = entry.conversation.metadata.url ? docsPages.get(entry.conversation.metadata.url) : undefined;

  await inClusteringTransaction(ctx, organizationId, async (tx, changes) => {
    // Re-read under lock: a conversation ingested again meanwhile has a new revision, whose
    // own message will analyse it.
    const current = await tx.$queryRawUnsafe<{ id: string; revision: number }[]>(
      `SELECT id, revision FROM conversations WHERE id = ANY($1::text[]) AND analysis_pending FOR UPDATE`,
      analysed.map(({ conversation }) => conversation.id),
    );
    const revisionOf = new Map(current.map((row) => [row.id, row.revision]));
    const ready = analysed.filter(({ conversation }) => revisionOf.get(conversation.id) === conversation.revision);
    if (ready.length > 0) await storeIssues(tx, organizationId, ready, changes);
  });
}

/**
 * Runs `work` in a transaction holding the organization's clustering lock, with its model
 * (kept in memory or loaded), then clusters the issues ready for it and writes all changes;
 * after the commit the model is kept for the next pass and the changed clusters are labelled.
 */
async function inClusteringTransaction(
  ctx: InsightsContext,
  organizationId: string,
  work: (tx: TransactionClient, changes: ClusteringChanges) => Promise<void>,
): Promise<void> {
  const committed = await ctx.db.$transaction(
    async (tx) => {
      const state = await lockClusteringState(tx, organizationId);
      const model = ctx.clusteringStates.take(organizationId, state.version) ?? (await loadClusteringModel(tx, organizationId, state.documents));
      const changes = new ClusteringChanges(organizationId, model);
      await work(tx, changes);
      await clusterWaitingIssues(tx, changes);
      await changes.write(tx);
      const [{ version }] = await tx.$queryRawUnsafe<{ version: number }[]>(
        `UPDATE clustering_states SET documents = $2, version = version + 1 WHERE organization_id = $1 RETURNING version`,
        organizationId,
        changes.model.documents,
      );
      return { version, changes };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  ctx.clusteringStates.put(organizationId, committed.version, committed.changes.model);
  try {
    await labelClusters(ctx, organizationId, committed.changes.changedClusters, committed.changes.model);
  } catch (error) {
    // The clusters stay `pending`; the sweeper labels them later.
    ctx.logger.warn({ err: error, organizationId }, 'labelling clusters failed');
  }
}

/** Whether two JSON objects have the same entries (jsonb does not keep key order). */
function sameEntries(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && a[key] === b[key]);
}

/**
 * Replaces the issues of analysed conversations: an issue found again (same key) keeps its
 * id and cluster, with its title, summary, kind and docs page refreshed; one whose question
 * changed leaves its cluster and waits to be clustered again; one no longer found is deleted
 * (`issue.deleted`); a new one is inserted unclustered (`issue.created`). The conversations
 * are marked processed.
 */
async function storeIssues(tx: TransactionClient, organizationId: string, analysed: Analysed[], changes: ClusteringChanges): Promise<void> {
  const ids = analysed.map(({ conversation }) => conversation.id);
  const existing = await tx.$queryRawUnsafe<StoredIssue[]>(
    `SELECT id, conversation_id, key, cluster_id, ingest_seq, terms, words FROM conversation_issues WHERE conversation_id = ANY($1::text[])`,
    ids,
  );
  const existingByKey = new Map(existing.map((issue) => [`${issue.conversation_id}\u0000${issue.key}`, issue]));
  const rows: Record<string, unknown>[] = [];
  const created: { id: string; conversationId: string; kind: string }[] = [];
  const kept = new Set<string>();
  const requeued: string[] = [];
  for (const { conversation, issues, docsPage } of analysed) {
    for (const issue of issues) {
      const terms = Object.fromEntries([...issue.terms.counts].sort(([a], [b]) => (a < b ? -1 : 1)));
      const words = Object.fromEntries([...issue.terms.words].sort(([a], [b]) => (a < b ? -1 : 1)));
      const known = existingByKey.get(`${conversation.id}\u0000${issue.key}`);
      const sameQuestion = known && sameEntries(known.terms, terms) && sameEntries(known.words, words);
      if (known) kept.add(known.id);
      if (known && !sameQuestion && known.cluster_id) {
        changes.remove(known.cluster_id, vectorOf(known));
        requeued.push(known.id);
      }
      const id = known?.id ?? newId();
      if (!known) created.push({ id, conversationId: conversation.id, kind: issue.kind });
      rows.push({
        id,
        conversation_id: conversation.id,
        key: issue.key,
        kind: issue.kind,
        title: issue.title,
        summary: issue.summary,
        terms,
        words,
        created_at: conversation.created_at,
        ingested_at: conversation.ingested_at,
        // A question unchanged keeps its place in the clustering order; a new or changed one
        // is clustered in the order of this ingestion.
        ingest_seq: (known && sameQuestion ? known.ingest_seq : conversation.ingest_seq).toString(),
        ordinal: issue.ordinal,
        docs_url: docsPage?.url ?? null,
        docs_site_id: docsPage?.siteId ?? null,
        docs_site_section_id: docsPage?.siteSectionId ?? null,
        docs_site_space_id: docsPage?.siteSpaceId ?? null,
        docs_space_id: docsPage?.spaceId ?? null,
        docs_path: docsPage?.path ?? null,
        docs_page_id: docsPage?.pageId ?? null,
      });
    }
  }

  const deleted = existing.filter((issue) => !kept.has(issue.id));
  for (const issue of deleted) if (issue.cluster_id) changes.remove(issue.cluster_id, vectorOf(issue));
  if (deleted.length > 0) {
    await tx.$executeRawUnsafe(`DELETE FROM conversation_issues WHERE id = ANY($1::text[])`, deleted.map((issue) => issue.id));
  }
  if (requeued.length > 0) {
    await tx.$executeRawUnsafe(`UPDATE conversation_issues SET cluster_id = NULL, similarity = NULL WHERE id = ANY($1::text[])`, requeued);
  }
  if (rows.length > 0) {
    await tx.$executeRawUnsafe(
      `INSERT INTO conversation_issues (id, organization_id, conversation_id, key, kind, title, summary, terms, words, created_at,
                                        ingested_at, ingest_seq, ordinal, docs_url, docs_site_id, docs_site_section_id,
                                        docs_site_space_id, docs_space_id, docs_path, docs_page_id)
       SELECT r.id, $2, r.conversation_id, r.key, r.kind::issue_kind, r.title, r.summary, r.terms, r.words, r.created_at,
              r.ingested_at, r.ingest_seq, r.ordinal, r.docs_url, r.docs_site_id, r.docs_site_section_id,
              r.docs_site_space_id, r.docs_space_id, r.docs_path, r.docs_page_id
         FROM jsonb_to_recordset($1::jsonb) AS r(id text, conversation_id text, key text, kind text, title text, summary text,
              terms jsonb, words jsonb, created_at timestamptz, ingested_at timestamptz, ingest_seq bigint, ordinal int,
              docs_url text, docs_site_id text, docs_site_section_id text, docs_site_space_id text, docs_space_id text,
              docs_path text, docs_page_id text)
       ON CONFLICT (id) DO UPDATE SET
         kind = EXCLUDED.kind, title = EXCLUDED.title, summary = EXCLUDED.summary, terms = EXCLUDED.terms, words = EXCLUDED.words,
         created_at = EXCLUDED.created_at, ingested_at = EXCLUDED.ingested_at,
         ingest_seq = EXCLUDED.ingest_seq,
         ordinal = EXCLUDED.ordinal, docs_url = EXCLUDED.docs_url, docs_site_id = EXCLUDED.docs_site_id,
         docs_site_section_id = EXCLUDED.docs_site_section_id, docs_site_space_id = EXCLUDED.docs_site_space_id,
         docs_space_id = EXCLUDED.docs_space_id, docs_path = EXCLUDED.docs_path, docs_page_id = EXCLUDED.docs_page_id`,
      JSON.stringify(rows),
      organizationId,
    );
  }
  await tx.$executeRawUnsafe(
    `UPDATE conversations SET analysed_revision = revision, analysis_pending = false, processed_at = now(), analysis_error = NULL
      WHERE id = ANY($1::text[])`,
    ids,
  );
  await recordEvents(
    tx,
    'issue',
    'created',
    created.map((issue) => ({ aggregateId: issue.id, organizationId, data: { id: issue.id, conversationId: issue.conversationId, kind: issue.kind } })),
  );
  await recordEvents(
    tx,
    'issue',
    'deleted',
    deleted.map((issue) => ({ aggregateId: issue.id, organizationId, data: { id: issue.id, conversationId: issue.conversation_id, clusterId: issue.cluster_id } })),
  );
}

/**
 * The analysis of these conversations failed on every delivery: they stop waiting (so that
 * the organization's later conversations are clustered), keep the issues of their previous
 * revision and `processedAt` stays unset; the reason is kept for operators.
 */
export async function giveUpAnalysis(ctx: InsightsContext, failures: AnalysisFailures): Promise<void> {
  if (failures.size === 0) return;
  const rows = await ctx.db.$queryRawUnsafe<{ organization_id: string }[]>(
    `UPDATE conversations c SET analysis_pending = false, analysis_error = r.reason
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, reason text)
      WHERE c.id = r.id AND c.analysis_pending
      RETURNING c.organization_id`,
    JSON.stringify([...failures].map(([id, error]) => ({ id, reason: String(error?.message ?? error).slice(0, 1000) }))),
  );
  for (const organizationId of new Set(rows.map((row) => row.organization_id))) await clusterOrganization(ctx, organizationId);
}

/** A clustering pass on its own (after a conversation stopped waiting, or from the sweeper). */
export function clusterOrganization(ctx: InsightsContext, organizationId: string): Promise<void> {
  return inClusteringTransaction(ctx, organizationId, async () => undefined);
}
