#!/usr/bin/env node
// Validates Quire's deployment files with the tools that read them, offline:
// - docker-compose.yml with `docker compose config` (or Debian's `docker-compose config`),
//   then what Quire needs of it (a health check per process, only the gateway published,
//   each process given only the secrets it reads, the gateway passing /sites to the reader);
// - deploy/k8s/base and every deploy/k8s/overlays/* with `kubectl kustomize` (kustomize v5,
//   kubectl 1.27+) or a standalone `kustomize build`; every object against the Kubernetes
//   schemas (kubernetes-models), then Quire's requirements (scripts/deploy/k8s-checks.mjs).
// What each process calls and which secrets it reads come from its code: the `config.X`
// it uses in services/<name>/src/main.ts.
//
//   node scripts/deploy/validate.mjs [--json] [--require-tools] [<kustomization dir>...] [--rendered <file>...] [--compose <file>...]
//
// Without arguments: docker-compose.yml, the base and every overlay. --rendered checks YAML a
// kustomize build already printed (yours, or a test's); --compose another compose file. A missing or too old tool is reported
// as skipped, except with --require-tools or under CI (the CI variable set), where it fails.
// Exits 1 when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { quireProblems, schemaProblems, SECRET_VARIABLES, PUBLIC_PROCESS, SITES_PROCESS, HTTP_PORT_VARIABLES } from './k8s-checks.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const K8S = path.join(ROOT, 'deploy', 'k8s');
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
const TOOL_TIMEOUT_MS = 120_000;
const MIN_KUSTOMIZE_MAJOR = 5;

const relative = (file) => path.relative(ROOT, file) || '.';

function parseArguments(argv) {
  const options = { json: false, requireTools: isCi(), directories: [], rendered: [], compose: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i];
    if (argument === '--json') options.json = true;
    else if (argument === '--require-tools') options.requireTools = true;
    else if (argument === '--rendered' && argv[i + 1]) options.rendered.push(path.resolve(argv[(i += 1)]));
    else if (argument === '--compose' && argv[i + 1]) options.compose.push(path.resolve(argv[(i += 1)]));
    else if (!argument.startsWith('-')) options.directories.push(path.resolve(argument));
    else {
      console.error(`validate: unknown option ${argument}\nUsage: node scripts/deploy/validate.mjs [--json] [--require-tools] [<kustomization dir>...] [--rendered <file>...] [--compose <file>...]`);
      process.exit(2);
    }
  }
  return options;
}

function isCi() {
  const value = (process.env.CI ?? '').toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

function run(command, args, cwd = ROOT) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: TOOL_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 });
  return { code: result.error ? null : result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '', error: result.error };
}

// ---------------------------------------------------------------------------------------
// What each process needs, from its code

