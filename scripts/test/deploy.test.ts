import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { ZSecretsKey } from '@quire/shared';

// scripts/deploy/: validate.mjs against the repository's docker-compose.yml and deploy/k8s,
// then against rendered manifests and compose files broken one requirement at a time;
// migrate.mjs against databases of its own. Under CI a missing docker-compose or kubectl fails
// these tests (validate.mjs requires its tools when CI is set, as scripts/test.mjs sets it).

const ROOT = path.resolve(__dirname, '..', '..');
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
const VALIDATE = path.join(ROOT, 'scripts', 'deploy', 'validate.mjs');
const MIGRATE = path.join(ROOT, 'scripts', 'deploy', 'migrate.mjs');
const K8S = path.join(ROOT, 'deploy', 'k8s');
const inCi = !['', 'false', '0'].includes((process.env.CI ?? '').toLowerCase());

type Manifest = Record<string, any>;
type Target = { target: string; tool: string | null; objects: number; kinds: Record<string, number>; problems: string[] };
type Report = { ok: boolean; tools: Record<string, string | null>; targets: Target[]; skipped: string[] };

function runNode(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function validate(...args: string[]): { code: number | null; report: Report } {
  const { code, stdout, stderr } = runNode([VALIDATE, '--json', ...args]);
  if (!stdout.trim()) throw new Error(`validate.mjs printed no report (exit ${code}): ${stderr}`);
  return { code, report: JSON.parse(stdout) };
}

/** The base rendered by the kustomize validate.mjs would use (kubectl kustomize, or kustomize build). */
function renderBase(): string {
  for (const [command, args] of [
    ['kubectl', ['kustomize', path.join(K8S, 'base')]],
    ['kustomize', ['build', path.join(K8S, 'base')]],
  ] as const) {
    const result = spawnSync(command, args, { encoding: 'utf8' });
    if (result.status === 0) return result.stdout;
  }
  throw new Error('neither `kubectl kustomize` nor `kustomize build` could render deploy/k8s/base (install kubectl 1.27+)');
}

const kustomizeAvailable =
  spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0 || spawnSync('kustomize', ['version'], { encoding: 'utf8' }).status === 0;
/** Outside CI, a machine without kubectl skips what needs it; in CI it fails. */
const withKustomize = kustomizeAvailable || inCi ? describe : describe.skip;

describe('validate.mjs on the repository', () => {
  it('passes docker-compose.yml, the base and every overlay, each built by its own tool', () => {
    const { code, report } = validate();
    const overlays = readdirSync(path.join(K8S, 'overlays')).map((name) => `deploy/k8s/overlays/${name}`);
    if (!inCi && report.skipped.length > 0) {
      // A developer machine without the tools: nothing was checked, and the report says why.
      expect(report.skipped.join('\n')).toMatch(/not installed|no kustomize/);
      return;
    }
    expect(report.skipped).toEqual([]);
    expect(report.targets.map((target) => [target.target, target.problems])).toEqual(
      ['docker-compose.yml', 'deploy/k8s/base', ...overlays.sort()].map((name) => [name, []]),
    );
    expect(code).toBe(0);
    expect(overlays.length).toBeGreaterThanOrEqual(2);
    for (const target of report.targets.filter((entry) => entry.target.startsWith('deploy/k8s'))) {
      // gateway, content, git-worker and reader scale; the reader is reached through the Ingress.
      expect(target.kinds).toMatchObject({ Deployment: expect.any(Number), Job: 1, Secret: 1, PodDisruptionBudget: 4, HorizontalPodAutoscaler: 4, Ingress: 1 });
      expect(target.kinds.Deployment).toBeGreaterThanOrEqual(7);
      expect(target.kinds.NetworkPolicy).toBeGreaterThan(0);
    }
  }, 120_000);

  it('rejects an unknown option with exit 2', () => {
    expect(runNode([VALIDATE, '--frobnicate']).code).toBe(2);
  });
});

/**
 * One requirement broken in the rendered base: the change (in place, or a new list of
 * objects), and the problem it must cause.
 */
type Breakage = { name: string; breaks: (objects: Manifest[]) => Manifest[] | void; problem: RegExp };

const find = (objects: Manifest[], kind: string, name: string): Manifest => {
  const found = objects.find((object) => object.kind === kind && (object.metadata.name === name || object.metadata.name.startsWith(`${name}-`)));
  if (!found) throw new Error(`${kind}/${name} is not in the rendered base`);
  return found;
};
const container = (objects: Manifest[], deployment: string) => find(objects, 'Deployment', deployment).spec.template.spec.containers[0];
const without = (objects: Manifest[], kind: string, name: string) => objects.filter((object) => object !== find(objects, kind, name));
const envEntry = (entry: Manifest, name: string) => entry.env.find((variable: Manifest) => variable.name === name);

const BREAKAGES: Breakage[] = [
  {
    name: 'a service without its gRPC readiness probe',
    breaks: (objects) => {
      delete container(objects, 'content').readinessProbe;
    },
    problem: /^Deployment\/content: readinessProbe is not a gRPC health check \(grpc\.health\.v1\) on port 50052$/,
  },
  {
    name: 'a gRPC probe on the wrong port',
    breaks: (objects) => {
      container(objects, 'sites').livenessProbe.grpc.port = 50099;
    },
    problem: /^Deployment\/sites: livenessProbe is not a gRPC health check/,
  },
  {
    name: 'the gateway probed somewhere other than /healthz',
    breaks: (objects) => {
      container(objects, 'gateway').livenessProbe.httpGet.path = '/v1/openapi.json';
    },
    problem: /^Deployment\/gateway: livenessProbe is not an HTTP GET of \/healthz/,
  },
  {
    name: 'the reader probed somewhere other than /healthz',
    breaks: (objects) => {
      container(objects, 'reader').readinessProbe.httpGet.path = '/sites';
    },
    problem: /^Deployment\/reader: readinessProbe is not an HTTP GET of \/healthz on the http port$/,
  },
  {
    name: 'the reader listening on a port other than its http port',
    breaks: (objects) => {
      envEntry(container(objects, 'reader'), 'READER_HTTP_PORT').value = '8091';
    },
    problem: /^Deployment\/reader: READER_HTTP_PORT is not 8090, the port named http$/,
  },
  {
    name: 'a process without a Deployment',
    breaks: (objects) => without(objects, 'Deployment', 'insights'),
    problem: /^Deployment\/insights: missing/,
  },
  {
    name: 'no disruption budget for the git-worker',
    breaks: (objects) => without(objects, 'PodDisruptionBudget', 'git-worker'),
    problem: /^PodDisruptionBudget for Deployment\/git-worker: missing$/,
  },
  {
    name: 'no autoscaler for the reader',
    breaks: (objects) => without(objects, 'HorizontalPodAutoscaler', 'reader'),
    problem: /^HorizontalPodAutoscaler for Deployment\/reader: missing$/,
  },
  {
    name: 'no disruption budget for the reader',
    breaks: (objects) => without(objects, 'PodDisruptionBudget', 'reader'),
    problem: /^PodDisruptionBudget for Deployment\/reader: missing$/,
  },
  {
    name: 'no autoscaler for content',
    breaks: (objects) => without(objects, 'HorizontalPodAutoscaler', 'content'),
    problem: /^HorizontalPodAutoscaler for Deployment\/content: missing$/,
  },
  {
    name: 'replicas fixed on an autoscaled Deployment',
    breaks: (objects) => {
      find(objects, 'Deployment', 'gateway').spec.replicas = 3;
    },
    problem: /^Deployment\/gateway: sets replicas while HorizontalPodAutoscaler\/gateway scales it/,
  },
  {
    name: "a service's gRPC port open to anyone",
    breaks: (objects) => {
      delete find(objects, 'NetworkPolicy', 'sites-grpc-ingress').spec.ingress[0].from;
    },
    problem: /^Deployment\/sites: port grpc takes connections from outside the cluster/,
  },
  {
    name: 'a caller left out of a service’s ingress',
    breaks: (objects) => {
      find(objects, 'NetworkPolicy', 'identity-grpc-ingress').spec.ingress[0].from[0].podSelector.matchExpressions[0].values = ['gateway'];
    },
    problem: /^Deployment\/identity: refuses gRPC calls from content, which calls it \(IDENTITY_GRPC_URL\)$/,
  },
  {
    name: 'a service open to a process that never calls it',
    breaks: (objects) => {
      find(objects, 'NetworkPolicy', 'insights-grpc-ingress').spec.ingress[0].from.push({ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'git-worker' } } });
    },
    problem: /^Deployment\/insights: takes gRPC calls from git-worker, which never calls it$/,
  },
  {
    name: 'the reader left out of content’s ingress',
    breaks: (objects) => {
      const values = find(objects, 'NetworkPolicy', 'content-grpc-ingress').spec.ingress[0].from[0].podSelector.matchExpressions[0].values;
      values.splice(values.indexOf('reader'), 1);
    },
    problem: /^Deployment\/content: refuses gRPC calls from reader, which calls it \(CONTENT_GRPC_URL\)$/,
  },
  {
    name: 'the reader unable to reach sites',
    breaks: (objects) => {
      find(objects, 'NetworkPolicy', 'reader-grpc-egress').spec.egress[0].to[0].podSelector.matchExpressions[0].values = ['content'];
    },
    problem: /^Deployment\/reader: cannot reach sites's gRPC port, which it calls$/,
  },
  {
    name: 'the reader without NATS, which invalidates its cache',
    breaks: (objects) => {
      find(objects, 'NetworkPolicy', 'quire-nats-egress').spec.podSelector.matchExpressions[0].values = ['identity', 'content', 'sites', 'insights', 'git-worker'];
    },
    problem: /^Deployment\/reader: cannot reach NATS \(TCP 4222\)$/,
  },
  {
    name: 'internet egress for the reader',
    breaks: (objects) => {
      find(objects, 'NetworkPolicy', 'reader-grpc-egress').spec.egress.push({ to: [{ ipBlock: { cidr: '0.0.0.0/0' } }] });
    },
    problem: /^Deployment\/reader: may connect anywhere outside the cluster \(only git-worker and runtime may\)$/,
  },
  {
    name: 'the reader’s metrics port open to the outside',
    breaks: (objects) => {
      find(objects, 'NetworkPolicy', 'reader-ingress').spec.ingress[0].ports.push({ protocol: 'TCP', port: 'metrics' });
    },
    problem: /^Deployment\/reader: port metrics takes connections from outside the cluster/,
  },
  {
    name: 'published sites closed to the outside',
    breaks: (objects) => without(objects, 'NetworkPolicy', 'reader-ingress'),
    problem: /^Deployment\/reader: port http takes no connections from outside the cluster$/,
  },
  {
    name: 'published sites routed to the gateway',
    breaks: (objects) => {
      find(objects, 'Ingress', 'quire').spec.rules[0].http.paths[0].backend.service.name = 'gateway';
    },
    problem: /^Ingress\/quire: QUIRE_SITES_URL https:\/\/quire\.example\.com\/sites \(published sites\) leads to Service\/gateway port http, not to the http port of reader$/,
  },
  {
    name: 'an Ingress whose host is not the sites URL’s',
    breaks: (objects) => {
      find(objects, 'Ingress', 'quire').spec.rules[0].host = 'api.example.com';
    },
    problem: /^Ingress: none routes QUIRE_SITES_URL https:\/\/quire\.example\.com\/sites \(published sites\) to Service\/reader$/,
  },
  {
    name: 'the API routed to the reader',
    breaks: (objects) => {
      find(objects, 'Ingress', 'quire').spec.rules[0].http.paths[1].backend.service.name = 'reader';
    },
    problem: /^Ingress\/quire: QUIRE_PUBLIC_URL https:\/\/quire\.example\.com \(the API\) leads to Service\/reader port http, not to the http port of gateway$/,
  },
  {
    name: 'no Ingress',
    breaks: (objects) => without(objects, 'Ingress', 'quire'),
    problem: /^Ingress: none routes QUIRE_SITES_URL .* to Service\/reader$/,
  },
  {
    name: 'the database URL given to the reader',
    breaks: (objects) => {
      container(objects, 'reader').env.push({ name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: find(objects, 'Secret', 'quire-secrets').metadata.name, key: 'DATABASE_URL' } } });
    },
    problem: /^Deployment\/reader: is given DATABASE_URL, which it does not read/,
  },
  {
    name: 'internet egress for content',
    breaks: (objects) => [
      ...objects,
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: { name: 'content-anywhere', namespace: 'quire' },
        spec: { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'content' } }, policyTypes: ['Egress'], egress: [{ to: [{ ipBlock: { cidr: '0.0.0.0/0' } }] }] },
      },
    ],
    problem: /^Deployment\/content: may connect anywhere outside the cluster \(only git-worker and runtime may\)$/,
  },
  {
    name: 'an outside port other than DNS, PostgreSQL and NATS',
    breaks: (objects) => {
      find(objects, 'NetworkPolicy', 'quire-nats-egress').spec.egress[0].ports.push({ protocol: 'TCP', port: 443 });
    },
    problem: /^Deployment\/identity: may connect outside the cluster on TCP 443/,
  },
  {
    name: 'no internet egress for the git-worker',
    breaks: (objects) => without(objects, 'NetworkPolicy', 'git-worker-internet-egress'),
    problem: /^Deployment\/git-worker: has no egress beyond the cluster/,
  },
  {
    name: 'no internet egress for the runtime',
    breaks: (objects) => without(objects, 'NetworkPolicy', 'runtime-internet-egress'),
    problem: /^Deployment\/runtime: has no egress beyond the cluster \(integration scripts fetch outside services\)$/,
  },
  {
    name: 'the runtime without NATS (it consumes the domain events it delivers to integrations)',
    breaks: (objects) => {
      const runtime = container(objects, 'runtime');
      runtime.env = runtime.env.filter((variable: { name: string }) => variable.name !== 'NATS_URL');
    },
    problem: /^Deployment\/runtime: NATS_URL is not set/,
  },
  {
    name: 'no NATS egress for a service that uses NATS',
    breaks: (objects) => without(objects, 'NetworkPolicy', 'quire-nats-egress'),
    problem: /^Deployment\/sites: cannot reach NATS \(TCP 4222\)$/,
  },
  {
    name: 'the secrets key given to the git-worker',
    breaks: (objects) => {
      container(objects, 'git-worker').env.push({ name: 'QUIRE_SECRETS_KEY', valueFrom: { secretKeyRef: { name: find(objects, 'Secret', 'quire-secrets').metadata.name, key: 'QUIRE_SECRETS_KEY' } } });
    },
    problem: /^Deployment\/git-worker: is given QUIRE_SECRETS_KEY, which it does not read/,
  },
  {
    name: 'a database URL written in the manifest',
    breaks: (objects) => {
      const entry = envEntry(container(objects, 'sites'), 'DATABASE_URL');
      delete entry.valueFrom;
      entry.value = 'postgresql://quire:password@db:5432/postgres';
    },
    problem: /^Deployment\/sites: DATABASE_URL is written in the manifest; it must come from a Secret$/,
  },
  {
    name: 'a Secret without the key a Deployment reads',
    breaks: (objects) => {
      delete find(objects, 'Secret', 'quire-secrets').data.QUIRE_SECRETS_KEY;
    },
    problem: /^Deployment\/identity: QUIRE_SECRETS_KEY comes from key QUIRE_SECRETS_KEY of Secret quire-secrets-\w+, which has no such key$/,
  },
  {
    name: 'an address that leads nowhere',
    breaks: (objects) => {
      find(objects, 'ConfigMap', 'quire-config').data.CONTENT_GRPC_URL = 'content:50099';
    },
    problem: /^Deployment\/identity: CONTENT_GRPC_URL=content:50099 does not lead to content's gRPC port through a Service$/,
  },
  {
    name: 'a migration with an image other than the service’s',
    breaks: (objects) => {
      const job = find(objects, 'Job', 'quire-migrate');
      job.spec.template.spec.containers.find((entry: Manifest) => entry.name === 'content').image = 'quire-content:0.9.0';
    },
    problem: /^Job\/quire-migrate container content: migrates content with image quire-content:0\.9\.0, but Deployment\/content runs quire-content:latest$/,
  },
  {
    name: 'a database the migration Job leaves out',
    breaks: (objects) => {
      const spec = find(objects, 'Job', 'quire-migrate').spec.template.spec;
      spec.containers = spec.containers.filter((entry: Manifest) => entry.name !== 'insights');
    },
    problem: /^Job: no container migrates the database of insights/,
  },
  {
    name: 'no migration Job',
    breaks: (objects) => without(objects, 'Job', 'quire-migrate'),
    problem: /^Job running scripts\/deploy\/migrate\.mjs: missing/,
  },
  {
    name: 'a container allowed to escalate privileges',
    breaks: (objects) => {
      container(objects, 'insights').securityContext.allowPrivilegeEscalation = true;
    },
    problem: /^Deployment\/insights container insights: allowPrivilegeEscalation is not false$/,
  },
  {
    name: 'an object the Kubernetes schema refuses',
    breaks: (objects) => {
      find(objects, 'Service', 'content').spec.ports[0].port = 'fifty';
    },
    problem: /^Service\/content: .*port.* must be integer/,
  },
  {
    name: 'a kind with no schema',
    breaks: (objects) => [...objects, { apiVersion: 'apps/v1beta1', kind: 'Deployment', metadata: { name: 'legacy', namespace: 'quire' }, spec: {} }],
    problem: /^Deployment\/legacy: no schema for apiVersion apps\/v1beta1 kind Deployment/,
  },
];

