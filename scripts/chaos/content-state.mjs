// What "nothing half-written" means for content, checked in its database: a revision is whole
// when every chunk it names is stored, its chunks hold exactly its page and file counts, and
// every page body and file blob its entries name is stored; a space's main revision, and each
// change request's revisions, exist. See services/content/src/revision-store/store.ts.

/**
 * Sentences describing every incomplete revision and dangling revision reference of the
 * spaces `spaceIds` (content's database pool `db`); [] when everything is whole.
 */
export async function contentProblems(db, spaceIds) {
  const problems = [];
  const { rows: spaces } = await db.query(
    `SELECT s.id FROM spaces s WHERE s.id = ANY($1) AND NOT EXISTS (SELECT 1 FROM revisions r WHERE r.id = s.revision_id)`,
    [spaceIds],
  );
  for (const { id } of spaces) problems.push(`space ${id}: its main revision does not exist`);

  const { rows: changeRequests } = await db.query(
    `SELECT c.id, c.status::text AS status, c.revision_merged_id FROM change_requests c
      WHERE c.space_id = ANY($1)
        AND (NOT EXISTS (SELECT 1 FROM revisions r WHERE r.id = c.revision_id)
          OR NOT EXISTS (SELECT 1 FROM revisions r WHERE r.id = c.revision_initial_id)
          OR (c.status = 'merged' AND NOT EXISTS (SELECT 1 FROM revisions r WHERE r.id = c.revision_merged_id))
          OR (c.status <> 'merged' AND c.revision_merged_id IS NOT NULL))`,
    [spaceIds],
  );
  for (const row of changeRequests) problems.push(`change request ${row.id} (${row.status}): a revision it names is missing or its merge is half-recorded`);

  const { rows: missingChunks } = await db.query(
    `SELECT r.id, kind.name, chunk.value AS hash
       FROM revisions r
      CROSS JOIN LATERAL (VALUES ('page', r.page_chunks), ('file', r.file_chunks)) AS kind(name, chunks)
      CROSS JOIN LATERAL jsonb_each_text(kind.chunks) AS chunk
      WHERE r.space_id = ANY($1) AND NOT EXISTS (SELECT 1 FROM revision_chunks rc WHERE rc.hash = chunk.value)`,
    [spaceIds],
  );
  for (const row of missingChunks) problems.push(`revision ${row.id}: ${row.name} chunk ${row.hash} is missing`);

  const { rows: counts } = await db.query(
    `SELECT r.id, r.page_count, r.file_count,
            (SELECT COALESCE(sum((SELECT count(*) FROM jsonb_object_keys(rc.entries))), 0)::int
               FROM jsonb_each_text(r.page_chunks) AS chunk JOIN revision_chunks rc ON rc.hash = chunk.value) AS pages,
            (SELECT COALESCE(sum((SELECT count(*) FROM jsonb_object_keys(rc.entries))), 0)::int
               FROM jsonb_each_text(r.file_chunks) AS chunk JOIN revision_chunks rc ON rc.hash = chunk.value) AS files
       FROM revisions r WHERE r.space_id = ANY($1)`,
    [spaceIds],
  );
  for (const row of counts) {
    if (row.pages !== row.page_count || row.files !== row.file_count) {
      problems.push(`revision ${row.id}: counts ${row.page_count} pages and ${row.file_count} files, its chunks hold ${row.pages} and ${row.files}`);
    }
  }

  // Chunks are shared by many revisions: each distinct one is read once.
  const { rows: missingContent } = await db.query(
    `WITH chunks AS (
       SELECT DISTINCT chunk.value AS hash
         FROM revisions r
        CROSS JOIN LATERAL (VALUES (r.page_chunks), (r.file_chunks)) AS kind(chunks)
        CROSS JOIN LATERAL jsonb_each_text(kind.chunks) AS chunk
        WHERE r.space_id = ANY($1))
     SELECT DISTINCT entry.value->>'bodyHash' AS body, entry.value->>'blobHash' AS blob
       FROM chunks JOIN revision_chunks rc ON rc.hash = chunks.hash
      CROSS JOIN LATERAL jsonb_each(rc.entries) AS entry
      WHERE (entry.value ? 'bodyHash' AND NOT EXISTS (SELECT 1 FROM page_bodies b WHERE b.hash = entry.value->>'bodyHash'))
         OR (entry.value ? 'blobHash' AND NOT EXISTS (SELECT 1 FROM blobs b WHERE b.hash = entry.value->>'blobHash'))`,
    [spaceIds],
  );
  for (const row of missingContent) problems.push(row.body ? `page body ${row.body} is missing` : `file blob ${row.blob} is missing`);
  return problems;
}