/** Map of process -> { callees, secrets } read from services/<name>/src/main.ts. */
function readNeeds(root = ROOT) {
  const servicesDir = path.join(root, 'services');
  const names = readdirSync(servicesDir).filter((name) => existsSync(path.join(servicesDir, name, 'src', 'main.ts'))).sort();
  const byEnvName = new Map(names.map((name) => [name.toUpperCase().replace(/-/g, '_'), name]));
  const needs = new Map();
  for (const name of names) {
    const source = readFileSync(path.join(servicesDir, name, 'src', 'main.ts'), 'utf8');
    const used = new Set([...source.matchAll(/\bconfig\.([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1]));
    needs.set(name, {
      callees: [...used].map((variable) => /^(.*)_GRPC_URL$/.exec(variable)?.[1]).filter((callee) => byEnvName.has(callee)).map((callee) => byEnvName.get(callee)).filter((callee) => callee !== name).sort(),
      secrets: SECRET_VARIABLES.filter((variable) => used.has(variable)),
    });
  }
  return needs;
}

// ---------------------------------------------------------------------------------------
// Tools

function findComposeTool() {
  const plugin = run('docker', ['compose', 'version', '--short']);
  if (plugin.code === 0) return { command: 'docker', prefix: ['compose'], label: `docker compose ${plugin.stdout.trim()}` };
  const standalone = run('docker-compose', ['version', '--short']);
  if (standalone.code === 0) return { command: 'docker-compose', prefix: [], label: `docker-compose ${standalone.stdout.trim()}` };
  return { missing: 'neither `docker compose` nor `docker-compose` is installed (Debian: apt-get install docker-compose)' };
}

function findKustomizeTool() {
  const tooOld = [];
  const kubectl = run('kubectl', ['version', '--client', '-o', 'json']);
  if (kubectl.code === 0) {
    let version;
    try {
      version = JSON.parse(kubectl.stdout).kustomizeVersion;
    } catch {
      version = undefined;
    }
    if (majorOf(version) >= MIN_KUSTOMIZE_MAJOR) return { command: 'kubectl', prefix: ['kustomize'], label: `kubectl kustomize (kustomize ${version})` };
    tooOld.push(`kubectl embeds kustomize ${version ?? 'older than v4 (no kustomizeVersion)'}`);
  }
  const standalone = run('kustomize', ['version']);
  if (standalone.code === 0) {
    const version = /v\d+\.\d+\.\d+/.exec(standalone.stdout)?.[0];
    if (majorOf(version) >= MIN_KUSTOMIZE_MAJOR) return { command: 'kustomize', prefix: ['build'], label: `kustomize build (${version})` };
    tooOld.push(`kustomize is ${version ?? standalone.stdout.trim()}`);
  }
  const found = tooOld.length > 0 ? `${tooOld.join('; ')}, ` : '';
  return {
    missing:
      `${found}no kustomize v${MIN_KUSTOMIZE_MAJOR} found: install kubectl 1.27 or later (Debian bookworm's kubernetes-client is 1.20, ` +
      'whose kustomize v2 cannot read these kustomizations) or a standalone kustomize v5',
  };
}

const majorOf = (version) => Number(/^v?(\d+)\./.exec(version ?? '')?.[1] ?? 0);

// ---------------------------------------------------------------------------------------
// Targets

function parseYaml(text, source) {
  const objects = [];
  const problems = [];
  for (const document of parseAllDocuments(text)) {
    for (const error of document.errors) problems.push(`${source}: ${error.message}`);
    const value = document.toJS();
    if (value !== null && value !== undefined) objects.push(value);
  }
  return { objects, problems };
}

function countKinds(objects) {
  const kinds = {};
  for (const object of objects) kinds[object?.kind ?? '?'] = (kinds[object?.kind ?? '?'] ?? 0) + 1;
  return kinds;
}

function checkManifests(objects, needs) {
  return [...schemaProblems(objects), ...quireProblems(objects, needs)];
}

function checkKustomization(directory, tool, needs) {
  const target = { target: relative(directory), tool: tool.label, objects: 0, kinds: {}, problems: [] };
  const result = run(tool.command, [...tool.prefix, directory]);
  if (result.code !== 0) {
    target.problems.push(`${tool.command} ${tool.prefix.join(' ')} failed: ${(result.stderr || result.error?.message || `exit ${result.code}`).trim()}`);
    return target;
  }
  // Deprecated fields and similar warnings: a kustomization must build cleanly.
  for (const line of result.stderr.split('\n').filter((entry) => entry.trim() !== '')) target.problems.push(`kustomize: ${line.trim()}`);
  const { objects, problems } = parseYaml(result.stdout, target.target);
  target.objects = objects.length;
  target.kinds = countKinds(objects);
  target.problems.push(...problems, ...checkManifests(objects, needs));
  return target;
}

function checkRendered(file, needs) {
  const target = { target: relative(file), tool: 'rendered manifests', objects: 0, kinds: {}, problems: [] };
  const { objects, problems } = parseYaml(readFileSync(file, 'utf8'), target.target);
  target.objects = objects.length;
  target.kinds = countKinds(objects);
  target.problems.push(...problems, ...checkManifests(objects, needs));
  return target;
}

/** What Quire needs of docker-compose.yml, read from the tool's own rendering of it. */
function composeProblems(config, needs) {
  const problems = [];
  const services = config?.services ?? {};
  for (const [name, need] of needs) {
    const service = services[name];
    if (!service) {
      problems.push(`service ${name}: missing (one container per Quire process)`);
      continue;
    }
    if (!service.healthcheck?.test || service.healthcheck.disable) problems.push(`service ${name}: no health check`);
    const environment = new Set(composeEnvironment(service).keys());
    for (const variable of need.secrets) if (!environment.has(variable)) problems.push(`service ${name}: ${variable} is not set (it reads it)`);
    for (const variable of SECRET_VARIABLES) {
      if (!need.secrets.includes(variable) && environment.has(variable)) problems.push(`service ${name}: is given ${variable}, which it does not read`);
    }
  }
  for (const [name, service] of Object.entries(services)) {
    if (name !== PUBLIC_PROCESS && (service.ports ?? []).length > 0) problems.push(`service ${name}: publishes ports; only ${PUBLIC_PROCESS} may (the services trust the caller's metadata)`);
  }
  if ((services[PUBLIC_PROCESS]?.ports ?? []).length === 0) problems.push(`service ${PUBLIC_PROCESS}: publishes no port`);

  // Published sites are served on the gateway's port: it passes /sites/* to the reader.
  const gateway = services[PUBLIC_PROCESS];
  const reader = services[SITES_PROCESS];
  if (needs.has(SITES_PROCESS) && gateway && reader) {
    const expected = `http://${SITES_PROCESS}:${composeEnvironment(reader).get(HTTP_PORT_VARIABLES[SITES_PROCESS]) || 8090}`;
    const readerUrl = composeEnvironment(gateway).get('READER_URL');
    if ((readerUrl ?? '').replace(/\/+$/, '') !== expected) problems.push(`service ${PUBLIC_PROCESS}: READER_URL is ${readerUrl ?? 'unset'}, not ${expected} (the gateway passes /sites to the reader)`);
    const dependsOn = Array.isArray(gateway.depends_on) ? gateway.depends_on : Object.keys(gateway.depends_on ?? {});
    if (!dependsOn.includes(SITES_PROCESS)) problems.push(`service ${PUBLIC_PROCESS}: does not depend on ${SITES_PROCESS}, to which it passes /sites`);
  }
  return problems;
}

/** A compose service's environment as name -> value, from either of its forms. */
function composeEnvironment(service) {
  if (!Array.isArray(service.environment)) return new Map(Object.entries(service.environment ?? {}).map(([name, value]) => [name, value === null ? undefined : String(value)]));
  return new Map(
    service.environment.map((entry) => {
      const [name, ...value] = String(entry).split('=');
      return [name, value.length > 0 ? value.join('=') : undefined];
    }),
  );
}

function checkCompose(tool, needs, file = COMPOSE_FILE) {
  const target = { target: relative(file), tool: `${tool.label} config`, objects: 0, kinds: {}, problems: [] };
  const result = run(tool.command, [...tool.prefix, '-f', file, 'config']);
  if (result.code !== 0) {
    target.problems.push(`${tool.command} ${[...tool.prefix, 'config'].join(' ')} failed: ${(result.stderr || result.error?.message || `exit ${result.code}`).trim()}`);
    return target;
  }
  for (const line of result.stderr.split('\n').filter((entry) => entry.trim() !== '')) target.problems.push(`compose: ${line.trim()}`);
  const { objects, problems } = parseYaml(result.stdout, target.target);
  const config = objects[0];
  target.objects = Object.keys(config?.services ?? {}).length;
  target.kinds = { services: target.objects };
  target.problems.push(...problems, ...composeProblems(config, needs));
  return target;
}

function defaultKustomizations() {
  const overlays = path.join(K8S, 'overlays');
  const overlayDirs = existsSync(overlays)
    ? readdirSync(overlays)
        .sort()
        .map((name) => path.join(overlays, name))
        .filter((dir) => existsSync(path.join(dir, 'kustomization.yaml')))
    : [];
  return [path.join(K8S, 'base'), ...overlayDirs];
}

// ---------------------------------------------------------------------------------------

function main() {
  const options = parseArguments(process.argv.slice(2));
  const needs = readNeeds();
  const report = { ok: true, tools: {}, targets: [], skipped: [] };
  const everything = options.directories.length === 0 && options.rendered.length === 0 && options.compose.length === 0;
  const missingTool = (what, message) => {
    if (options.requireTools) report.targets.push({ target: what, tool: null, objects: 0, kinds: {}, problems: [message] });
    else report.skipped.push(`${what}: ${message}`);
  };

  const composeFiles = everything ? [COMPOSE_FILE] : options.compose;
  if (composeFiles.length > 0) {
    const compose = findComposeTool();
    report.tools.compose = compose.label ?? null;
    for (const file of composeFiles) {
      if (compose.missing) missingTool(relative(file), compose.missing);
      else report.targets.push(checkCompose(compose, needs, file));
    }
  }
  const directories = everything ? defaultKustomizations() : options.directories;
  if (directories.length > 0) {
    const kustomize = findKustomizeTool();
    report.tools.kustomize = kustomize.label ?? null;
    for (const directory of directories) {
      if (kustomize.missing) missingTool(relative(directory), kustomize.missing);
      else report.targets.push(checkKustomization(directory, kustomize, needs));
    }
  }
  for (const file of options.rendered) report.targets.push(checkRendered(file, needs));

  report.ok = report.targets.every((target) => target.problems.length === 0);
  if (options.json) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    for (const target of report.targets) {
      const kinds = Object.entries(target.kinds).map(([kind, count]) => `${count} ${kind}`).join(', ');
      console.log(`${target.problems.length === 0 ? 'ok  ' : 'FAIL'} ${target.target}${target.tool ? ` (${target.tool})` : ''}${kinds ? `: ${kinds}` : ''}`);
      for (const problem of target.problems) console.log(`     ${problem}`);
    }
    for (const skipped of report.skipped) console.log(`skip ${skipped}`);
  }
  process.exit(report.ok ? 0 : 1);
}

main();