withKustomize('validate.mjs on broken manifests', () => {
  let directory: string;
  const reports = new Map<string, Target>();

  beforeAll(() => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'quire-deploy-test-'));
    const rendered = renderBase();
    const files: string[] = [];
    const write = (objects: Manifest[]) => {
      const file = path.join(directory, `${files.length}.yaml`);
      writeFileSync(file, objects.map((object) => stringify(object)).join('---\n'));
      files.push(file);
      return path.relative(ROOT, file);
    };
    const fresh = () => parseAllDocuments(rendered).map((document) => document.toJS() as Manifest);
    const names = new Map<string, string>([[write(fresh()), 'unchanged']]);
    for (const breakage of BREAKAGES) {
      const objects = fresh();
      names.set(write(breakage.breaks(objects) ?? objects), breakage.name);
    }
    // All files in one run: kubernetes-models' schemas load once.
    const { report } = validate(...files.flatMap((file) => ['--rendered', file]));
    for (const target of report.targets) reports.set(names.get(target.target) ?? target.target, target);
  }, 120_000);

  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('passes the base as rendered', () => {
    expect(reports.get('unchanged')?.problems).toEqual([]);
  });

  it.each(BREAKAGES.map((breakage) => [breakage.name, breakage] as const))('fails on %s', (name, breakage) => {
    const problems = reports.get(name)?.problems ?? [];
    expect(problems).toContainEqual(expect.stringMatching(breakage.problem));
  });
});

