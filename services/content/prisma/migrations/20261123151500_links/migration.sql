-- Links and backlinks (docs/links.md): the `links` table, which nothing filled, is replaced by the
-- references of each page body, extracted once per body and resolved against the revision read.

-- CreateEnum
CREATE TYPE "link_target_kind" AS ENUM ('page', 'file', 'space', 'collection', 'url', 'path');

-- DropForeignKey
ALTER TABLE "links" DROP CONSTRAINT "links_space_id_fkey";

-- DropTable
DROP TABLE "links";

-- DropEnum
DROP TYPE "link_status";

-- CreateTable
CREATE TABLE "page_body_links" (
    "body_hash" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "anchors" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_body_links_pkey" PRIMARY KEY ("body_hash")
);

-- CreateTable
CREATE TABLE "page_body_references" (
    "body_hash" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" "link_target_kind" NOT NULL,
    "lookup_key" TEXT NOT NULL,
    "target" TEXT,
    "anchor" TEXT,
    "space_id" TEXT,
    "relation" "link_relation" NOT NULL,

    CONSTRAINT "page_body_references_pkey" PRIMARY KEY ("body_hash","position")
);

-- CreateIndex
CREATE INDEX "page_body_references_lookup_key_kind_idx" ON "page_body_references"("lookup_key", "kind");

-- AddForeignKey
ALTER TABLE "page_body_references" ADD CONSTRAINT "page_body_references_body_hash_fkey" FOREIGN KEY ("body_hash") REFERENCES "page_body_links"("body_hash") ON DELETE CASCADE ON UPDATE CASCADE;

