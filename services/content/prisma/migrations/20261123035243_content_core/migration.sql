-- CreateEnum
CREATE TYPE "review_status" AS ENUM ('approved', 'changes-requested');

-- DropIndex
DROP INDEX "change_requests_space_id_status_idx";

-- AlterTable
ALTER TABLE "spaces" ADD COLUMN     "change_request_counter" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "revisions" DROP COLUMN "files",
DROP COLUMN "pages",
ADD COLUMN     "change_request_id" TEXT,
ADD COLUMN     "created_by_id" TEXT,
ADD COLUMN     "file_chunks" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "file_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "git" JSONB,
ADD COLUMN     "page_chunks" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "page_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "parents" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "change_requests" ADD COLUMN     "conversations_issues_cluster" TEXT,
ADD COLUMN     "created_by_id" TEXT NOT NULL,
ADD COLUMN     "description" JSONB,
ADD COLUMN     "number" INTEGER NOT NULL,
ADD COLUMN     "organization_id" TEXT NOT NULL,
ADD COLUMN     "revision_id" TEXT NOT NULL,
ADD COLUMN     "revision_initial_id" TEXT NOT NULL,
ADD COLUMN     "revision_merged_ancestor_id" TEXT,
ADD COLUMN     "revision_merged_id" TEXT,
ADD COLUMN     "subject" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "revision_chunks" (
    "hash" TEXT NOT NULL,
    "entries" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "revision_chunks_pkey" PRIMARY KEY ("hash")
);

-- CreateTable
CREATE TABLE "page_bodies" (
    "hash" TEXT NOT NULL,
    "markdown" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_bodies_pkey" PRIMARY KEY ("hash")
);

-- CreateTable
CREATE TABLE "blobs" (
    "hash" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "size" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blobs_pkey" PRIMARY KEY ("hash")
);

-- CreateTable
CREATE TABLE "change_request_contributors" (
    "change_request_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "first_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "change_request_contributors_pkey" PRIMARY KEY ("change_request_id","user_id")
);

-- CreateTable
CREATE TABLE "change_request_reviewers" (
    "change_request_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "requested_by_id" TEXT NOT NULL,
    "revision_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "change_request_reviewers_pkey" PRIMARY KEY ("change_request_id","user_id")
);

-- CreateTable
CREATE TABLE "change_request_reviews" (
    "id" TEXT NOT NULL,
    "change_request_id" TEXT NOT NULL,
    "reviewer_id" TEXT NOT NULL,
    "requested_by_id" TEXT,
    "status" "review_status" NOT NULL,
    "revision_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "change_request_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "change_request_contributors_user_id_idx" ON "change_request_contributors"("user_id");

-- CreateIndex
CREATE INDEX "change_request_reviewers_user_id_idx" ON "change_request_reviewers"("user_id");

-- CreateIndex
CREATE INDEX "change_request_reviewers_change_request_id_created_at_user__idx" ON "change_request_reviewers"("change_request_id", "created_at", "user_id");

-- CreateIndex
CREATE INDEX "change_request_reviews_change_request_id_created_at_id_idx" ON "change_request_reviews"("change_request_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "change_request_reviews_change_request_id_reviewer_id_create_idx" ON "change_request_reviews"("change_request_id", "reviewer_id", "created_at");

-- CreateIndex
CREATE INDEX "change_requests_space_id_status_created_at_id_idx" ON "change_requests"("space_id", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX "change_requests_organization_id_status_created_at_id_idx" ON "change_requests"("organization_id", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX "change_requests_created_by_id_idx" ON "change_requests"("created_by_id");

-- CreateIndex
CREATE INDEX "change_requests_conversations_issues_cluster_idx" ON "change_requests"("conversations_issues_cluster");

-- CreateIndex
CREATE UNIQUE INDEX "change_requests_space_id_number_key" ON "change_requests"("space_id", "number");

-- AddForeignKey
ALTER TABLE "change_request_contributors" ADD CONSTRAINT "change_request_contributors_change_request_id_fkey" FOREIGN KEY ("change_request_id") REFERENCES "change_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "change_request_reviewers" ADD CONSTRAINT "change_request_reviewers_change_request_id_fkey" FOREIGN KEY ("change_request_id") REFERENCES "change_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "change_request_reviews" ADD CONSTRAINT "change_request_reviews_change_request_id_fkey" FOREIGN KEY ("change_request_id") REFERENCES "change_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

