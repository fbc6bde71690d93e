-- CreateTable
CREATE TABLE "page_path_history" (
    "space_id" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "page_id" TEXT NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_path_history_pkey" PRIMARY KEY ("space_id","path")
);

-- CreateIndex
CREATE INDEX "page_path_history_space_id_recorded_at_path_idx" ON "page_path_history"("space_id", "recorded_at", "path");

-- AddForeignKey
ALTER TABLE "page_path_history" ADD CONSTRAINT "page_path_history_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The reader's trees read the covers of a revision's pages from their bodies' front matter
-- (src/reader/queries.ts, findFrontMatterHeads): only the few bodies that start with `---` are
-- indexed, so looking up the 10,000 bodies of a revision reads a small index. Prisma cannot
-- express a partial index.
CREATE INDEX "page_bodies_front_matter_idx" ON "page_bodies"("hash") WHERE left("markdown", 3) = '---';
