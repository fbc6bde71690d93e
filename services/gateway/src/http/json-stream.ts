import type { Request, Response } from 'express';
import type { Logger } from '@quire/shared';
import { JSON_STREAM_FIELDS } from '../routes/route-table';
import { findField } from '../transcoding/codec-cache';
import type { GrpcCallError, GrpcCaller } from '../transcoding/grpc-caller';
import type { CallMetadata, StreamDeadlines } from '../transcoding/grpc-connection';
import type { RpcMethod } from '../transcoding/proto-registry';

/**
 * How long a streamed answer may take in all (sent as the call's `grpc-timeout`): after its
 * first message the pace is the client's (25 MB to a slow reader), but a reader that stalls
 * must not hold a service's stream forever.
 */
export const JSON_STREAM_MAX_MS = 10 * 60 * 1000;

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** The only coding a service may name for its chunks (anything else would reach a header unchecked). */
const CONTENT_CODINGS = new Set(['gzip']);

const headerOf = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The request fields a `jsonStream` row adds to the input: the client's conditional and coding headers. */
export function jsonStreamInput(req: Request): Record<string, string> {
  const input: Record<string, string> = {};
  const ifNoneMatch = headerOf(req, 'if-none-match');
  const acceptEncoding = headerOf(req, 'accept-encoding');
  if (ifNoneMatch !== undefined) input[JSON_STREAM_FIELDS.ifNoneMatch] = ifNoneMatch;
  if (acceptEncoding !== undefined) input[JSON_STREAM_FIELDS.acceptEncoding] = acceptEncoding;
  return input;
}

type StreamCall = {
  caller: GrpcCaller;
  method: RpcMethod;
  request: Uint8Array;
  metadata: CallMetadata;
  /** The first message must come within it (the service's work, as for a unary call). */
  deadlineMs: number;
  logger: Logger;
  logIds: Record<string, unknown>;
};

/**
 * Answers a `jsonStream` row (docs/gateway.md "Streamed JSON"): the service's chunks are written
 * as they come, the HTTP response pausing the call while the client is behind. The headers go
 * out with the first message, so a failure before it rejects with its `GrpcCallError` (the
 * usual error body follows); one after it can only cut the response short: it is logged and the
 * connection closed, so the client sees an incomplete body rather than a complete-looking one.
 */
export function sendJsonStream(res: Response, { caller, method, request, metadata, deadlineMs, logger, logIds }: StreamCall): Promise<void> {
  const deadlines: StreamDeadlines = { firstMessageMs: deadlineMs, totalMs: Math.max(deadlineMs, JSON_STREAM_MAX_MS) };
  const { responseType } = method;
  const nameOf = (jsonName: string) => findField(responseType, jsonName)!.name;
  const names = {
    chunk: nameOf(JSON_STREAM_FIELDS.chunk),
    etag: nameOf(JSON_STREAM_FIELDS.etag),
    notModified: nameOf(JSON_STREAM_FIELDS.notModified),
    contentEncoding: nameOf(JSON_STREAM_FIELDS.contentEncoding),
    contentLength: nameOf(JSON_STREAM_FIELDS.contentLength),
  };
  return new Promise((resolve, reject) => {
    let started = false;
    let notModified = false;
    let settled = false;
    let clientGone = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error === undefined) resolve();
      else reject(error);
    };
    const onMessage = (bytes: Buffer) => {
      if (notModified || res.destroyed) return;
      const message = responseType.decode(bytes) as unknown as Record<string, unknown>;
      if (!started) {
        started = true;
        const etag = message[names.etag];
        if (typeof etag === 'string' && etag !== '') res.setHeader('ETag', etag);
        if (message[names.notModified] === true) {
          notModified = true;
          res.status(304).end();
          return;
        }
        res.status(200);
        res.setHeader('Content-Type', JSON_CONTENT_TYPE);
        // The same URL answers compressed or not, depending on the request's Accept-Encoding.
        res.setHeader('Vary', 'Accept-Encoding');
        const coding = message[names.contentEncoding];
        // Unset optional fields decode as null.
        if (typeof coding === 'string' && coding !== '') {
          if (!CONTENT_CODINGS.has(coding)) throw new Error(`${method.rpc} sent an unknown content coding`);
          res.setHeader('Content-Encoding', coding);
        }
        // Known up front, the length spares the client chunked decoding, and a stream cut short
        // is then visibly incomplete to any client.
        const length = message[names.contentLength];
        if (typeof length === 'number' && Number.isInteger(length) && length >= 0) res.setHeader('Content-Length', length);
      }
      const chunk = message[names.chunk];
      // isView, not instanceof: protobufjs' Buffers may come from another realm (jest's).
      if (!ArrayBuffer.isView(chunk) || chunk.byteLength === 0) return;
      if (!res.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) {
        handle.pause();
        res.once('drain', () => handle.resume());
      }
    };
    const handle = caller.stream(method, request, metadata, deadlines, {
      onMessage: (bytes) => {
        try {
          onMessage(bytes);
        } catch (error) {
          // Settled first: the cancellation's own end must not decide the answer.
          if (!res.headersSent) settle(error);
          else {
            logger.error({ err: error, ...logIds, rpc: method.rpc }, 'streamed response failed');
            res.destroy();
            settle();
          }
          handle.cancel();
        }
      },
      onEnd: (error: GrpcCallError | undefined) => {
        if (settled) return;
        // Cancelled because the client went away: nobody is left to answer, nothing went wrong.
        if (clientGone) {
          settle();
          return;
        }
        if (!started) {
          // A stream that ends OK without a message has said nothing about the resource.
          settle(error ?? new Error(`${method.rpc} ended without a message`));
          return;
        }
        if (error !== undefined && !notModified) {
          if (!res.destroyed) logger.error({ ...logIds, rpc: method.rpc, code: error.code, details: error.details }, 'streamed response cut short');
          res.destroy();
        } else if (!notModified) res.end();
        settle();
      },
    });
    // The client went away: the service stops too.
    res.on('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      handle.cancel();
    });
  });
}
