-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "member_role" AS ENUM ('admin', 'create', 'review', 'edit', 'comment', 'read');

-- CreateEnum
CREATE TYPE "default_level" AS ENUM ('admin', 'create', 'review', 'edit', 'comment', 'read', 'none', 'inherit');

-- CreateEnum
CREATE TYPE "content_visibility" AS ENUM ('public', 'unlisted', 'share-link', 'visitor-auth', 'in-collection', 'private');

-- CreateEnum
CREATE TYPE "space_edit_mode" AS ENUM ('live', 'locked');

-- CreateEnum
CREATE TYPE "revision_type" AS ENUM ('edits', 'merge', 'rollback', 'update', 'computed');

-- CreateEnum
CREATE TYPE "change_request_status" AS ENUM ('draft', 'open', 'merged', 'archived');

-- CreateEnum
CREATE TYPE "comment_status" AS ENUM ('open', 'resolved');

-- CreateEnum
CREATE TYPE "link_status" AS ENUM ('ok', 'broken', 'in-app');

-- CreateEnum
CREATE TYPE "link_relation" AS ENUM ('reference', 'dependsOn');

-- CreateTable
CREATE TABLE "collections" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "parent_id" TEXT,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "default_level" "default_level" NOT NULL DEFAULT 'inherit',
    "position" TEXT COLLATE "C" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "spaces" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "parent_id" TEXT,
    "title" TEXT NOT NULL,
    "emoji" TEXT,
    "icon_url" TEXT,
    "visibility" "content_visibility" NOT NULL DEFAULT 'private',
    "edit_mode" "space_edit_mode" NOT NULL DEFAULT 'live',
    "default_level" "default_level" NOT NULL DEFAULT 'inherit',
    "language" TEXT,
    "merge_rules" JSONB NOT NULL DEFAULT '{"type":"inherit"}',
    "revision_id" TEXT NOT NULL,
    "position" TEXT COLLATE "C" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "spaces_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "revisions" (
    "id" TEXT NOT NULL,
    "space_id" TEXT NOT NULL,
    "parent_id" TEXT,
    "type" "revision_type" NOT NULL,
    "pages" JSONB NOT NULL DEFAULT '[]',
    "files" JSONB NOT NULL DEFAULT '[]',
    "reusable_contents" JSONB NOT NULL DEFAULT '[]',
    "variables" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "revisions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "collection_team_permissions" (
    "collection_id" TEXT NOT NULL,
    "team_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "role" "member_role" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "collection_team_permissions_pkey" PRIMARY KEY ("collection_id","team_id")
);

-- CreateTable
CREATE TABLE "links" (
    "id" TEXT NOT NULL,
    "space_id" TEXT NOT NULL,
    "status" "link_status" NOT NULL,
    "relation" "link_relation" NOT NULL,
    "target" JSONB NOT NULL,
    "locations" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "change_requests" (
    "id" TEXT NOT NULL,
    "space_id" TEXT NOT NULL,
    "status" "change_request_status" NOT NULL DEFAULT 'draft',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "change_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "comments" (
    "id" TEXT NOT NULL,
    "space_id" TEXT NOT NULL,
    "status" "comment_status" NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comments_pkey" PRIMARY KEY ("id")
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
CREATE INDEX "collections_organization_id_parent_id_position_id_idx" ON "collections"("organization_id", "parent_id", "position", "id");

-- CreateIndex
CREATE INDEX "collections_organization_id_created_at_id_idx" ON "collections"("organization_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "collections_parent_id_idx" ON "collections"("parent_id");

-- CreateIndex
CREATE INDEX "spaces_organization_id_parent_id_deleted_at_position_id_idx" ON "spaces"("organization_id", "parent_id", "deleted_at", "position", "id");

-- CreateIndex
CREATE INDEX "spaces_organization_id_deleted_at_created_at_id_idx" ON "spaces"("organization_id", "deleted_at", "created_at", "id");

-- CreateIndex
CREATE INDEX "spaces_parent_id_idx" ON "spaces"("parent_id");

-- CreateIndex
CREATE INDEX "spaces_deleted_at_idx" ON "spaces"("deleted_at");

-- CreateIndex
CREATE INDEX "revisions_space_id_created_at_idx" ON "revisions"("space_id", "created_at");

-- CreateIndex
CREATE INDEX "collection_team_permissions_organization_id_team_id_idx" ON "collection_team_permissions"("organization_id", "team_id");

-- CreateIndex
CREATE INDEX "links_space_id_id_idx" ON "links"("space_id", "id");

-- CreateIndex
CREATE INDEX "links_space_id_status_id_idx" ON "links"("space_id", "status", "id");

-- CreateIndex
CREATE INDEX "change_requests_space_id_status_idx" ON "change_requests"("space_id", "status");

-- CreateIndex
CREATE INDEX "comments_space_id_status_idx" ON "comments"("space_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_id_key" ON "outbox"("id");

-- CreateIndex
CREATE INDEX "outbox_sent_at_seq_idx" ON "outbox"("sent_at", "seq");

-- AddForeignKey
ALTER TABLE "collections" ADD CONSTRAINT "collections_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "collections"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_team_permissions" ADD CONSTRAINT "collection_team_permissions_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "links" ADD CONSTRAINT "links_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

