import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENT_STREAM, namespacedSubject } from '../outbox/envelope';
import { namespaceWorkSubjectPrefix } from './names';

/**
 * A namespace of its own for one test stack: `t_<label>_<random>` (QUIRE_EVENT_NAMESPACE's
 * alphabet). Give it to every service of the stack (`namespace` option, or the variable), so
 * that its events, durables and work queues meet no other stack's on a shared NATS server.
 */
export function testNamespace(label = 'test'): string {
  const cleaned = label.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 24) || 'test';
  return `t_${cleaned}_${randomBytes(5).toString('hex')}`;
}

export type RemovedNamespace = { streams: string[]; durables: string[]; purgedEvents: number };

/**
 * Removes what a namespace left on the NATS server: its work-queue and dead-letter streams
 * (every stream whose subjects are all the namespace's), its durables on the QUIRE stream
 * (filtered on its subjects only), and its events in QUIRE. Nothing of another namespace, or of
 * none, is touched. For test teardown and for retiring a bench or e2e stack.
 */
export async function removeNamespace(nats: string | NatsConnection, namespace: string): Promise<RemovedNamespace> {
  if (!namespace) throw new Error('removeNamespace needs a namespace: without one it would remove a deployment');
  const connection = typeof nats === 'string' ? await connect({ servers: nats.split(',').map((server) => server.trim()) }) : nats;
  const removed: RemovedNamespace = { streams: [], durables: [], purgedEvents: 0 };
  try {
    const jsm = await jetstreamManager(connection);
    const workPrefix = namespaceWorkSubjectPrefix(namespace);
    for await (const stream of jsm.streams.list()) {
      const subjects = stream.config.subjects ?? [];
      if (subjects.length > 0 && subjects.every((subject) => subject.startsWith(workPrefix))) {
        await jsm.streams.delete(stream.config.name).catch(ignoreNotFound);
        removed.streams.push(stream.config.name);
      }
    }
    const eventFilter = namespacedSubject('quire.>', namespace);
    const eventPrefix = eventFilter.slice(0, -1);
    const hasEvents = await jsm.streams.info(EVENT_STREAM).then(
      () => true,
      (error: Error) => (/stream not found/i.test(error.message) ? false : Promise.reject(error)),
    );
    if (hasEvents) {
      for await (const consumer of jsm.consumers.list(EVENT_STREAM)) {
        const filters = consumer.config.filter_subjects ?? (consumer.config.filter_subject ? [consumer.config.filter_subject] : []);
        if (filters.length > 0 && filters.every((filter) => filter.startsWith(eventPrefix))) {
          await jsm.consumers.delete(EVENT_STREAM, consumer.name).catch(ignoreNotFound);
          removed.durables.push(consumer.name);
        }
      }
      const { purged } = await jsm.streams.purge(EVENT_STREAM, { filter: eventFilter });
      removed.purgedEvents = purged;
    }
  } finally {
    if (typeof nats === 'string') await connection.close();
  }
  return removed;
}

function ignoreNotFound(error: Error): void {
  // Another teardown of the same namespace removed it first.
  if (!/not found/i.test(error.message)) throw error;
}
