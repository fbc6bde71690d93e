import type { Logger } from '../logger';
import { namespacedSubject, ZEventEnvelope, type EventEnvelope } from './envelope';
import { connectNatsForever } from './nats';

export type EventListenerOptions = {
  natsUrl: string;
  /** Connection name shown by NATS. */
  name: string;
  /** Subject pattern without namespace, e.g. `quire.identity.>`; the namespace is added. */
  subject: string;
  namespace: string | undefined;
  logger: Logger;
  /** Each event as it arrives; a throw is logged, never stops the listener. */
  onEvent(event: EventEnvelope): void;
  /**
   * Called when events may have been missed: on every (re)connection, since a plain
   * subscription gets nothing that was published while it was away.
   */
  onGap(): void;
};

export type EventListener = {
  /** Whether the subscription is in place now (connected to NATS). */
  live(): boolean;
  stop(): Promise<void>;
};

/**
 * A plain (core NATS, not JetStream) subscription to events as the outbox relays publish them:
 * for in-memory state every replica keeps for itself (the gateway's principal cache), where a
 * durable consumer would share the events among replicas instead of giving each all of them,
 * and where what was missed is handled by `onGap` rather than replayed. Connects in the
 * background and forever (NATS down at start delays it, never fails the caller).
 */
export function startEventListener(options: EventListenerOptions): EventListener {
  const { logger } = options;
  const abort = new AbortController();
  let live = false;
  const subject = namespacedSubject(options.subject, options.namespace);
  const connecting = connectNatsForever(options.natsUrl, options.name, logger, abort.signal).then((nc) => {
    if (!nc) return undefined;
    const subscription = nc.subscribe(subject, {
      callback: (error, message) => {
        if (error) {
          logger.warn({ err: error, subject }, 'event subscription error');
          return;
        }
        const parsed = ZEventEnvelope.safeParse(message.json());
        if (!parsed.success) return;
        try {
          options.onEvent(parsed.data as EventEnvelope);
        } catch (failure) {
          logger.error({ err: failure, type: parsed.data.type }, 'event listener failed');
        }
      },
    });
    void nc.flush().then(() => {
      live = !abort.signal.aborted;
      options.onGap();
    });
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect') live = false;
        else if (status.type === 'reconnect') {
          live = true;
          options.onGap();
        }
      }
    })().catch(() => undefined);
    return { nc, subscription };
  });
  return {
    live: () => live,
    async stop() {
      abort.abort();
      live = false;
      const connected = await connecting;
      if (connected) await connected.nc.close();
    },
  };
}
