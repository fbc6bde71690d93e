-- CreateTable
CREATE TABLE "embed_cache" (
    "url_hash" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "embed" JSONB NOT NULL,
    "resolved" BOOLEAN NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "embed_cache_pkey" PRIMARY KEY ("url_hash")
);

-- CreateIndex
CREATE INDEX "embed_cache_expires_at_idx" ON "embed_cache"("expires_at");

-- CreateIndex
CREATE INDEX "embed_cache_created_at_idx" ON "embed_cache"("created_at");

