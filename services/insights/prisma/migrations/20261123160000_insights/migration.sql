-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "issue_kind" AS ENUM ('unanswered', 'answer-unknown', 'docs-missing', 'docs-wrong', 'repeated');

-- CreateEnum
CREATE TYPE "cluster_status" AS ENUM ('pending', 'analysing', 'ready');

-- Hand-added: the sequence behind conversations.ingest_seq (Prisma's dbgenerated default
-- names it but cannot create it). Each ingestion that stores or changes a conversation takes
-- the next value: the order its issues are clustered in.
CREATE SEQUENCE "conversation_ingest_seq";

-- CreateTable
CREATE TABLE "conversations" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "subject" TEXT,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "parts" JSONB NOT NULL,
    "content_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "ingested_at" TIMESTAMPTZ(3) NOT NULL,
    "ingest_seq" BIGINT NOT NULL DEFAULT nextval('conversation_ingest_seq'::regclass),
    "revision" INTEGER NOT NULL DEFAULT 1,
    "analysed_revision" INTEGER,
    "analysis_pending" BOOLEAN NOT NULL DEFAULT true,
    "processed_at" TIMESTAMPTZ(3),
    "analysis_error" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "conversations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "conversation_issues" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "conversation_id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "kind" "issue_kind" NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "terms" JSONB NOT NULL,
    "words" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "ingested_at" TIMESTAMPTZ(3) NOT NULL,
    "ingest_seq" BIGINT NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "cluster_id" TEXT,
    "similarity" DOUBLE PRECISION,
    "docs_url" TEXT,
    "docs_site_id" TEXT,
    "docs_site_section_id" TEXT,
    "docs_site_space_id" TEXT,
    "docs_space_id" TEXT,
    "docs_path" TEXT,
    "docs_page_id" TEXT,

    CONSTRAINT "conversation_issues_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "issues_clusters" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "icon" TEXT NOT NULL,
    "status" "cluster_status" NOT NULL DEFAULT 'pending',
    "revision" INTEGER NOT NULL DEFAULT 1,
    "label_claimed_at" TIMESTAMPTZ(3),
    "term_counts" JSONB NOT NULL,
    "words" JSONB NOT NULL,
    "issues" INTEGER NOT NULL DEFAULT 0,
    "conversations" INTEGER NOT NULL DEFAULT 0,
    "sources" JSONB NOT NULL DEFAULT '{}',
    "tasks_total" INTEGER NOT NULL DEFAULT 0,
    "tasks_backlog" INTEGER NOT NULL DEFAULT 0,
    "tasks_started" INTEGER NOT NULL DEFAULT 0,
    "tasks_completed" INTEGER NOT NULL DEFAULT 0,
    "tasks_cancelled" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "issues_clusters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "clustering_states" (
    "organization_id" TEXT NOT NULL,
    "documents" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "clustering_states_pkey" PRIMARY KEY ("organization_id")
);

-- CreateTable
CREATE TABLE "term_document_counts" (
    "organization_id" TEXT NOT NULL,
    "term" TEXT NOT NULL,
    "documents" INTEGER NOT NULL,

    CONSTRAINT "term_document_counts_pkey" PRIMARY KEY ("organization_id","term")
);

-- CreateTable
CREATE TABLE "change_request_tasks" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "cluster_id" TEXT,
    "status" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "change_request_tasks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox" (
    "seq" BIGSERIAL NOT NULL,
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "aggregate_id" TEXT NOT NULL,
    "organization_id" TEXT,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("seq")
);

-- CreateTable
CREATE TABLE "processed_events" (
    "id" TEXT NOT NULL,
    "consumer" TEXT NOT NULL,
    "handled_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "conversations_organization_id_created_at_id_idx" ON "conversations"("organization_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "conversations_organization_id_source_created_at_id_idx" ON "conversations"("organization_id", "source", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "conversations_organization_id_source_external_id_key" ON "conversations"("organization_id", "source", "external_id");

-- CreateIndex
CREATE INDEX "conversation_issues_organization_id_created_at_id_idx" ON "conversation_issues"("organization_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "conversation_issues_cluster_id_created_at_id_idx" ON "conversation_issues"("cluster_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "conversation_issues_conversation_id_created_at_id_idx" ON "conversation_issues"("conversation_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "conversation_issues_cluster_id_similarity_ingest_seq_ordina_idx" ON "conversation_issues"("cluster_id", "similarity" DESC, "ingest_seq", "ordinal");

-- CreateIndex
CREATE INDEX "conversation_issues_cluster_id_kind_idx" ON "conversation_issues"("cluster_id", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "conversation_issues_conversation_id_key_key" ON "conversation_issues"("conversation_id", "key");

-- CreateIndex
CREATE INDEX "issues_clusters_organization_id_updated_at_id_idx" ON "issues_clusters"("organization_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "issues_clusters_organization_id_issues_id_idx" ON "issues_clusters"("organization_id", "issues", "id");

-- CreateIndex
CREATE INDEX "issues_clusters_organization_id_conversations_id_idx" ON "issues_clusters"("organization_id", "conversations", "id");

-- CreateIndex
CREATE INDEX "issues_clusters_organization_id_tasks_total_id_idx" ON "issues_clusters"("organization_id", "tasks_total", "id");

-- CreateIndex
CREATE INDEX "issues_clusters_organization_id_tasks_backlog_id_idx" ON "issues_clusters"("organization_id", "tasks_backlog", "id");

-- CreateIndex
CREATE INDEX "issues_clusters_organization_id_tasks_started_id_idx" ON "issues_clusters"("organization_id", "tasks_started", "id");

-- CreateIndex
CREATE INDEX "issues_clusters_organization_id_status_updated_at_id_idx" ON "issues_clusters"("organization_id", "status", "updated_at", "id");

-- CreateIndex
CREATE INDEX "change_request_tasks_cluster_id_idx" ON "change_request_tasks"("cluster_id");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_id_key" ON "outbox"("id");

-- CreateIndex
CREATE INDEX "outbox_sent_at_seq_idx" ON "outbox"("sent_at", "seq");

-- AddForeignKey
ALTER TABLE "conversation_issues" ADD CONSTRAINT "conversation_issues_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversation_issues" ADD CONSTRAINT "conversation_issues_cluster_id_fkey" FOREIGN KEY ("cluster_id") REFERENCES "issues_clusters"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Hand-added partial indexes (Prisma cannot express WHERE clauses on indexes).
-- The clustering watermark (the first conversation of an organization still waiting for its
-- analysis) and the sweeper's stale analyses: only waiting conversations are indexed.
CREATE INDEX "conversations_waiting_ingest_seq_idx" ON "conversations"("organization_id", "ingest_seq") WHERE "analysis_pending";
CREATE INDEX "conversations_waiting_ingested_at_idx" ON "conversations"("ingested_at") WHERE "analysis_pending";

-- The issues a clustering pass takes, in clustering order: only unclustered issues are indexed.
CREATE INDEX "conversation_issues_unclustered_idx" ON "conversation_issues"("organization_id", "ingest_seq", "ordinal") WHERE "cluster_id" IS NULL;

-- The sweeper's clusters waiting for their label.
CREATE INDEX "issues_clusters_unlabelled_idx" ON "issues_clusters"("updated_at") WHERE "status" <> 'ready';
