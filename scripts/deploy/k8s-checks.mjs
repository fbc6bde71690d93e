// Checks of rendered Kubernetes manifests (the output of `kubectl kustomize`), used by
// scripts/deploy/validate.mjs. Two kinds:
// - schemaProblems: every object against the Kubernetes API schemas of kubernetes-models;
// - quireProblems: what Quire needs from a deployment, from each process's own code (the
//   `needs` that validate.mjs reads from services/*/src/main.ts): a Deployment with probes
//   per process, the secrets each one reads and no others, autoscaling with a disruption
//   budget, a migration Job, NetworkPolicies that let in and out exactly what is needed, and
//   an Ingress that sends the API to the gateway and published sites to the reader.
// Each problem is one line naming the object it is about.
import * as core from 'kubernetes-models/v1';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';

/** The variables that carry credentials or keys: they must come from a Secret. */
export const SECRET_VARIABLES = ['DATABASE_URL', 'NATS_URL', 'QUIRE_SECRETS_KEY', 'QUIRE_URL_SIGNING_KEY'];

/** The processes that scale with use: each needs a HorizontalPodAutoscaler and a PodDisruptionBudget. */
export const AUTOSCALED = ['gateway', 'content', 'git-worker', 'reader'];

/**
 * The only processes that connect outside the cluster: the git-worker (Git servers, websites,
 * OpenAPI documents) and the runtime (integration scripts' fetch). Both go through the egress guard.
 */
export const INTERNET_EGRESS = ['git-worker', 'runtime'];

/** The process that serves the API (/v1) and the only one that publishes a port in docker-compose.yml. */
export const PUBLIC_PROCESS = 'gateway';

/** The process that serves published sites, under the path of QUIRE_SITES_URL. */
export const SITES_PROCESS = 'reader';

/**
 * The processes whose API is HTTP rather than gRPC, with the variable that sets their port (a
 * container port named `http`, probed with GET /healthz). Both take connections from outside
 * the cluster on that port, and from nowhere else.
 */
export const HTTP_PORT_VARIABLES = { [PUBLIC_PROCESS]: 'HTTP_PORT', [SITES_PROCESS]: 'READER_HTTP_PORT' };
const isHttpProcess = (process) => Object.prototype.hasOwnProperty.call(HTTP_PORT_VARIABLES, process);

/** What every pod may reach outside the cluster besides what it needs: DNS, PostgreSQL, NATS. */
const DNS = [
  { protocol: 'UDP', port: 53 },
  { protocol: 'TCP', port: 53 },
];
const POSTGRESQL = { protocol: 'TCP', port: 5432 };
const NATS = { protocol: 'TCP', port: 4222 };
const OUTSIDE_PORTS_FOR_ALL = [...DNS, POSTGRESQL, NATS];

const NAME = 'app.kubernetes.io/name';
const PART_OF = 'app.kubernetes.io/part-of';
const MIGRATE_SCRIPT = 'scripts/deploy/migrate.mjs';

const MODELS = new Map(
  [core, apps, autoscaling, batch, networking, policy]
    .flatMap((module) => Object.values(module))
    .filter((model) => typeof model === 'function' && model.apiVersion && model.kind)
    .map((model) => [`${model.apiVersion} ${model.kind}`, model]),
);

const describe = (object) => `${object?.kind ?? '(no kind)'}/${object?.metadata?.name ?? '(no name)'}`;

/**
 * The object as the API server reads it. kustomize folds long base64 values of a Secret's
 * `data` over several lines; the server's base64 decoder (Go's) skips line breaks, while the
 * schema's "byte" format does not.
 */
function asDecoded(object) {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(Object.entries(object.data).map(([key, value]) => [key, typeof value === 'string' ? value.replace(/[\r\n]/g, '') : value]));
  return { ...object, data };
}

