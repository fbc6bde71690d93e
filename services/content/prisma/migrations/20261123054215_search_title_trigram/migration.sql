-- Hand-written (Prisma's schema cannot express trigram indexes): the typo-tolerant fallback
-- on titles reads a trigram index on `title_folded` alone. With `space_id` in front of the
-- trigrams (btree_gin), every fallback search read the whole posting list of its space
-- (tens of milliseconds at 10,000 pages); the trigrams of a typo are selective on their own,
-- and the few candidates are then filtered by space.
DROP INDEX IF EXISTS "search_pages_space_id_title_folded_idx";
CREATE INDEX "search_pages_title_folded_idx" ON "search_pages" USING GIN ("title_folded" gin_trgm_ops);
