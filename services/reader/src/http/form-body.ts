import type { IncomingMessage } from 'node:http';

/** A request body read whole, or why it was not. */
export type BodyRead = { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'timeout' | 'aborted' };

/**
 * Whether the request says its body is a form (`application/x-www-form-urlencoded`, in UTF-8:
 * what browsers post from a page served in UTF-8; another charset is refused).
 */
export function isUtf8Form(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type, ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/x-www-form-urlencoded') return false;
  return parameters.every((parameter) => !parameter.startsWith('charset=') || ['utf-8', 'utf8', '"utf-8"'].includes(parameter.slice('charset='.length)));
}

/**
 * Reads a request body of at most `maxBytes`, within `timeoutMs`: a declared length over the
 * bound is refused before a byte is read, a body that grows past it is refused as soon as it
 * does, and a client that sends too slowly is given up on, so no request holds the reader or its
 * memory. On refusal the caller answers with `Connection: close`, which drops what was not read.
 */
export function readBoundedBody(req: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ ok: false, reason: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyRead) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAborted);
      req.off('close', onAborted);
      if (!result.ok) req.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return finish({ ok: false, reason: 'too-large' });
      chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, size) });
    const onAborted = () => finish({ ok: false, reason: 'aborted' });
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAborted);
    req.on('close', onAborted);
  });
}
