-- CreateTable
CREATE TABLE "search_spaces" (
    "space_id" TEXT NOT NULL,
    "revision_id" TEXT,
    "language" TEXT NOT NULL,
    "rebuild_requested" BOOLEAN NOT NULL DEFAULT false,
    "indexed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_spaces_pkey" PRIMARY KEY ("space_id")
);

-- CreateTable
CREATE TABLE "search_pages" (
    "space_id" TEXT NOT NULL,
    "page_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "title_folded" TEXT NOT NULL,
    "document" tsvector NOT NULL,

    CONSTRAINT "search_pages_pkey" PRIMARY KEY ("space_id","page_id")
);

-- CreateTable
CREATE TABLE "search_sections" (
    "space_id" TEXT NOT NULL,
    "page_id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "anchor" TEXT,
    "title" TEXT NOT NULL,
    "headings" TEXT[],
    "body" TEXT NOT NULL,
    "document" tsvector NOT NULL,

    CONSTRAINT "search_sections_pkey" PRIMARY KEY ("space_id","page_id","position")
);

-- Hand-written below: what Prisma's schema cannot express.

-- unaccent folds accents at indexing and query time; pg_trgm serves the typo-tolerant title
-- fallback; btree_gin lets one GIN index hold (space_id, document), so a search reads only
-- its own space's postings instead of filtering every space's matches. All three are
-- trusted extensions of PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- One text search configuration per language Quire maps a space's `language` to
-- (src/search/languages.ts): the built-in one with unaccent before its stemmer, so that
-- "resume" finds "résumé" in every language. quire_simple serves languages PostgreSQL has no
-- stemmer for.
DO $$
DECLARE
  language TEXT;
BEGIN
  FOREACH language IN ARRAY ARRAY['simple', 'arabic', 'danish', 'dutch', 'english', 'finnish', 'french', 'german', 'greek',
    'hindi', 'hungarian', 'indonesian', 'italian', 'lithuanian', 'norwegian', 'portuguese', 'romanian', 'russian',
    'spanish', 'swedish', 'turkish'] LOOP
    EXECUTE format('CREATE TEXT SEARCH CONFIGURATION public.%I (COPY = pg_catalog.%I)', 'quire_' || language, language);
    EXECUTE format('ALTER TEXT SEARCH CONFIGURATION public.%I ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, %s',
      'quire_' || language, CASE WHEN language = 'simple' THEN 'simple' ELSE language || '_stem' END);
  END LOOP;
END
$$;

-- Full-text matches of one space: (space_id, document) in one GIN index (btree_gin).
CREATE INDEX "search_pages_space_id_document_idx" ON "search_pages" USING GIN ("space_id", "document");

-- The trigram fallback on titles, per space.
CREATE INDEX "search_pages_space_id_title_folded_idx" ON "search_pages" USING GIN ("space_id", "title_folded" gin_trgm_ops);
