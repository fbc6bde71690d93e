import { ZEventNamespace } from '../outbox/envelope';

/** Everything a work queue creates on the NATS server, derived from its name and namespace. */
export type WorkQueueNames = {
  /** `<service>-<name>`: the queue's name in logs and in `quire_job_queue_depth{queue}`. */
  queue: string;
  /** Work-queue retention: an item's message is deleted once acknowledged. */
  stream: string;
  subject: string;
  /** The durable pull consumer every replica shares (a work-queue stream allows one). */
  consumer: string;
  /** Limits retention: what ended without success, for people to look at. */
  deadStream: string;
  deadSubject: string;
  namespace: string | undefined;
};

const ZPart = /^[a-z][a-z0-9-]{0,31}$/;

/** `git-worker` → `GIT_WORKER`; the namespace alphabet (a-z 0-9 _ -) stays unambiguous upper-cased. */
const upper = (value: string) => value.toUpperCase().replace(/-/g, '_');

/**
 * The names of the work queue `<service>-<name>` in `namespace` (QUIRE_EVENT_NAMESPACE, the
 * same that routes a stack's events apart, docs/events.md): `QUIRE_GIT_WORKER_JOBS` on
 * `quire-work.git-worker.jobs` without one, `QUIRE_GIT_WORKER_JOBS_NS_BENCH` on
 * `quire-work.ns-bench.git-worker.jobs` with `bench`. Subjects live outside the event stream's
 * `quire.>`, and one namespace's subjects never match another's.
 */
export function workQueueNames(service: string, name: string, namespace?: string): WorkQueueNames {
  if (!ZPart.test(service) || !ZPart.test(name)) throw new Error(`work queue names are lower-case words joined by "-": ${service}/${name}`);
  const parsed = ZEventNamespace.safeParse(namespace || undefined);
  if (!parsed.success) throw new Error(`work queue namespace ${JSON.stringify(namespace)} ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  const ns = parsed.data;
  const streamSuffix = ns ? `_NS_${ns.toUpperCase()}` : '';
  const subject = ns ? `quire-work.ns-${ns}.${service}.${name}` : `quire-work.${service}.${name}`;
  return {
    queue: `${service}-${name}`,
    stream: `QUIRE_${upper(service)}_${upper(name)}${streamSuffix}`,
    subject,
    consumer: `${service}-${name}`,
    deadStream: `QUIRE_${upper(service)}_${upper(name)}_DEAD${streamSuffix}`,
    deadSubject: `${subject}.dead`,
    namespace: ns,
  };
}

/** The prefix of every work-queue subject of `namespace`. */
export const namespaceWorkSubjectPrefix = (namespace: string) => `quire-work.ns-${namespace}.`;