const composeAvailable =
  spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0 || spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0;
/** Outside CI, a machine without a compose tool skips what needs it; in CI it fails. */
const withCompose = composeAvailable || inCi ? describe : describe.skip;

/** One requirement broken in docker-compose.yml (read with its anchors and merge keys resolved), and the problem it must cause. */
type ComposeBreakage = { name: string; breaks: (services: Record<string, Manifest>) => void; problem: RegExp };

const COMPOSE_BREAKAGES: ComposeBreakage[] = [
  {
    name: 'no reader',
    breaks: (services) => {
      delete services.reader;
      delete services.gateway.depends_on.reader;
    },
    problem: /^service reader: missing \(one container per Quire process\)$/,
  },
  {
    name: 'the reader without a health check',
    breaks: (services) => {
      delete services.reader.healthcheck;
    },
    problem: /^service reader: no health check$/,
  },
  {
    name: 'the reader without NATS',
    breaks: (services) => {
      delete services.reader.environment.NATS_URL;
    },
    problem: /^service reader: NATS_URL is not set \(it reads it\)$/,
  },
  {
    name: 'the database given to the reader',
    breaks: (services) => {
      services.reader.environment.DATABASE_URL = services.sites.environment.DATABASE_URL;
    },
    problem: /^service reader: is given DATABASE_URL, which it does not read$/,
  },
  {
    name: 'the reader publishing its port',
    breaks: (services) => {
      services.reader.ports = ['8090:8090'];
    },
    problem: /^service reader: publishes ports; only gateway may/,
  },
  {
    name: 'a gateway that does not pass /sites to the reader',
    breaks: (services) => {
      delete services.gateway.environment.READER_URL;
    },
    problem: /^service gateway: READER_URL is unset, not http:\/\/reader:8090 \(the gateway passes \/sites to the reader\)$/,
  },
  {
    name: 'a gateway started before the reader',
    breaks: (services) => {
      delete services.gateway.depends_on.reader;
    },
    problem: /^service gateway: does not depend on reader, to which it passes \/sites$/,
  },
];

