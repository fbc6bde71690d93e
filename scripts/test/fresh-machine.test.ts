// `npm ci && npm start` on a machine with only Node and npm: no NATS answers on the local port
// and no nats-server binary is found. The binary is hidden (a PATH and search directories
// without it), NATS is looked for on a port nothing listens on, and apt-get and systemctl are
// shell scripts that record their calls: nothing here installs a package or touches the
// shared NATS on 4222.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';

const ROOT = path.resolve(__dirname, '..', '..');
const RUN_ENSURE_NATS = path.join(__dirname, 'run-ensure-nats.mjs');
/** The binary the fake apt-get "installs" (as a symlink); Debian's package puts it here. */
const NATS_SERVER = '/usr/sbin/nats-server';
/** No nats-server in either (on a merged-/usr system /bin is /usr/bin). */
const SYSTEM_PATH = '/usr/bin:/bin';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n';
const LINUX_MINT = 'NAME="Linux Mint"\nID=linuxmint\nID_LIKE="ubuntu debian"\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\nVERSION_ID=40\n';
const UPSTREAM_INSTALL = 'curl -fsSL https://binaries.nats.dev/nats-io/nats-server/v2@latest | sh && mv nats-server /usr/local/bin/';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function writeScript(file: string, body: string) {
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

type FakeSystem = {
  /** Put first on the PATH of the process under test: apt-get and systemctl. */
  binDir: string;
  /** Empty until apt-get "installs" nats-server into it. */
  installDir: string;
  dataDir: string;
  /** Every apt-get and systemctl call, one line each. */
  calls(): string[];
  /** Stops the packaged service's server if a failed test left it running. */
  stopService(): void;
};

/**
 * apt-get: `install` fails like apt without package lists until `update` ran (unless
 * `packageLists`), then links the real nats-server into installDir; with `packagedService` it
 * also starts a nats-server without JetStream on `port`, as Debian's nats-server.service does.
 * systemctl: stops that server.
 */
function fakeSystem(temp: string, { packageLists = false, packagedService = false, port = 0 } = {}): FakeSystem {
  const binDir = path.join(temp, 'bin');
  const installDir = path.join(temp, 'installed');
  const dataDir = path.join(temp, 'data');
  const callsFile = path.join(temp, 'calls.log');
  const listsFile = path.join(temp, 'package-lists');
  const servicePidFile = path.join(temp, 'nats-server.service.pid');
  for (const dir of [binDir, installDir, dataDir]) mkdirSync(dir, { recursive: true });
  if (packageLists) writeFileSync(listsFile, '');
  const startService = packagedService
    ? `'${NATS_SERVER}' -a 127.0.0.1 -p ${port} >/dev/null 2>&1 & echo $! > '${servicePidFile}'`
    : ':';
  writeScript(
    path.join(binDir, 'apt-get'),
    `echo "apt-get $*" >> '${callsFile}'
case "$1" in
  update) echo 'Reading package lists... Done'; touch '${listsFile}' ;;
  install)
    if [ ! -e '${listsFile}' ]; then echo 'E: Unable to locate package nats-server' >&2; exit 100; fi
    echo 'Setting up nats-server (2.9.10-1+b3) ...'
    ln -s '${NATS_SERVER}' '${installDir}/nats-server'
    ${startService} ;;
esac`,
  );
  writeScript(
    path.join(binDir, 'systemctl'),
    `echo "systemctl $*" >> '${callsFile}'
if [ -e '${servicePidFile}' ]; then kill "$(cat '${servicePidFile}')"; fi`,
  );
  const fake: FakeSystem = {
    binDir,
    installDir,
    dataDir,
    calls: () => (existsSync(callsFile) ? readFileSync(callsFile, 'utf8').trim().split('\n') : []),
    stopService() {
      if (!existsSync(servicePidFile)) return;
      try {
        process.kill(Number(readFileSync(servicePidFile, 'utf8')));
      } catch {
        // already stopped
      }
    },
  };
  fakes.push(fake);
  return fake;
}

/** This test's environment without anything that would point Quire at a NATS or opt out. */
function cleanEnv(fake: FakeSystem, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${fake.binDir}:${SYSTEM_PATH}`, ...extra };
  for (const name of ['NATS_URL', 'QUIRE_NO_INSTALL', 'QUIRE_NATS_PORT', 'QUIRE_NATS_SERVER_PATH']) {
    if (!(name in extra)) delete env[name];
  }
  return env;
}

type Outcome = { resolved?: { natsUrl: string; origin: string; started: string[] }; failed?: string };
type Run = { child: ChildProcessWithoutNullStreams; output: () => string; outcome: Promise<Outcome>; exited: Promise<number | null> };

const runs: Run[] = [];
const fakes: FakeSystem[] = [];

/** ensureNats in its own process (see run-ensure-nats.mjs), with `machine` facts overridden. */
function runEnsureNats(fake: FakeSystem, machine: Record<string, unknown>, env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, [RUN_ENSURE_NATS, JSON.stringify({ dataDir: fake.dataDir, machine })], {
    env: cleanEnv(fake, env),
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const outcome = new Promise<Outcome>((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      const resolved = /^ensureNats resolved (.*)$/m.exec(output);
      const failed = /^ensureNats failed: (.*)$/m.exec(output);
      if (resolved) resolve({ resolved: JSON.parse(resolved[1]) });
      else if (failed) resolve({ failed: failed[1] });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => resolve({}));
  });
  const run = { child, output: () => output, outcome, exited };
  runs.push(run);
  return run;
}

/** Closes the runner's stdin, which stops the nats-server it started, and waits for it to exit. */
async function stop(run: Run) {
  if (run.child.exitCode !== null || run.child.signalCode !== null) return;
  run.child.stdin.end();
  const timer = setTimeout(() => run.child.kill('SIGKILL'), 20_000);
  await run.exited;
  clearTimeout(timer);
}

let temp: string;

beforeEach(() => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'quire-fresh-machine-'));
});

afterEach(async () => {
  await Promise.all(runs.splice(0).map(stop));
  for (const fake of fakes.splice(0)) fake.stopService();
  rmSync(temp, { recursive: true, force: true });
});

describe('ensureNats without NATS and without a nats-server binary', () => {
  it.each([
    ['as root on Debian with QUIRE_NO_INSTALL=1', DEBIAN, true, { QUIRE_NO_INSTALL: '1' }, 'apt-get install nats-server'],
    ['as a user on an Ubuntu derivative', LINUX_MINT, false, {}, 'sudo apt-get install nats-server'],
    ['as root on a system without apt (Fedora)', FEDORA, true, {}, UPSTREAM_INSTALL],
  ])('%s: stops with the command that installs it, installing nothing', async (_, osRelease, isRoot, env, command) => {
    const fake = fakeSystem(temp);
    const port = await freePort();
    const run = runEnsureNats(fake, { port, searchDirs: [fake.installDir], osRelease, isRoot, systemd: false }, env);

    const { failed } = await run.outcome;
    expect(failed).toContain(`No NATS server on 127.0.0.1:${port}, NATS_URL is not set, and no nats-server binary in ${fake.installDir}`);
    expect(failed).toContain(`Install it with \`${command}\` and start again`);
    expect(await run.exited).toBe(1);
    expect(fake.calls()).toEqual([]);
    expect(await answers(port)).toBe(false);
  });
});

