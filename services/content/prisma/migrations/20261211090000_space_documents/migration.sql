-- CreateTable
CREATE TABLE "space_documents" (
    "space_id" TEXT NOT NULL,
    "body_hash" TEXT NOT NULL,

    CONSTRAINT "space_documents_pkey" PRIMARY KEY ("space_id","body_hash")
);

-- AddForeignKey
ALTER TABLE "space_documents" ADD CONSTRAINT "space_documents_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Backfill: the document pages' bodies of every revision written before this table existed
-- (src/documents/queries.ts writes the same rows for every new revision).
INSERT INTO "space_documents" ("space_id", "body_hash")
SELECT DISTINCT r."space_id", entry.value->>'bodyHash'
FROM "revisions" r
CROSS JOIN LATERAL jsonb_each_text(r."page_chunks") AS chunk(bucket, hash)
JOIN "revision_chunks" rc ON rc."hash" = chunk.hash
CROSS JOIN LATERAL jsonb_each(rc."entries") AS entry
WHERE jsonb_typeof(entry.value->'bodyHash') = 'string'
ON CONFLICT DO NOTHING;