withCompose('validate.mjs on a broken docker-compose.yml', () => {
  let directory: string;
  const reports = new Map<string, Target>();

  beforeAll(() => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'quire-compose-test-'));
    const text = readFileSync(COMPOSE_FILE, 'utf8');
    const names = new Map<string, string>();
    const files = ['unchanged', ...COMPOSE_BREAKAGES.map((breakage) => breakage.name)].map((name, index) => {
      const config = parse(text, { merge: true }) as { services: Record<string, Manifest> };
      COMPOSE_BREAKAGES.find((breakage) => breakage.name === name)?.breaks(config.services);
      const file = path.join(directory, `${index}`, 'docker-compose.yml');
      mkdirSync(path.dirname(file));
      writeFileSync(file, stringify(config));
      names.set(path.relative(ROOT, file), name);
      return file;
    });
    const { report } = validate(...files.flatMap((file) => ['--compose', file]));
    for (const target of report.targets) reports.set(names.get(target.target) ?? target.target, target);
  }, 120_000);

  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('passes the file as it is, anchors resolved', () => {
    expect(reports.get('unchanged')?.problems).toEqual([]);
  });

  it.each(COMPOSE_BREAKAGES.map((breakage) => [breakage.name, breakage] as const))('fails on %s', (name, breakage) => {
    const problems = reports.get(name)?.problems ?? [];
    expect(problems).toContainEqual(expect.stringMatching(breakage.problem));
  });
});