const haveNatsServer = existsSync(NATS_SERVER);
// In CI the binary must be there (the shared NATS runs from it): a missing one fails below.
const itInstalls = haveNatsServer || process.env.CI ? it : it.skip;
const installTitle = haveNatsServer || process.env.CI ? '' : ` (skipped: no ${NATS_SERVER} to link, outside CI)`;

describe(`ensureNats as root on Debian, installing nats-server with apt-get${installTitle}`, () => {
  async function expectJetStream(natsUrl: string) {
    const nc = await connect({ servers: natsUrl, timeout: 5000 });
    try {
      const info = await (await jetstreamManager(nc)).getAccountInfo();
      expect(info.limits).toBeDefined();
    } finally {
      await nc.close();
    }
  }

  itInstalls('on an image without package lists: install fails, update, install again, then starts nats-server with JetStream', async () => {
    expect(existsSync(NATS_SERVER)).toBe(true);
    const fake = fakeSystem(temp);
    const port = await freePort();
    const run = runEnsureNats(fake, { port, searchDirs: [fake.installDir], osRelease: DEBIAN, isRoot: true, systemd: false });

    const { resolved, failed } = await run.outcome;
    expect(failed).toBeUndefined();
    expect(fake.calls()).toEqual(['apt-get install -y nats-server', 'apt-get update', 'apt-get install -y nats-server']);
    const output = run.output();
    expect(output).toContain('quire      | running: DEBIAN_FRONTEND=noninteractive apt-get install -y nats-server\n');
    expect(output).toContain('apt-get    | E: Unable to locate package nats-server\n');
    expect(output).toContain('quire      | running: DEBIAN_FRONTEND=noninteractive apt-get update\n');
    expect(output).toContain('apt-get    | Setting up nats-server');
    // Only the server: start.mjs takes any started process that exits for a crash.
    expect(resolved).toEqual({ natsUrl: `nats://127.0.0.1:${port}`, origin: `nats-server started on 127.0.0.1:${port}`, started: ['nats'] });
    expect(output).toContain(`starting ${path.join(fake.installDir, 'nats-server')} with JetStream in ${path.join(fake.dataDir, 'nats')}`);
    await expectJetStream(resolved!.natsUrl);

    await stop(run);
    expect(await answers(port)).toBe(false);
  });

  itInstalls("under systemd, which starts the package's service: disables it and starts nats-server with JetStream", async () => {
    expect(existsSync(NATS_SERVER)).toBe(true);
    const port = await freePort();
    const fake = fakeSystem(temp, { packageLists: true, packagedService: true, port });
    const run = runEnsureNats(fake, { port, searchDirs: [fake.installDir], osRelease: DEBIAN, isRoot: true, systemd: true });

    const { resolved, failed } = await run.outcome;
    expect(failed).toBeUndefined();
    expect(fake.calls()).toEqual(['apt-get install -y nats-server', 'systemctl disable --now nats-server']);
    expect(run.output()).toContain('running: systemctl disable --now nats-server');
    // Only the server: start.mjs takes any started process that exits for a crash.
    expect(resolved).toEqual({ natsUrl: `nats://127.0.0.1:${port}`, origin: `nats-server started on 127.0.0.1:${port}`, started: ['nats'] });
    await expectJetStream(resolved!.natsUrl);

    await stop(run);
    expect(await answers(port)).toBe(false);
  });
});

