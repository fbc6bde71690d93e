-- CreateTable
CREATE TABLE "search_page_terms" (
    "space_id" TEXT NOT NULL,
    "page_id" TEXT NOT NULL,
    "lexeme" TEXT NOT NULL,
    "rank" REAL NOT NULL,

    CONSTRAINT "search_page_terms_pkey" PRIMARY KEY ("space_id","page_id","lexeme")
);

-- CreateIndex
CREATE INDEX "search_page_terms_space_id_lexeme_rank_page_id_idx" ON "search_page_terms"("space_id", "lexeme", "rank" DESC, "page_id");


-- Hand-written below: the rows of the pages indexed before this migration, computed from
-- their stored documents exactly as src/search/postgres-search-index.ts writes new ones.
INSERT INTO "search_page_terms" ("space_id", "page_id", "lexeme", "rank")
SELECT p."space_id", p."page_id", l.lexeme,
       ((p."document" @@ (l.term || ':A')::tsquery)::int + ts_rank('{0.1, 0.2, 0.4, 1.0}', p."document", l.term::tsquery, 32))::real
  FROM "search_pages" p
 CROSS JOIN LATERAL (
   SELECT lexeme, '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''' AS term
     FROM unnest(tsvector_to_array(ts_filter(p."document", '{a,b}'))) AS lexeme
 ) l;
