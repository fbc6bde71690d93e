import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { namespacedSubject, type Logger } from '@quire/shared';

/**
 * What the reader cached is only as fresh as the events that invalidate it: every event of
 * content and sites (the outbox relays them to NATS) bumps the generation of its organization,
 * and every cache key of that organization carries its generation, so the next request reads
 * again. A plain NATS subscription (not a durable consumer): each reader replica hears every
 * event, and a replica that was away has nothing to catch up on but an empty cache.
 */
export class Generations {
  private readonly byOrganization = new Map<string, number>();
  private global = 0;

  of(organizationId: string): string {
    return `${this.global}.${this.byOrganization.get(organizationId) ?? 0}`;
  }

  bump(organizationId: string | null): void {
    if (organizationId === null) {
      this.global += 1;
      return;
    }
    this.byOrganization.set(organizationId, (this.byOrganization.get(organizationId) ?? 0) + 1);
  }

  /** After a lost connection anything may have changed meanwhile. */
  bumpAll(): void {
    this.global += 1;
  }
}

export type InvalidationListener = { stop(): Promise<void> };

export async function listenForChanges(options: { natsUrl: string; namespace?: string; generations: Generations; logger: Logger }): Promise<InvalidationListener> {
  const { generations, logger } = options;
  const connection: NatsConnection = await connect({ servers: options.natsUrl.split(','), name: 'quire-reader', maxReconnectAttempts: -1 });
  const subscriptions: Subscription[] = ['quire.content.>', 'quire.sites.>'].map((subject) => connection.subscribe(namespacedSubject(subject, options.namespace)));
  const pumps = subscriptions.map(async (subscription) => {
    for await (const message of subscription) {
      try {
        const envelope = message.json<{ organization?: string | null; type?: string }>();
        generations.bump(typeof envelope.organization === 'string' ? envelope.organization : null);
      } catch {
        generations.bumpAll();
      }
    }
  });
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'reconnect') {
        generations.bumpAll();
        logger.info('reconnected to NATS: every cached answer is read again');
      }
    }
  })();
  return {
    async stop() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      await connection.drain().catch(() => undefined);
      await Promise.allSettled(pumps);
    },
  };
}