describe('npm start (scripts/start.mjs) without NATS and without a nats-server binary', () => {
  /** What natsInstallCommand says on this machine, from its own os-release and user. */
  function installCommandHere(): string {
    const osRelease = ['/etc/os-release', '/usr/lib/os-release'].filter(existsSync).map((file) => readFileSync(file, 'utf8'))[0] ?? '';
    const field = (name: string) => new RegExp(`^${name}=["']?([^"'\\n]*)`, 'm').exec(osRelease)?.[1] ?? '';
    const isRoot = process.getuid?.() === 0;
    if (process.platform === 'darwin') return 'brew install nats-server';
    if ([field('ID'), ...field('ID_LIKE').split(/\s+/)].some((id) => id === 'debian' || id === 'ubuntu')) {
      return `${isRoot ? '' : 'sudo '}apt-get install nats-server`;
    }
    return isRoot ? UPSTREAM_INSTALL : UPSTREAM_INSTALL.replace('&& mv', '&& sudo mv');
  }

  it('with QUIRE_NO_INSTALL=1 exits 1 with the install command before starting any Quire process', async () => {
    const fake = fakeSystem(temp);
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
      cwd: ROOT,
      env: cleanEnv(fake, {
        QUIRE_NO_INSTALL: '1',
        QUIRE_NATS_PORT: String(port),
        QUIRE_NATS_SERVER_PATH: fake.installDir,
        // The shared PostgreSQL, only connected to: start.mjs finds PostgreSQL before NATS.
        DATABASE_URL: process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres',
      }),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    expect(output).toContain(`quire      | failed to start: No NATS server on 127.0.0.1:${port}, NATS_URL is not set`);
    expect(output).toContain(`Install it with \`${installCommandHere()}\` and start again`);
    expect(output).not.toMatch(/^(identity|content|sites|insights|git-worker|runtime|gateway)\s+\|/m);
    expect(fake.calls()).toEqual([]);
  }, 60_000);
});
