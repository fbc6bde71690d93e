import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { DeliverPolicy, jetstream, jetstreamManager, type JsMsg } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { databaseUrlFor, EVENT_STREAM, namespacedSubject, outboxEvent, type EventEnvelope } from '@quire/shared';
import pg from 'pg';
import { NATS_URL } from './helpers';

const BASE_DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export const randomSuffix = () => randomBytes(5).toString('hex');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` resolves true; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * A database of the test file's own (the service creates it at start): a relay publishes every
 * unsent row of its outbox, so a file that watches its relay cannot share quire_content_test.
 */
export function scratchDatabase(purpose: string): { url: string; drop(): Promise<void> } {
  const url = databaseUrlFor(BASE_DATABASE_URL, `content_test_${purpose}_${randomSuffix()}`);
  return {
    url,
    async drop() {
      const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

// Spelled this way because the connection type lives behind a package `exports` path that
// this package's `moduleResolution: node` cannot follow.
export type NatsConnection = Awaited<ReturnType<typeof connect>>;

export const connectNats = (): Promise<NatsConnection> => connect({ servers: NATS_URL });

/** The sequence the next message stored in the QUIRE stream will get. */
export async function nextStreamSeq(nc: NatsConnection): Promise<number> {
  const info = await (await jetstreamManager(nc)).streams.info(EVENT_STREAM);
  return info.state.last_seq + 1;
}

/** Every message on `filter` from `startSeq` on, in stream order, read with an ordered consumer. */
export async function readStream(nc: NatsConnection, filter: string, startSeq: number): Promise<JsMsg[]> {
  const consumer = await jetstream(nc).consumers.get(EVENT_STREAM, {
    filter_subjects: filter,
    deliver_policy: DeliverPolicy.StartSequence,
    opt_start_seq: startSeq,
  });
  const messages: JsMsg[] = [];
  for (;;) {
    const message = await consumer.next({ expires: 1000 });
    if (!message) return messages;
    messages.push(message);
  }
}

/** The envelope identity's relay publishes for the outbox row of its team-deleter. */
export function teamDeletedEnvelope(organizationId: string, teamId: string): EventEnvelope {
  const row = outboxEvent({
    service: 'identity',
    resource: 'team',
    verb: 'deleted',
    aggregateId: teamId,
    organizationId,
    data: { organizationId, teamId },
  });
  return {
    specversion: '1.0',
    id: row.id,
    type: row.type,
    source: 'quire/identity',
    time: new Date().toISOString(),
    subject: teamId,
    organization: organizationId,
    data: row.data,
  };
}

/**
 * Publishes like a relay of the stack in `namespace`, with the event id as Nats-Msg-Id unless
 * `msgID` says otherwise.
 */
export const publishEnvelope = (nc: NatsConnection, envelope: EventEnvelope, namespace: string, msgID = envelope.id) =>
  jetstream(nc).publish(namespacedSubject(envelope.type, namespace), JSON.stringify(envelope), { msgID });

export async function deleteDurable(nc: NatsConnection, durable: string): Promise<void> {
  await (await jetstreamManager(nc)).consumers.delete(EVENT_STREAM, durable).catch(() => undefined);
}

/** Stream sequence up to which a durable consumer has acknowledged everything. */
export async function ackFloor(nc: NatsConnection, durable: string): Promise<number> {
  const info = await (await jetstreamManager(nc)).consumers.info(EVENT_STREAM, durable);
  return info.ack_floor.stream_seq;
}

/**
 * A TCP proxy in front of NATS that can be taken down (refusing connections and cutting the
 * ones open, as a NATS crash does) and brought back on the same port.
 */
export class NatsProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target = new URL(NATS_URL.split(',')[0])) {}

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 4222), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