/** Every object validated against the Kubernetes schema of its apiVersion and kind. */
export function schemaProblems(objects) {
  const problems = [];
  const seen = new Set();
  for (const object of objects) {
    if (!object || typeof object !== 'object' || Array.isArray(object)) {
      problems.push(`a document is not a Kubernetes object: ${JSON.stringify(object)?.slice(0, 80)}`);
      continue;
    }
    const identity = `${object.apiVersion} ${object.kind} ${object.metadata?.namespace ?? ''}/${object.metadata?.name}`;
    if (seen.has(identity)) problems.push(`${describe(object)}: defined twice`);
    seen.add(identity);
    const Model = MODELS.get(`${object.apiVersion} ${object.kind}`);
    if (!Model) {
      problems.push(`${describe(object)}: no schema for apiVersion ${object.apiVersion} kind ${object.kind} (known: ${[...MODELS.keys()].length} kinds of v1, apps/v1, autoscaling/v2, batch/v1, networking.k8s.io/v1, policy/v1)`);
      continue;
    }
    if (!object.metadata?.name) problems.push(`${describe(object)}: metadata.name is missing`);
    try {
      new Model(asDecoded(object)).validate();
    } catch (error) {
      problems.push(`${describe(object)}: ${error.message}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------
// Labels, selectors and ports

/** Whether a LabelSelector selects `labels` (an empty selector selects everything). */
export function selects(selector, labels = {}) {
  if (!selector) return false;
  for (const [key, value] of Object.entries(selector.matchLabels ?? {})) if (labels[key] !== value) return false;
  for (const { key, operator, values = [] } of selector.matchExpressions ?? []) {
    const has = Object.prototype.hasOwnProperty.call(labels, key);
    if (operator === 'In' && !(has && values.includes(labels[key]))) return false;
    if (operator === 'NotIn' && has && values.includes(labels[key])) return false;
    if (operator === 'Exists' && !has) return false;
    if (operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

/** Whether a NetworkPolicy port entry (or the absence of any) covers `target` ({ name?, port, protocol }). */
function portCovers(rulePorts, target) {
  if (!rulePorts || rulePorts.length === 0) return true;
  return rulePorts.some((entry) => {
    if ((entry.protocol ?? 'TCP') !== target.protocol) return false;
    if (entry.port === undefined) return true;
    if (typeof entry.port === 'string') return entry.port === target.name;
    return target.port >= entry.port && target.port <= (entry.endPort ?? entry.port);
  });
}

/** A container port as NetworkPolicies see it. */
const containerPort = (port) => ({ name: port.name, port: port.containerPort, protocol: port.protocol ?? 'TCP' });

// ---------------------------------------------------------------------------------------
// The manifests, indexed

/** Pods of Quire: every workload whose pod template is labelled part of Quire. */
function indexManifests(objects) {
  const byKind = (kind) => objects.filter((object) => object?.kind === kind);
  const workloads = [];
  for (const object of objects) {
    const template = ['Deployment', 'StatefulSet', 'DaemonSet', 'Job'].includes(object?.kind) ? object.spec?.template : undefined;
    if (!template) continue;
    workloads.push({
      object,
      name: template.metadata?.labels?.[NAME] ?? object.metadata?.name,
      namespace: object.metadata?.namespace ?? 'default',
      labels: template.metadata?.labels ?? {},
      spec: template.spec ?? {},
      quire: template.metadata?.labels?.[PART_OF] === 'quire',
    });
  }
  const namespaces = new Map(byKind('Namespace').map((ns) => [ns.metadata?.name, { ...ns.metadata?.labels, 'kubernetes.io/metadata.name': ns.metadata?.name }]));
  return {
    objects,
    workloads,
    namespaces,
    deployments: byKind('Deployment'),
    services: byKind('Service'),
    secrets: byKind('Secret'),
    configMaps: byKind('ConfigMap'),
    hpas: byKind('HorizontalPodAutoscaler'),
    pdbs: byKind('PodDisruptionBudget'),
    jobs: byKind('Job'),
    policies: byKind('NetworkPolicy'),
    ingresses: byKind('Ingress'),
  };
}

const sameNamespace = (a, b) => (a.metadata?.namespace ?? 'default') === (b.metadata?.namespace ?? 'default');

/** The keys of a Secret, from `data` and `stringData`. */
const secretKeys = (secret) => new Set([...Object.keys(secret.data ?? {}), ...Object.keys(secret.stringData ?? {})]);

/**
 * Where each variable of a container comes from: { value } for a literal or a ConfigMap's
 * value, { secret: { name, key } } for a Secret. Later entries win, `env` over `envFrom`, as
 * in Kubernetes.
 */
function containerEnvironment(container, owner, index) {
  const environment = new Map();
  const configMap = (name) => index.configMaps.find((map) => map.metadata?.name === name && sameNamespace(map, owner));
  const secret = (name) => index.secrets.find((candidate) => candidate.metadata?.name === name && sameNamespace(candidate, owner));
  for (const source of container.envFrom ?? []) {
    const prefix = source.prefix ?? '';
    if (source.configMapRef) {
      for (const [key, value] of Object.entries(configMap(source.configMapRef.name)?.data ?? {})) environment.set(prefix + key, { value });
    }
    if (source.secretRef) {
      const found = secret(source.secretRef.name);
      for (const key of found ? secretKeys(found) : []) environment.set(prefix + key, { secret: { name: source.secretRef.name, key } });
    }
  }
  for (const variable of container.env ?? []) {
    if (variable.valueFrom?.secretKeyRef) environment.set(variable.name, { secret: variable.valueFrom.secretKeyRef });
    else if (variable.valueFrom?.configMapKeyRef) {
      const { name, key } = variable.valueFrom.configMapKeyRef;
      environment.set(variable.name, { value: configMap(name)?.data?.[key], configMap: { name, key } });
    } else environment.set(variable.name, { value: variable.value ?? '' });
  }
  return environment;
}

/** Problems with the references of a container's environment (missing ConfigMaps, Secrets and keys). */
function referenceProblems(container, owner, index, where) {
  const problems = [];
  const hasSecret = (name) => index.secrets.find((secret) => secret.metadata?.name === name && sameNamespace(secret, owner));
  const hasConfigMap = (name) => index.configMaps.find((map) => map.metadata?.name === name && sameNamespace(map, owner));
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef && !hasConfigMap(source.configMapRef.name) && !source.configMapRef.optional) problems.push(`${where}: envFrom names ConfigMap ${source.configMapRef.name}, which is not in the manifests`);
    if (source.secretRef && !hasSecret(source.secretRef.name) && !source.secretRef.optional) problems.push(`${where}: envFrom names Secret ${source.secretRef.name}, which is not in the manifests`);
  }
  for (const variable of container.env ?? []) {
    const secretRef = variable.valueFrom?.secretKeyRef;
    if (secretRef) {
      const secret = hasSecret(secretRef.name);
      if (!secret) problems.push(`${where}: ${variable.name} comes from Secret ${secretRef.name}, which is not in the manifests`);
      else if (!secretKeys(secret).has(secretRef.key)) problems.push(`${where}: ${variable.name} comes from key ${secretRef.key} of Secret ${secretRef.name}, which has no such key`);
    }
    const configRef = variable.valueFrom?.configMapKeyRef;
    if (configRef) {
      const map = hasConfigMap(configRef.name);
      if (!map) problems.push(`${where}: ${variable.name} comes from ConfigMap ${configRef.name}, which is not in the manifests`);
      else if (!(configRef.key in (map.data ?? {}))) problems.push(`${where}: ${variable.name} comes from key ${configRef.key} of ConfigMap ${configRef.name}, which has no such key`);
    }
  }
  return problems;
}

/** The secret variables a container is given, and whether each comes from a Secret. */
function secretProblems(environment, needed, where) {
  const problems = [];
  for (const variable of needed) {
    const source = environment.get(variable);
    if (!source) problems.push(`${where}: ${variable} is not set (it reads it; give it from a Secret)`);
    else if (!source.secret) problems.push(`${where}: ${variable} is written in the manifest; it must come from a Secret`);
  }
  for (const variable of SECRET_VARIABLES) {
    if (!needed.includes(variable) && environment.has(variable)) problems.push(`${where}: is given ${variable}, which it does not read (give each process only its own secrets)`);
  }
  return problems;
}

/** Pod Security Standard "restricted", the level the base's namespace enforces. */
function restrictedProblems(workload, where) {
  const problems = [];
  const pod = workload.spec.securityContext ?? {};
  for (const container of [...(workload.spec.initContainers ?? []), ...(workload.spec.containers ?? [])]) {
    const own = container.securityContext ?? {};
    const at = `${where} container ${container.name}`;
    if ((own.runAsNonRoot ?? pod.runAsNonRoot) !== true) problems.push(`${at}: runAsNonRoot is not true`);
    if (own.allowPrivilegeEscalation !== false) problems.push(`${at}: allowPrivilegeEscalation is not false`);
    if (!(own.capabilities?.drop ?? []).includes('ALL')) problems.push(`${at}: capabilities do not drop ALL`);
    const seccomp = (own.seccompProfile ?? pod.seccompProfile)?.type;
    if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost') problems.push(`${at}: no RuntimeDefault seccomp profile`);
  }
  return problems;
}

/** The repository part of an image reference: `registry.example.com/quire-content:1.0` -> `quire-content`. */
const imageName = (image = '') => image.replace(/@.*$/, '').replace(/:[^/:]*$/, '').split('/').pop();

// ---------------------------------------------------------------------------------------
// NetworkPolicies

/** The policies of `type` (Ingress or Egress) that select a workload's pods. */
function policiesFor(workload, type, index) {
  return index.policies.filter((policy) => {
    if ((policy.metadata?.namespace ?? 'default') !== workload.namespace) return false;
    if (!selects(policy.spec?.podSelector, workload.labels)) return false;
    const types = policy.spec?.policyTypes ?? (policy.spec?.egress ? ['Ingress', 'Egress'] : ['Ingress']);
    return types.includes(type);
  });
}

/**
 * Who a list of peers lets in (or out to): `outside` (addresses beyond the cluster's pods,
 * ipBlock or no peer at all), `clusterWide` (pods of namespaces we cannot see), and the
 * workloads of these manifests it selects.
 */
function peerReach(peers, policyNamespace, index) {
  const reach = { outside: false, clusterWide: false, workloads: new Set() };
  if (!peers || peers.length === 0) {
    reach.outside = true;
    reach.clusterWide = true;
    for (const workload of index.workloads) reach.workloads.add(workload);
    return reach;
  }
  for (const peer of peers) {
    if (peer.ipBlock) {
      reach.outside = true;
      continue;
    }
    const namespaceMatches = (namespace) =>
      peer.namespaceSelector ? selects(peer.namespaceSelector, index.namespaces.get(namespace) ?? { 'kubernetes.io/metadata.name': namespace }) : namespace === policyNamespace;
    // A namespace selector can select namespaces that are not in these manifests.
    if (peer.namespaceSelector) reach.clusterWide = true;
    for (const workload of index.workloads) {
      if (namespaceMatches(workload.namespace) && (!peer.podSelector || selects(peer.podSelector, workload.labels))) reach.workloads.add(workload);
    }
  }
  return reach;
}

/** What may connect to `port` of a workload: null when no policy isolates it (anything may). */
function ingressTo(workload, port, index) {
  const policies = policiesFor(workload, 'Ingress', index);
  if (policies.length === 0) return null;
  const reach = { outside: false, clusterWide: false, workloads: new Set() };
  for (const policy of policies) {
    for (const rule of policy.spec?.ingress ?? []) {
      if (!portCovers(rule.ports, port)) continue;
      const peers = peerReach(rule.from, policy.metadata?.namespace ?? 'default', index);
      reach.outside ||= peers.outside;
      reach.clusterWide ||= peers.clusterWide;
      for (const peer of peers.workloads) reach.workloads.add(peer);
    }
  }
  return reach;
}

/** The egress rules that apply to a workload: null when no policy isolates it (anything goes). */
function egressRules(workload, index) {
  const policies = policiesFor(workload, 'Egress', index);
  if (policies.length === 0) return null;
  return policies.flatMap((policy) =>
    (policy.spec?.egress ?? []).map((rule) => ({ rule, reach: peerReach(rule.to, policy.metadata?.namespace ?? 'default', index) })),
  );
}

/**
 * Whether the egress rules let a workload reach `port` of the pods of `target`, or without a
 * target, of anything (DNS, PostgreSQL and NATS may be in the cluster or outside it).
 */
function egressAllows(rules, port, target) {
  if (rules === null) return true;
  return rules.some(({ rule, reach }) => portCovers(rule.ports, port) && (target ? reach.workloads.has(target) : reach.outside || reach.clusterWide || reach.workloads.size > 0));
}

function networkProblems(index, needs) {
  const problems = [];
  const quirePods = index.workloads.filter((workload) => workload.quire);
  const byProcess = new Map(quirePods.map((workload) => [workload.name, workload]));
  const callersOf = (service) => [...needs].filter(([, need]) => need.callees.includes(service)).map(([caller]) => caller);

  for (const workload of quirePods) {
    const where = `${workload.object.kind}/${workload.object.metadata?.name}`;
    const ports = (workload.spec.containers ?? []).flatMap((container) => (container.ports ?? []).map(containerPort));

    // Ingress: outside only to the http ports of the gateway and the reader; gRPC ports only from their callers.
    if (policiesFor(workload, 'Ingress', index).length === 0) problems.push(`${where}: no NetworkPolicy isolates its ingress (anything may connect to it)`);
    for (const port of ports) {
      const reach = ingressTo(workload, port, index);
      if (reach === null) continue;
      const isPublicPort = isHttpProcess(workload.name) && port.name === 'http';
      if (reach.outside && !isPublicPort) problems.push(`${where}: port ${port.name ?? port.port} takes connections from outside the cluster (only the http ports of ${Object.keys(HTTP_PORT_VARIABLES).join(' and ')} may)`);
      if (isPublicPort && !reach.outside) problems.push(`${where}: port http takes no connections from outside the cluster`);
      if (port.name === 'grpc') {
        if (reach.clusterWide) problems.push(`${where}: its gRPC port is open to pods of other namespaces (the services trust the caller's metadata)`);
        const expected = new Set(callersOf(workload.name));
        const allowed = new Set([...reach.workloads].filter((peer) => peer !== workload).map((peer) => peer.name));
        for (const caller of expected) if (!allowed.has(caller)) problems.push(`${where}: refuses gRPC calls from ${caller}, which calls it (${envName(workload.name)}_GRPC_URL)`);
        for (const caller of allowed) if (!expected.has(caller)) problems.push(`${where}: takes gRPC calls from ${caller}, which never calls it`);
      }
    }

    // Egress: DNS, then what the process uses; outside the cluster only git-worker goes anywhere.
    const rules = egressRules(workload, index);
    if (rules === null) {
      if (!INTERNET_EGRESS.includes(workload.name)) problems.push(`${where}: no NetworkPolicy limits its egress (it may connect anywhere)`);
      continue;
    }
    const need = needs.get(workload.name) ?? ownNeeds(workload);
    if (!DNS.some((port) => egressAllows(rules, port))) problems.push(`${where}: cannot reach DNS (port 53)`);
    if (need.secrets.includes('DATABASE_URL') && !egressAllows(rules, POSTGRESQL)) problems.push(`${where}: cannot reach PostgreSQL (TCP 5432)`);
    if (need.secrets.includes('NATS_URL') && !egressAllows(rules, NATS)) problems.push(`${where}: cannot reach NATS (TCP 4222)`);
    for (const callee of need.callees) {
      const target = byProcess.get(callee);
      const grpc = target && (target.spec.containers ?? []).flatMap((container) => container.ports ?? []).find((port) => port.name === 'grpc');
      if (target && grpc && !egressAllows(rules, containerPort(grpc), target)) problems.push(`${where}: cannot reach ${callee}'s gRPC port, which it calls`);
    }
    const internet = rules.some(({ rule, reach }) => reach.outside && (!rule.ports || rule.ports.length === 0));
    const reason = workload.name === 'runtime' ? 'integration scripts fetch outside services' : 'its jobs fetch Git repositories, websites, OpenAPI documents';
    if (INTERNET_EGRESS.includes(workload.name) && !internet) problems.push(`${where}: has no egress beyond the cluster (${reason})`);
    if (!INTERNET_EGRESS.includes(workload.name)) {
      if (internet) problems.push(`${where}: may connect anywhere outside the cluster (only ${INTERNET_EGRESS.join(' and ')} may)`);
      for (const { rule, reach } of rules) {
        if (!reach.outside || !rule.ports || rule.ports.length === 0) continue;
        for (const entry of rule.ports) {
          const allowed = typeof entry.port === 'number' && entry.endPort === undefined && OUTSIDE_PORTS_FOR_ALL.some((port) => port.port === entry.port && port.protocol === (entry.protocol ?? 'TCP'));
          if (!allowed) problems.push(`${where}: may connect outside the cluster on ${entry.protocol ?? 'TCP'} ${entry.port ?? 'any port'}${entry.endPort ? `-${entry.endPort}` : ''} (only DNS, PostgreSQL and NATS)`);
        }
      }
    }
  }
  return problems;
}

const envName = (service) => service.toUpperCase().replace(/-/g, '_');

/** What a Quire pod other than the processes needs: the migration Job its database, others nothing. */
const ownNeeds = (workload) => ({ callees: [], secrets: runsMigrations(workload.spec) ? ['DATABASE_URL'] : [] });

const commandLine = (container) => [...(container.command ?? []), ...(container.args ?? [])];
const runsMigrations = (podSpec) => (podSpec?.containers ?? []).some((container) => commandLine(container).includes(MIGRATE_SCRIPT));

// ---------------------------------------------------------------------------------------
// Quire's requirements

/**
 * `needs`: Map of process name -> { callees: [service names it calls], secrets: [secret
 * variables it reads] }, one entry per process (gateway included).
 */
export function quireProblems(objects, needs) {
  const index = indexManifests(objects);
  const problems = [];
  const deploymentOf = (name) => index.deployments.find((deployment) => deployment.metadata?.name === name);

  for (const [process, need] of needs) {
    const deployment = deploymentOf(process);
    if (!deployment) {
      problems.push(`Deployment/${process}: missing (one Deployment per Quire process)`);
      continue;
    }
    const where = `Deployment/${process}`;
    const template = deployment.spec?.template ?? {};
    const labels = template.metadata?.labels ?? {};
    if (labels[NAME] !== process || labels[PART_OF] !== 'quire') problems.push(`${where}: its pods are not labelled ${NAME}=${process}, ${PART_OF}=quire`);
    if (!selects(deployment.spec?.selector, labels)) problems.push(`${where}: its selector does not select its own pods`);
    const container = (template.spec?.containers ?? []).find((candidate) => candidate.name === process);
    if (!container) {
      problems.push(`${where}: no container named ${process}`);
      continue;
    }
    if (imageName(container.image) !== `quire-${process}`) problems.push(`${where}: runs image ${container.image}, not quire-${process}`);
    problems.push(...restrictedProblems({ spec: template.spec ?? {} }, where));
    problems.push(...referenceProblems(container, deployment, index, where));
    const environment = containerEnvironment(container, deployment, index);
    problems.push(...secretProblems(environment, need.secrets, where));

    // Its API port, its probes, and the Service in front of it.
    const api = isHttpProcess(process) ? 'http' : 'grpc';
    const port = (container.ports ?? []).find((candidate) => candidate.name === api);
    if (!port) {
      problems.push(`${where}: no container port named ${api}`);
      continue;
    }
    const portVariable = isHttpProcess(process) ? HTTP_PORT_VARIABLES[process] : 'GRPC_PORT';
    if (environment.get(portVariable)?.value !== String(port.containerPort)) problems.push(`${where}: ${portVariable} is not ${port.containerPort}, the port named ${api}`);
    for (const probe of ['readinessProbe', 'livenessProbe']) {
      const spec = container[probe];
      if (isHttpProcess(process)) {
        const httpGet = spec?.httpGet;
        if (!httpGet || httpGet.path !== '/healthz' || (httpGet.port !== 'http' && httpGet.port !== port.containerPort)) problems.push(`${where}: ${probe} is not an HTTP GET of /healthz on the http port`);
      } else if (spec?.grpc?.port !== port.containerPort) {
        problems.push(`${where}: ${probe} is not a gRPC health check (grpc.health.v1) on port ${port.containerPort}`);
      }
    }
    const service = index.services.find((candidate) => candidate.metadata?.name === process && sameNamespace(candidate, deployment));
    if (!service) problems.push(`Service/${process}: missing`);
    else {
      if (!selects({ matchLabels: service.spec?.selector ?? {} }, labels) || Object.keys(service.spec?.selector ?? {}).length === 0) problems.push(`Service/${process}: does not select the pods of Deployment/${process}`);
      if (!(service.spec?.ports ?? []).some((entry) => entry.targetPort === api || entry.targetPort === port.containerPort)) problems.push(`Service/${process}: no port leads to the ${api} port`);
    }

    // Where it finds the services it calls.
    for (const callee of need.callees) {
      const variable = `${envName(callee)}_GRPC_URL`;
      const address = environment.get(variable)?.value;
      const calleeDeployment = deploymentOf(callee);
      const calleeService = index.services.find((candidate) => candidate.metadata?.name === address?.split(':')[0] && sameNamespace(candidate, deployment));
      const calleeLabels = calleeDeployment?.spec?.template?.metadata?.labels ?? {};
      const calleeGrpc = calleeDeployment?.spec?.template?.spec?.containers?.flatMap((entry) => entry.ports ?? []).find((entry) => entry.name === 'grpc');
      const servicePort = calleeService?.spec?.ports?.find((entry) => String(entry.port) === address?.split(':')[1]);
      const reachesGrpc = servicePort && (servicePort.targetPort === 'grpc' || (calleeGrpc && servicePort.targetPort === calleeGrpc.containerPort));
      if (!address) problems.push(`${where}: ${variable} is not set (it calls ${callee})`);
      else if (!calleeService || !selects({ matchLabels: calleeService.spec?.selector ?? {} }, calleeLabels) || !reachesGrpc) {
        problems.push(`${where}: ${variable}=${address} does not lead to ${callee}'s gRPC port through a Service`);
      }
    }

    // Autoscaling and disruption budget.
    if (AUTOSCALED.includes(process)) problems.push(...autoscalingProblems(deployment, container, index));
  }

  problems.push(...migrationProblems(index, needs, deploymentOf));
  problems.push(...networkProblems(index, needs));
  problems.push(...ingressProblems(index, needs, deploymentOf));
  return problems;
}

function autoscalingProblems(deployment, container, index) {
  const process = deployment.metadata?.name;
  const problems = [];
  const hpa = index.hpas.find((candidate) => candidate.spec?.scaleTargetRef?.kind === 'Deployment' && candidate.spec.scaleTargetRef.name === process && sameNamespace(candidate, deployment));
  if (!hpa) problems.push(`HorizontalPodAutoscaler for Deployment/${process}: missing`);
  else {
    const { minReplicas = 1, maxReplicas } = hpa.spec;
    if (!(minReplicas >= 1 && maxReplicas >= minReplicas)) problems.push(`HorizontalPodAutoscaler/${hpa.metadata.name}: bounds ${minReplicas}..${maxReplicas} are not 1 <= min <= max`);
    if (deployment.spec?.replicas !== undefined) problems.push(`Deployment/${process}: sets replicas while HorizontalPodAutoscaler/${hpa.metadata.name} scales it (every apply would reset the count)`);
    for (const metric of hpa.spec.metrics ?? []) {
      const resource = metric.resource?.name;
      if (metric.type === 'Resource' && metric.resource?.target?.type === 'Utilization' && !container.resources?.requests?.[resource]) {
        problems.push(`Deployment/${process}: no ${resource} request, which HorizontalPodAutoscaler/${hpa.metadata.name} measures utilization against`);
      }
    }
  }
  const labels = deployment.spec?.template?.metadata?.labels ?? {};
  const pdb = index.pdbs.find((candidate) => sameNamespace(candidate, deployment) && selects(candidate.spec?.selector, labels));
  if (!pdb) problems.push(`PodDisruptionBudget for Deployment/${process}: missing`);
  else if (typeof pdb.spec?.minAvailable === 'number' && pdb.spec.minAvailable >= (hpa?.spec?.minReplicas ?? 1)) {
    problems.push(`PodDisruptionBudget/${pdb.metadata.name}: minAvailable ${pdb.spec.minAvailable} blocks every drain at ${hpa?.spec?.minReplicas ?? 1} replica(s)`);
  }
  return problems;
}

/** A Job runs each database's migrations with the image of the service that owns it. */
function migrationProblems(index, needs, deploymentOf) {
  const problems = [];
  const owners = [...needs].filter(([, need]) => need.secrets.includes('DATABASE_URL')).map(([process]) => process);
  const migrating = index.jobs.flatMap((job) =>
    (job.spec?.template?.spec?.containers ?? [])
      .filter((container) => commandLine(container).includes(MIGRATE_SCRIPT))
      .map((container) => ({ job, container, services: commandLine(container).filter((word) => needs.has(word)) })),
  );
  if (migrating.length === 0) return [`Job running ${MIGRATE_SCRIPT}: missing (the migration Job)`];
  for (const { job, container } of migrating) {
    const where = `Job/${job.metadata?.name} container ${container.name}`;
    problems.push(...referenceProblems(container, job, index, where));
    problems.push(...secretProblems(containerEnvironment(container, job, index), ['DATABASE_URL'], where));
  }
  for (const job of new Set(migrating.map(({ job }) => job))) {
    if (job.spec?.template?.metadata?.labels?.[PART_OF] !== 'quire') problems.push(`Job/${job.metadata?.name}: its pods are not labelled ${PART_OF}=quire (Quire's NetworkPolicies would not cover them)`);
    problems.push(...restrictedProblems({ spec: job.spec?.template?.spec ?? {} }, `Job/${job.metadata?.name}`));
  }
  for (const owner of owners) {
    const runs = migrating.filter(({ services }) => services.includes(owner));
    if (runs.length === 0) {
      problems.push(`Job: no container migrates the database of ${owner} (${MIGRATE_SCRIPT} ${owner})`);
      continue;
    }
    const image = deploymentOf(owner)?.spec?.template?.spec?.containers?.find((container) => container.name === owner)?.image;
    for (const { job, container } of runs) {
      if (image && container.image !== image) problems.push(`Job/${job.metadata?.name} container ${container.name}: migrates ${owner} with image ${container.image}, but Deployment/${owner} runs ${image}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------
// The Ingress: the API to the gateway, published sites to the reader

/** Whether an Ingress rule's host (exact, `*.example.com`, or none) answers for `hostname`. */
function hostMatches(ruleHost, hostname) {
  if (!ruleHost) return true;
  if (ruleHost.startsWith('*.')) return hostname.endsWith(ruleHost.slice(1)) && !hostname.slice(0, -ruleHost.length + 1).includes('.');
  return ruleHost === hostname;
}

/** Whether an Ingress path matches `requestPath` (Prefix matches whole segments; ImplementationSpecific read as Prefix). */
function pathMatches(entry, requestPath) {
  const path = entry.path ?? '/';
  if (entry.pathType === 'Exact') return requestPath === path;
  const prefix = path.replace(/\/+$/, '');
  return prefix === '' || requestPath === prefix || requestPath.startsWith(`${prefix}/`);
}

/**
 * The backend the Ingresses send a request for `url` to: among the rules for its host, the
 * longest matching path (Exact before Prefix at equal length), else the Ingress's default
 * backend. `{ ingress, backend }`, or undefined when no Ingress answers for that host.
 */
function ingressBackend(ingresses, url) {
  let best;
  for (const ingress of ingresses) {
    for (const rule of ingress.spec?.rules ?? []) {
      if (!hostMatches(rule.host, url.hostname)) continue;
      for (const entry of rule.http?.paths ?? []) {
        if (!pathMatches(entry, url.pathname)) continue;
        const rank = (entry.path ?? '/').replace(/\/+$/, '').length * 2 + (entry.pathType === 'Exact' ? 1 : 0);
        if (!best || rank > best.rank) best = { rank, ingress, backend: entry.backend };
      }
    }
  }
  if (best) return best;
  const fallback = ingresses.find((ingress) => ingress.spec?.defaultBackend);
  return fallback ? { ingress: fallback, backend: fallback.spec.defaultBackend } : undefined;
}

/**
 * A visitor of QUIRE_SITES_URL reaches the reader's http port, and a client of
 * QUIRE_PUBLIC_URL's /v1 the gateway's, through an Ingress and the process's Service (the URLs
 * as the process that serves them is configured).
 */
function ingressProblems(index, needs, deploymentOf) {
  const problems = [];
  const routes = [
    { process: SITES_PROCESS, variable: 'QUIRE_SITES_URL', suffix: '/any-organization/any-site', what: 'published sites' },
    { process: PUBLIC_PROCESS, variable: 'QUIRE_PUBLIC_URL', suffix: '/v1/user', what: 'the API' },
  ];
  for (const { process, variable, suffix, what } of routes) {
    if (!needs.has(process)) continue;
    const deployment = deploymentOf(process);
    const container = deployment?.spec?.template?.spec?.containers?.find((candidate) => candidate.name === process);
    if (!container) continue;
    const address = containerEnvironment(container, deployment, index).get(variable)?.value;
    let url;
    try {
      url = new URL(`${String(address).replace(/\/+$/, '')}${suffix}`);
    } catch {
      problems.push(`Deployment/${process}: ${variable} is not a URL (${address ?? 'unset'})`);
      continue;
    }
    const ingresses = index.ingresses.filter((ingress) => sameNamespace(ingress, deployment));
    const found = ingressBackend(ingresses, url);
    const where = `${variable} ${address}`;
    if (!found) {
      problems.push(`Ingress: none routes ${where} (${what}) to Service/${process}`);
      continue;
    }
    const service = found.backend?.service;
    const target = index.services.find((candidate) => candidate.metadata?.name === service?.name && sameNamespace(candidate, found.ingress));
    const servicePort = target?.spec?.ports?.find((entry) => (service?.port?.name ? entry.name === service.port.name : entry.port === service?.port?.number));
    const http = (container.ports ?? []).find((entry) => entry.name === 'http');
    const labels = deployment.spec?.template?.metadata?.labels ?? {};
    const leadsToProcess =
      target &&
      Object.keys(target.spec?.selector ?? {}).length > 0 &&
      selects({ matchLabels: target.spec.selector }, labels) &&
      servicePort &&
      http &&
      (servicePort.targetPort === 'http' || servicePort.targetPort === http.containerPort);
    if (!leadsToProcess) {
      problems.push(`Ingress/${found.ingress.metadata?.name}: ${where} (${what}) leads to ${service ? `Service/${service.name} port ${service.port?.name ?? service.port?.number}` : 'no Service'}, not to the http port of ${process}`);
    }
  }
  return problems;
}
