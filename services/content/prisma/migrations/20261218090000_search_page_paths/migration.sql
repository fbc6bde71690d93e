-- Where each indexed document page sits (organization search presents hits from it). No backfill:
-- the indexer writes every page's row at the next write of its space, and until then search
-- presents that space's hits from its table of contents as before.
-- CreateTable
CREATE TABLE "search_page_paths" (
    "space_id" TEXT NOT NULL,
    "page_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "ancestors" TEXT[],

    CONSTRAINT "search_page_paths_pkey" PRIMARY KEY ("space_id","page_id")
);

