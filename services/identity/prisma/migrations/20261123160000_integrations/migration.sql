-- CreateEnum
CREATE TYPE "integration_visibility" AS ENUM ('public', 'private', 'unlisted');

-- CreateEnum
CREATE TYPE "integration_target" AS ENUM ('all', 'site', 'space', 'organization');

-- CreateEnum
CREATE TYPE "installation_selection" AS ENUM ('all', 'selected');

-- CreateTable
CREATE TABLE "integrations" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "summary" TEXT,
    "runtime" TEXT NOT NULL,
    "visibility" "integration_visibility" NOT NULL,
    "target" "integration_target" NOT NULL,
    "scopes" TEXT[],
    "categories" TEXT[],
    "blocks" JSONB NOT NULL,
    "has_blocks" BOOLEAN NOT NULL,
    "block_domains" TEXT[],
    "content_sources" JSONB NOT NULL,
    "has_content_sources" BOOLEAN NOT NULL,
    "external_links" JSONB NOT NULL,
    "configurations" JSONB,
    "content_security_policy" JSONB,
    "script" TEXT NOT NULL,
    "secrets" BYTEA,
    "icon_asset_id" TEXT,
    "preview_asset_ids" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "integration_assets" (
    "id" TEXT NOT NULL,
    "integration_id" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integration_assets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "integration_installations" (
    "id" TEXT NOT NULL,
    "integration_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "space_selection" "installation_selection" NOT NULL DEFAULT 'all',
    "site_selection" "installation_selection" NOT NULL DEFAULT 'all',
    "configuration" JSONB NOT NULL DEFAULT '{}',
    "external_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integration_installations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "installation_tokens" (
    "id" TEXT NOT NULL,
    "installation_id" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_by_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "installation_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "integrations_name_key" ON "integrations"("name");

-- CreateIndex
CREATE INDEX "integrations_visibility_name_idx" ON "integrations"("visibility", "name");

-- CreateIndex
CREATE INDEX "integrations_organization_id_name_idx" ON "integrations"("organization_id", "name");

-- CreateIndex
CREATE INDEX "integrations_target_name_idx" ON "integrations"("target", "name");

-- CreateIndex
CREATE INDEX "integrations_has_blocks_name_idx" ON "integrations"("has_blocks", "name");

-- CreateIndex
CREATE INDEX "integrations_has_content_sources_name_idx" ON "integrations"("has_content_sources", "name");

-- CreateIndex
CREATE INDEX "integrations_scopes_idx" ON "integrations" USING GIN ("scopes");

-- CreateIndex
CREATE INDEX "integrations_categories_idx" ON "integrations" USING GIN ("categories");

-- CreateIndex
CREATE INDEX "integrations_block_domains_idx" ON "integrations" USING GIN ("block_domains");

-- CreateIndex
CREATE UNIQUE INDEX "integration_assets_integration_id_sha256_key" ON "integration_assets"("integration_id", "sha256");

-- CreateIndex
CREATE INDEX "integration_installations_integration_id_created_at_id_idx" ON "integration_installations"("integration_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "integration_installations_organization_id_created_at_id_idx" ON "integration_installations"("organization_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "integration_installations_external_ids_idx" ON "integration_installations" USING GIN ("external_ids");

-- CreateIndex
CREATE UNIQUE INDEX "integration_installations_integration_id_organization_id_key" ON "integration_installations"("integration_id", "organization_id");

-- CreateIndex
CREATE UNIQUE INDEX "installation_tokens_hash_key" ON "installation_tokens"("hash");

-- CreateIndex
CREATE INDEX "installation_tokens_installation_id_idx" ON "installation_tokens"("installation_id");

-- CreateIndex
CREATE INDEX "installation_tokens_expires_at_idx" ON "installation_tokens"("expires_at");

-- AddForeignKey
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_assets" ADD CONSTRAINT "integration_assets_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_installations" ADD CONSTRAINT "integration_installations_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_installations" ADD CONSTRAINT "integration_installations_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "installation_tokens" ADD CONSTRAINT "installation_tokens_installation_id_fkey" FOREIGN KEY ("installation_id") REFERENCES "integration_installations"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-written (Prisma cannot express them): GET /integrations?search= and
-- GET /orgs/{id}/installations?search= are case-insensitive "contains" matches on the name
-- and the title (ILIKE '%...%'); trigram GIN indexes serve them without a sequential scan.
-- pg_trgm was created by 20261122081904_search_indexes.
CREATE INDEX "integrations_name_trgm_idx" ON "integrations" USING GIN ("name" gin_trgm_ops);

CREATE INDEX "integrations_title_trgm_idx" ON "integrations" USING GIN ("title" gin_trgm_ops);
