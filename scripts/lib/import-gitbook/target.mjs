// The Quire side of an import: Quire's own HTTP API (/v1) with an API token of the target
// organization, so that every write goes through the same authentication, validation, access
// rules, events and audit log as any other client's (the audit log names the token's user).
// The contract's routes and the extension routes that write pages and files in a change
// request are called alike; an error answer becomes a QuireError with its status and message.
import { ImportError } from './http.mjs';

export class QuireError extends ImportError {
  constructor(status, message, method, path) {
    super(`Quire answered ${status} to ${method} ${path}: ${message}`);
    this.status = status;
  }
}

export function createQuireClient({ baseUrl, token, fetch }) {
  const root = `${baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1`;
  const call = async (method, path, { body, query, raw, contentType } = {}) => {
    const url = new URL(`${root}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers = { authorization: `Bearer ${token}` };
    let payload;
    if (raw !== undefined) {
      payload = raw;
      headers['content-type'] = contentType || 'application/octet-stream';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url.toString(), { method, headers, body: payload });
    const text = await response.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) throw new QuireError(response.status, json?.error?.message ?? (text.slice(0, 200) || response.statusText), method, path);
    return json;
  };
  /** Every item of a paginated list (`{ items, next: { page } }`). */
  const listAll = async (path, query = {}) => {
    const items = [];
    let page;
    do {
      const body = await call('GET', path, { query: { ...query, limit: 1000, page } });
      items.push(...body.items);
      page = body.next?.page;
    } while (page);
    return items;
  };
  return {
    get: (path, options) => call('GET', path, options),
    post: (path, body, options) => call('POST', path, { ...options, body }),
    patch: (path, body) => call('PATCH', path, { body }),
    put: (path, body) => call('PUT', path, { body }),
    delete: (path) => call('DELETE', path),
    upload: (path, query, bytes, contentType) => call('POST', path, { query, raw: bytes, contentType }),
    listAll,
  };
}
