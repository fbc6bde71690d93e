-- CreateEnum
CREATE TYPE "git_operation_kind" AS ENUM ('import', 'export');

-- CreateEnum
CREATE TYPE "git_operation_status" AS ENUM ('pending', 'succeeded', 'failed', 'skipped');

-- CreateEnum
CREATE TYPE "git_sync_provider" AS ENUM ('github', 'gitlab', 'github-legacy');

-- CreateTable
CREATE TABLE "source_blobs" (
    "space_id" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "source_blobs_pkey" PRIMARY KEY ("space_id","sha256")
);

-- CreateTable
CREATE TABLE "source_writes" (
    "space_id" TEXT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "revision_id" TEXT NOT NULL,
    "page_ids" JSONB NOT NULL,
    "file_ids" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "source_writes_pkey" PRIMARY KEY ("space_id","idempotency_key")
);

-- CreateTable
CREATE TABLE "git_operations" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "space_id" TEXT NOT NULL,
    "kind" "git_operation_kind" NOT NULL,
    "sealed_url" BYTEA NOT NULL,
    "redacted_url" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "timestamp" TIMESTAMPTZ(3),
    "force" BOOLEAN NOT NULL DEFAULT false,
    "status" "git_operation_status" NOT NULL DEFAULT 'pending',
    "requested_by_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),
    "commit_oid" TEXT,
    "revision_id" TEXT,
    "error_code" TEXT,
    "error_message" TEXT,

    CONSTRAINT "git_operations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "space_git_sync" (
    "space_id" TEXT NOT NULL,
    "provider" "git_sync_provider",
    "installation_provider" "git_sync_provider",
    "url" TEXT,
    "repo_name" TEXT,
    "integration" TEXT,
    "updated_at" TIMESTAMPTZ(3),
    "last_timestamp" TIMESTAMPTZ(3),
    "last_commit_oid" TEXT,
    "last_operation_id" TEXT,

    CONSTRAINT "space_git_sync_pkey" PRIMARY KEY ("space_id")
);

-- CreateIndex
CREATE INDEX "git_operations_space_id_created_at_id_idx" ON "git_operations"("space_id", "created_at", "id");

-- AddForeignKey
ALTER TABLE "source_blobs" ADD CONSTRAINT "source_blobs_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "source_writes" ADD CONSTRAINT "source_writes_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "git_operations" ADD CONSTRAINT "git_operations_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "space_git_sync" ADD CONSTRAINT "space_git_sync_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