describe('the committed secrets', () => {
  const envFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? envFiles(path.join(dir, entry.name)) : entry.name === 'secrets.env' ? [path.join(dir, entry.name)] : [],
    );
  const values = (file: string) =>
    new Map(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
    );

  it('hold no usable secrets key, and outside development nothing Quire would start with', () => {
    const files = envFiles(K8S);
    expect(files.map((file) => path.relative(K8S, file)).sort()).toEqual(['base/secrets.env', 'overlays/development/secrets.env', 'overlays/production/secrets.env']);
    for (const file of files) {
      const secrets = values(file);
      expect([...secrets.keys()].sort()).toEqual(['DATABASE_URL', 'NATS_URL', 'QUIRE_SECRETS_KEY', 'QUIRE_URL_SIGNING_KEY']);
      const key = secrets.get('QUIRE_SECRETS_KEY') ?? '';
      // Empty is "unset"; anything else must be refused by identity and content.
      if (key !== '') expect(ZSecretsKey.safeParse(key).success).toBe(false);
      if (file.includes(`${path.sep}development${path.sep}`)) continue;
      expect(new URL(secrets.get('DATABASE_URL') ?? '').hostname).toMatch(/\.invalid$/);
      expect(new URL(secrets.get('NATS_URL') ?? '').hostname).toMatch(/\.invalid$/);
      expect((secrets.get('QUIRE_URL_SIGNING_KEY') ?? '').length).toBeLessThan(32);
    }
  });
});

