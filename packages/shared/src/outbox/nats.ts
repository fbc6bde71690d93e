import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, StorageType, type JetStreamManager, type StreamConfig } from '@nats-io/jetstream';
import { redactUrl, type Logger } from '../logger';
import { EVENT_STREAM, EVENT_STREAM_SUBJECTS } from './envelope';

const DUPLICATE_WINDOW_NS = 2 * 60 * 1_000_000_000;
/**
 * How long the stream keeps an event: consumers are durable and read events within seconds, so
 * a week covers any outage of a consumer that anyone would wait out, while the stream's disk use
 * stays bounded by a week of writes instead of growing for as long as Quire runs.
 */
export const EVENT_RETENTION_NS = 7 * 24 * 60 * 60 * 1_000_000_000;

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

export const backoffMs = (failures: number, baseMs: number, maxMs = 5000) =>
  Math.min(maxMs, baseMs * 2 ** Math.min(failures, 16));

/**
 * Connects to NATS, retrying until it succeeds or `signal` aborts (then resolves undefined).
 * Once connected the client reconnects forever by itself, so NATS being down, at start or
 * later, delays events but never crashes the service.
 */
export async function connectNatsForever(
  natsUrl: string,
  name: string,
  logger: Logger,
  signal: AbortSignal,
): Promise<NatsConnection | undefined> {
  const servers = natsUrl.split(',').map((s) => s.trim());
  for (let failures = 0; !signal.aborted; failures++) {
    try {
      const nc = await connect({ servers, name, maxReconnectAttempts: -1, reconnectTimeWait: 1000 });
      if (signal.aborted) {
        await nc.close();
        return undefined;
      }
      logger.info({ url: redactUrl(natsUrl) }, 'connected to NATS');
      watchStatus(nc, logger);
      return nc;
    } catch (error) {
      if (failures === 0 || failures % 10 === 0) {
        logger.warn({ url: redactUrl(natsUrl), err: error }, 'NATS unavailable; retrying');
      }
      await sleep(backoffMs(failures, 250), signal);
    }
  }
  return undefined;
}

function watchStatus(nc: NatsConnection, logger: Logger) {
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') logger.warn('disconnected from NATS; reconnecting');
      else if (status.type === 'reconnect') logger.info('reconnected to NATS');
    }
  })().catch(() => undefined);
}

/** Creates the QUIRE stream, or updates it to our subjects, duplicate window and retention. */
export async function ensureEventStream(nc: NatsConnection): Promise<JetStreamManager> {
  const jsm = await jetstreamManager(nc);
  const wanted: Partial<StreamConfig> & { name: string } = {
    name: EVENT_STREAM,
    subjects: EVENT_STREAM_SUBJECTS,
    storage: StorageType.File,
    duplicate_window: DUPLICATE_WINDOW_NS,
    max_age: EVENT_RETENTION_NS,
  };
  let info;
  try {
    info = await jsm.streams.info(EVENT_STREAM);
  } catch (error) {
    if (!isStreamNotFound(error)) throw error;
  }
  if (!info) {
    try {
      await jsm.streams.add(wanted);
    } catch (error) {
      // Another relay created it first; fall through to the comparison on the next start.
      if (!/already in use/i.test(String((error as Error).message))) throw error;
    }
    return jsm;
  }
  const config = info.config;
  const subjectsDiffer = EVENT_STREAM_SUBJECTS.some((s) => !config.subjects?.includes(s));
  if (subjectsDiffer || config.duplicate_window !== DUPLICATE_WINDOW_NS || config.max_age !== EVENT_RETENTION_NS) {
    const subjects = Array.from(new Set([...(config.subjects ?? []), ...EVENT_STREAM_SUBJECTS]));
    await jsm.streams.update(EVENT_STREAM, { subjects, duplicate_window: DUPLICATE_WINDOW_NS, max_age: EVENT_RETENTION_NS });
  }
  return jsm;
}

function isStreamNotFound(error: unknown): boolean {
  const e = error as { name?: string; code?: number; api_error?: { err_code?: number }; message?: string };
  return e?.name === 'StreamNotFoundError' || e?.api_error?.err_code === 10059 || /stream not found/i.test(e?.message ?? '');
}
