-- CreateTable
CREATE TABLE "site_share_links" (
    "id" TEXT NOT NULL,
    "site_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "key" TEXT NOT NULL,
    "key_digest" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "site_share_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "site_share_links_key_digest_key" ON "site_share_links"("key_digest");

-- CreateIndex
CREATE INDEX "site_share_links_site_id_created_at_id_idx" ON "site_share_links"("site_id", "created_at", "id");

-- AddForeignKey
ALTER TABLE "site_share_links" ADD CONSTRAINT "site_share_links_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

