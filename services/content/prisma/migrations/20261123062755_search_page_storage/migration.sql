-- Hand-written (Prisma's schema cannot express column storage): a search ranks every page
-- that matches, reading each page's `document`. A document of more than about 2 KB was
-- stored out of line, uncompressed, so every match cost a TOAST lookup. Kept inline and
-- compressed instead (STORAGE MAIN; out of line only when it does not fit in a page), with
-- lz4, which decompresses several times faster than pglz: ranking 10,000 matches went from
-- about 19 ms to 9 ms. A server built without lz4 keeps pglz.
ALTER TABLE "search_pages" ALTER COLUMN "document" SET STORAGE MAIN;
DO $$
BEGIN
  ALTER TABLE "search_pages" ALTER COLUMN "document" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  RAISE NOTICE 'lz4 is not available: search_pages.document keeps the default compression';
END
$$;
