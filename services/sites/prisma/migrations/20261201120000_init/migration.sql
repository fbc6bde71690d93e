-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "site_type" AS ENUM ('basic', 'premium', 'ultimate', 'sponsored', 'legacy-basic', 'legacy-premium');

-- CreateEnum
CREATE TYPE "site_visibility" AS ENUM ('public', 'unlisted', 'share-link', 'visitor-auth');

-- CreateEnum
CREATE TYPE "site_agents_context" AS ENUM ('excluded', 'included');

-- CreateEnum
CREATE TYPE "visitor_auth_backend" AS ENUM ('custom', 'integration');

-- CreateTable
CREATE TABLE "sites" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "type" "site_type" NOT NULL DEFAULT 'basic',
    "title" TEXT NOT NULL,
    "visibility" "site_visibility" NOT NULL DEFAULT 'public',
    "basename" TEXT,
    "proxy_origin" TEXT,
    "adaptive_content_enabled" BOOLEAN,
    "agents_context" "site_agents_context" NOT NULL DEFAULT 'included',
    "published" BOOLEAN NOT NULL DEFAULT false,
    "published_at" TIMESTAMPTZ(3),
    "share_key" TEXT NOT NULL,
    "auth_backend" "visitor_auth_backend" NOT NULL DEFAULT 'custom',
    "fallback_url" TEXT,
    "customization" JSONB,
    "adaptive_schema" JSONB,
    "adaptive_schema_updated_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_sections" (
    "id" TEXT NOT NULL,
    "site_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "description" TEXT,
    "icon" TEXT,
    "condition" TEXT,
    "position" TEXT COLLATE "C" NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "site_sections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_spaces" (
    "id" TEXT NOT NULL,
    "site_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "section_id" TEXT,
    "space_id" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "condition" TEXT,
    "position" TEXT COLLATE "C" NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "customization" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "site_spaces_pkey" PRIMARY KEY ("id")
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
CREATE INDEX "sites_organization_id_created_at_id_idx" ON "sites"("organization_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "sites_organization_id_published_created_at_id_idx" ON "sites"("organization_id", "published", "created_at", "id");

-- CreateIndex
CREATE INDEX "sites_organization_id_type_created_at_id_idx" ON "sites"("organization_id", "type", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "sites_organization_id_basename_key" ON "sites"("organization_id", "basename");

-- CreateIndex
CREATE INDEX "site_sections_site_id_position_id_idx" ON "site_sections"("site_id", "position", "id");

-- CreateIndex
CREATE UNIQUE INDEX "site_sections_site_id_path_key" ON "site_sections"("site_id", "path");

-- CreateIndex
CREATE INDEX "site_spaces_site_id_section_id_position_id_idx" ON "site_spaces"("site_id", "section_id", "position", "id");

-- CreateIndex
CREATE INDEX "site_spaces_section_id_idx" ON "site_spaces"("section_id");

-- CreateIndex
CREATE INDEX "site_spaces_space_id_site_id_idx" ON "site_spaces"("space_id", "site_id");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_id_key" ON "outbox"("id");

-- CreateIndex
CREATE INDEX "outbox_sent_at_seq_idx" ON "outbox"("sent_at", "seq");

-- AddForeignKey
ALTER TABLE "site_sections" ADD CONSTRAINT "site_sections_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_spaces" ADD CONSTRAINT "site_spaces_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_spaces" ADD CONSTRAINT "site_spaces_section_id_fkey" FOREIGN KEY ("section_id") REFERENCES "site_sections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

