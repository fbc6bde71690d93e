#!/usr/bin/env node
// The benchmark's baseline: a bare Node HTTP server answering GET /v1/spaces/{spaceId} from
// content's database with ONE query. No gateway, no gRPC, no authentication, no permission
// rules: the cheapest way to serve the same space fields, to compare the real path against.
// Env: DATABASE_URL (the content database), PORT, QUIRE_PUBLIC_URL.
import http from 'node:http';
import pg from 'pg';

const port = Number(process.env.PORT ?? 18090);
const publicUrl = (process.env.QUIRE_PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

const SPACE_QUERY = `
  SELECT s.id, s.organization_id, s.parent_id, s.title, s.emoji, s.icon_url, s.visibility, s.edit_mode,
         s.default_level, s.language, s.merge_rules, s.revision_id, s.created_at, s.updated_at,
         (SELECT count(*)::int FROM comments c WHERE c.space_id = s.id AND c.status = 'open') AS comments,
         (SELECT count(*)::int FROM change_requests r WHERE r.space_id = s.id) AS change_requests,
         (SELECT count(*)::int FROM change_requests r WHERE r.space_id = s.id AND r.status = 'open') AS change_requests_open,
         (SELECT count(*)::int FROM change_requests r WHERE r.space_id = s.id AND r.status = 'draft') AS change_requests_draft
    FROM spaces s
   WHERE s.id = $1 AND s.deleted_at IS NULL`;

function presentSpace(row) {
  return {
    object: 'space',
    id: row.id,
    title: row.title,
    emoji: row.emoji ?? '',
    visibility: row.visibility,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    editMode: row.edit_mode,
    mergeRules: row.merge_rules,
    urls: { location: `${publicUrl}/v1/spaces/${row.id}`, app: `${publicUrl}/s/${row.id}`, ...(row.icon_url ? { icon: row.icon_url } : {}) },
    organization: row.organization_id,
    ...(row.parent_id ? { parent: row.parent_id } : {}),
    ...(row.language ? { language: row.language } : {}),
    revision: row.revision_id,
    defaultLevel: row.default_level,
    comments: row.comments,
    changeRequests: row.change_requests,
    changeRequestsOpen: row.change_requests_open,
    changeRequestsDraft: row.change_requests_draft,
  };
}

function send(response, status, body) {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

const server = http.createServer(async (request, response) => {
  const match = /^\/v1\/spaces\/([A-Za-z0-9_-]{1,64})$/.exec(request.url ?? '');
  if (request.method !== 'GET' || !match) return send(response, 404, { error: { code: 404, message: 'Not found' } });
  try {
    const { rows } = await pool.query(SPACE_QUERY, [match[1]]);
    if (rows.length === 0) return send(response, 404, { error: { code: 404, message: 'Space not found' } });
    send(response, 200, presentSpace(rows[0]));
  } catch (error) {
    send(response, 500, { error: { code: 500, message: error.message } });
  }
});

server.listen(port, '127.0.0.1', () => console.log(`bare server listening on 127.0.0.1:${port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