describe('migrate.mjs', () => {
  const baseUrl = new URL(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres');
  const prefix = `quire_deploytest_${randomUUID().slice(0, 8)}`;
  const services = ['identity', 'content', 'sites', 'insights', 'git-worker', 'runtime'];
  const databaseUrl = (name: string) => Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
  const databaseOf = (service: string) => `${prefix}_${service.replace(/-/g, '_')}`;
  const migrate = (...args: string[]) => runNode([MIGRATE, ...args], { DATABASE_URL: databaseUrl(prefix), LOG_LEVEL: 'info' });
  const folders = (service: string) =>
    readdirSync(path.join(ROOT, 'services', service, 'prisma', 'migrations'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
    await admin.connect();
    for (const service of services) await admin.query(`DROP DATABASE IF EXISTS "${databaseOf(service)}"`);
    await admin.end();
  });

  it('creates each database and applies its migrations once, as the services would', async () => {
    const first = migrate(...services);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    for (const service of services) {
      const client = new pg.Client({ connectionString: databaseUrl(databaseOf(service)) });
      await client.connect();
      const { rows } = await client.query<{ migration_name: string }>(
        'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name',
      );
      await client.end();
      expect(rows.map((row) => row.migration_name)).toEqual(folders(service));
    }

    const again = migrate(...services);
    expect(again.code).toBe(0);
    const lines = again.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.service, line.applied])).toEqual(services.map((service) => [service, []]));
  }, 60_000);

  it('refuses a process without a database, and no service at all, with exit 2', () => {
    const gateway = migrate('gateway');
    expect(gateway.code).toBe(2);
    expect(gateway.stderr).toContain('gateway: no such service with a database');
    const reader = migrate('reader');
    expect(reader.code).toBe(2);
    expect(reader.stderr).toContain('reader: no such service with a database');
    expect(runNode([MIGRATE], { QUIRE_SERVICE: '' }).code).toBe(2);
  });
});
