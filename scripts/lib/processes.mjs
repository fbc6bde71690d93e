// Child processes whose output is forwarded line by line behind a `name |` column. They run in
// their own process group, so that a Ctrl-C in the terminal reaches only the supervising
// script, which then stops them in order with stopAll().
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const started = [];
/** Wide enough for every process name (`git-worker`), so the `|` columns line up. */
const LABEL_WIDTH = 10;

// Last resort if the supervisor dies without stopping its children: nothing keeps ports busy.
process.on('exit', () => {
  for (const handle of started) if (!handle.describeExit()) handle.kill('SIGKILL');
});

/** One line of the supervisor's own output, in the same columns as its children's. */
export function logLine(name, message, output = process.stdout) {
  output.write(`${name.padEnd(LABEL_WIDTH)} | ${message}\n`);
}

function forwardLines(stream, name, formatLine, output) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    if (!formatLine) return logLine(name, line, output);
    // A formatted line may span several (an error's stack): each keeps the name column.
    for (const part of formatLine(line).split('\n')) logLine(name, part, output);
  });
}

/**
 * Starts `command args` with its output prefixed by its name. `stopGroup` orders stopAll():
 * lower groups stop first, the processes of one group together. `formatLine` rewrites each
 * output line (readable logs, see start.mjs); `output` is where the lines go (a writable
 * stream; this process's stdout by default).
 * Returns { name, pid, exited: Promise<{code, signal, error}>, describeExit(), stop(timeoutMs), kill(signal) }.
 */
export function startProcess(name, command, args, { env = process.env, cwd, ipc = false, stopGroup = 0, formatLine, output } = {}) {
  const child = spawn(command, args, {
    env,
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
  });
  forwardLines(child.stdout, name, formatLine, output);
  forwardLines(child.stderr, name, formatLine, output);

  let outcome;
  const exited = new Promise((resolve) => {
    child.once('error', (error) => resolve((outcome ??= { code: null, signal: null, error })));
    child.once('exit', (code, signal) => resolve((outcome ??= { code, signal, error: undefined })));
  });

  const handle = {
    name,
    /** The operating system's process id (undefined if the process could not be spawned). */
    pid: child.pid,
    stopGroup,
    exited,
    /** Why the process is gone, or undefined while it runs. */
    describeExit: () =>
      outcome &&
      (outcome.error ? outcome.error.message : outcome.signal ? `killed by ${outcome.signal}` : `exited with code ${outcome.code}`),
    kill: (signal) => child.kill(signal),
    async stop(timeoutMs = 15_000) {
      if (outcome) return outcome;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        logLine(name, `did not stop within ${timeoutMs / 1000} s; killing it`);
        child.kill('SIGKILL');
      }, timeoutMs);
      await exited;
      clearTimeout(timer);
      return outcome;
    },
  };
  started.push(handle);
  return handle;
}

/** Every process started so far (running or not). */
export const startedProcesses = () => [...started];

/** Stops every started process, group by group in ascending stopGroup order. */
export async function stopAll() {
  const groups = [...new Set(started.map((p) => p.stopGroup))].sort((a, b) => a - b);
  for (const group of groups) {
    await Promise.all(started.filter((p) => p.stopGroup === group).map((p) => p.stop()));
  }
}
