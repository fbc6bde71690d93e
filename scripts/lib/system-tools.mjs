// What the scripts need to find and install the system tools Quire's tests and `npm start` use:
// which system this is, where a binary is, and apt-get run visibly. Shared by lib/infra.mjs
// (nats-server for `npm start` and the bench) and lib/preflight.mjs (`npm test`'s tools).
import { spawn } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { logLine } from './processes.mjs';

export function readOsRelease() {
  for (const file of ['/etc/os-release', '/usr/lib/os-release']) {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      // not here
    }
  }
  return '';
}

/** True on Debian, Ubuntu and their derivatives (os-release ID or ID_LIKE): the systems whose apt packages the scripts name. */
export function isDebianLike(osRelease) {
  const field = (name) => new RegExp(`^${name}=["']?([^"'\\n]*)`, 'm').exec(osRelease)?.[1] ?? '';
  return [field('ID'), ...field('ID_LIKE').split(/\s+/)].some((id) => id === 'debian' || id === 'ubuntu');
}

/** QUIRE_NO_INSTALL set to anything but '' or '0': the scripts install nothing and say what to run instead. */
export function installOptedOut(env) {
  return Boolean(env.QUIRE_NO_INSTALL) && env.QUIRE_NO_INSTALL !== '0';
}

/** `sudo ` for a user who is not root, so that a printed command can be pasted as it is. */
export const sudo = (isRoot) => (isRoot ? '' : 'sudo ');

/** The first executable `name` in `dirs`, or undefined. */
export function findExecutable(name, dirs) {
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** The directories of a PATH value, without empty entries or repeats. */
export function pathDirs(searchPath) {
  return [...new Set((searchPath ?? '').split(path.delimiter).filter(Boolean))];
}

/**
 * Runs a command to its end with its output behind a `command |` column; resolves to why it
 * failed, or undefined when it succeeded. Not startProcess: the scripts take every process it
 * started for one that runs until stopped, and one that exited for a crash.
 */
export function runToEnd(command, args, env, { cwd } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const label = path.basename(command);
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => logLine(label, line));
    }
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(code === 0 ? undefined : signal ? `killed by ${signal}` : `exited with code ${code}`));
  });
}

/** Runs `apt-get args`, saying so first; resolves to true when it succeeded. */
async function aptGet(args, env, log) {
  log(`running: DEBIAN_FRONTEND=noninteractive apt-get ${args.join(' ')}`);
  const failure = await runToEnd('apt-get', args, { ...env, DEBIAN_FRONTEND: 'noninteractive' });
  if (failure) log(`apt-get ${args.join(' ')}: ${failure}`);
  return !failure;
}

/** The arguments of the apt-get install aptInstall runs (and a message may print). */
export const aptInstallArgs = (packages, { noRecommends = false } = {}) => ['install', '-y', ...(noRecommends ? ['--no-install-recommends'] : []), ...packages];

/**
 * Installs Debian packages with apt-get, its output shown; resolves to true when it succeeded.
 * Package lists are refreshed only when the install fails without them: a machine with current
 * lists is spared the download, while a container image (shipped without lists) or stale lists
 * (404s) get `apt-get update` and a second try.
 */
export async function aptInstall(packages, { env, log, noRecommends = false }) {
  const args = aptInstallArgs(packages, { noRecommends });
  return (await aptGet(args, env, log)) || ((await aptGet(['update'], env, log)) && (await aptGet(args, env, log)));
}
