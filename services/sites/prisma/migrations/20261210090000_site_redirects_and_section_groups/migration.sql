-- CreateEnum
CREATE TYPE "site_redirect_destination_kind" AS ENUM ('site-section', 'site-space', 'site-page');

-- AlterTable
ALTER TABLE "site_sections" ADD COLUMN     "section_group_id" TEXT;

-- CreateTable
CREATE TABLE "site_section_groups" (
    "id" TEXT NOT NULL,
    "site_id" TEXT NOT NULL,
    "parent_id" TEXT,
    "title" TEXT NOT NULL,
    "icon" TEXT,
    "position" TEXT COLLATE "C" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "site_section_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_redirects" (
    "id" TEXT NOT NULL,
    "site_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "source" TEXT COLLATE "C" NOT NULL,
    "kind" "site_redirect_destination_kind" NOT NULL,
    "site_section_id" TEXT,
    "site_space_id" TEXT,
    "page_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "site_redirects_pkey" PRIMARY KEY ("id"),
    -- Exactly the columns of its kind of destination are set.
    CONSTRAINT "site_redirects_destination_check" CHECK (
        ("kind" = 'site-section' AND "site_section_id" IS NOT NULL AND "site_space_id" IS NULL AND "page_id" IS NULL)
        OR ("kind" = 'site-space' AND "site_section_id" IS NULL AND "site_space_id" IS NOT NULL AND "page_id" IS NULL)
        OR ("kind" = 'site-page' AND "site_section_id" IS NULL AND "site_space_id" IS NOT NULL AND "page_id" IS NOT NULL)
    )
);

-- CreateIndex
CREATE INDEX "site_section_groups_site_id_parent_id_position_id_idx" ON "site_section_groups"("site_id", "parent_id", "position", "id");

-- CreateIndex
CREATE INDEX "site_section_groups_parent_id_idx" ON "site_section_groups"("parent_id");

-- CreateIndex
CREATE INDEX "site_redirects_site_section_id_idx" ON "site_redirects"("site_section_id");

-- CreateIndex
CREATE INDEX "site_redirects_site_space_id_idx" ON "site_redirects"("site_space_id");

-- CreateIndex
CREATE UNIQUE INDEX "site_redirects_site_id_source_key" ON "site_redirects"("site_id", "source");

-- listSiteRedirects' `search` is a case-insensitive "contains" (ILIKE '%...%') on the source:
-- a trigram GIN index serves it. Prisma cannot express this index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "site_redirects_source_trgm_idx" ON "site_redirects" USING GIN ("source" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "site_sections_section_group_id_idx" ON "site_sections"("section_group_id");

-- AddForeignKey
ALTER TABLE "site_sections" ADD CONSTRAINT "site_sections_section_group_id_fkey" FOREIGN KEY ("section_group_id") REFERENCES "site_section_groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_section_groups" ADD CONSTRAINT "site_section_groups_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_section_groups" ADD CONSTRAINT "site_section_groups_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "site_section_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_redirects" ADD CONSTRAINT "site_redirects_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_redirects" ADD CONSTRAINT "site_redirects_site_section_id_fkey" FOREIGN KEY ("site_section_id") REFERENCES "site_sections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_redirects" ADD CONSTRAINT "site_redirects_site_space_id_fkey" FOREIGN KEY ("site_space_id") REFERENCES "site_spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

