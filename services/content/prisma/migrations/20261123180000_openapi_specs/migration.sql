-- CreateEnum
CREATE TYPE "openapi_spec_visibility" AS ENUM ('private', 'public');

-- CreateEnum
CREATE TYPE "openapi_spec_processing_state" AS ENUM ('pending', 'progress', 'complete');

-- CreateEnum
CREATE TYPE "openapi_spec_version_state" AS ENUM ('pending', 'progress', 'valid', 'invalid', 'superseded');

-- CreateEnum
CREATE TYPE "openapi_spec_error_code" AS ENUM ('FETCH_TIMEOUT', 'FETCH_ERROR', 'PARSE_ERROR');

-- AlterEnum
ALTER TYPE "link_target_kind" ADD VALUE 'openapi';

-- CreateTable
CREATE TABLE "openapi_specs" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "visibility" "openapi_spec_visibility" NOT NULL DEFAULT 'private',
    "source_url" TEXT,
    "processing_state" "openapi_spec_processing_state" NOT NULL DEFAULT 'pending',
    "last_version_id" TEXT,
    "version_count" INTEGER NOT NULL DEFAULT 0,
    "last_processed_at" TIMESTAMPTZ(3),
    "last_process_error_code" "openapi_spec_error_code",
    "last_processed_errors" JSONB NOT NULL DEFAULT '[]',
    "valid_version_id" TEXT,
    "valid_version_number" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "openapi_specs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "openapi_spec_versions" (
    "id" TEXT NOT NULL,
    "spec_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "source_url" TEXT,
    "source_text" TEXT,
    "source_sha256" TEXT,
    "state" "openapi_spec_version_state" NOT NULL DEFAULT 'pending',
    "error_code" "openapi_spec_error_code",
    "errors" JSONB NOT NULL DEFAULT '[]',
    "document" TEXT,
    "openapi_version" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMPTZ(3),

    CONSTRAINT "openapi_spec_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "openapi_specs_organization_id_created_at_id_idx" ON "openapi_specs"("organization_id", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "openapi_specs_organization_id_slug_key" ON "openapi_specs"("organization_id", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "openapi_spec_versions_spec_id_number_key" ON "openapi_spec_versions"("spec_id", "number");

-- AddForeignKey
ALTER TABLE "openapi_spec_versions" ADD CONSTRAINT "openapi_spec_versions_spec_id_fkey" FOREIGN KEY ("spec_id") REFERENCES "openapi_specs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

