import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '@quire/shared';
import { Agent, fetch, type FormData } from 'undici';
import { workerdConfig } from './workerd-config';

/** Why an invocation failed; recorded on the delivery and shown in its trace. */
export type InvocationFailure = 'timeout' | 'memory' | 'crashed' | 'start-failed' | 'too-large' | 'stopped';

export class InvocationError extends Error {
  /** What the script printed before it failed (set by WorkerProcess.invoke). */
  logs: string[] = [];

  constructor(
    readonly reason: InvocationFailure,
    message: string,
  ) {
    super(message);
    this.name = 'InvocationError';
  }
}

export type WorkerLimits = {
  /** Wall time of one invocation; past it the process is killed (an endless loop blocks its isolate). */
  timeoutMs: number;
  /** Resident memory of the process; past it the process is killed. */
  memoryBytes: number;
  /** Largest response body read from a script. */
  maxResponseBytes: number;
  /** Time for workerd to load the script and listen. */
  startTimeoutMs: number;
  /** How often the resident memory is read. */
  memoryCheckMs: number;
};

export const DEFAULT_WORKER_LIMITS: WorkerLimits = {
  timeoutMs: 10_000,
  memoryBytes: 256 * 1024 * 1024,
  maxResponseBytes: 10 * 1024 * 1024,
  startTimeoutMs: 15_000,
  memoryCheckMs: 100,
};

export type WorkerCompatibility = { date: string; flags: readonly string[] };

/** Cloudflare Workers settings GitBook's integrations are built for (see workerd-config.ts). */
export const GITBOOK_COMPATIBILITY: WorkerCompatibility = { date: '2025-09-01', flags: ['nodejs_compat'] };

export type WorkerRequest = {
  /** Path and query on the worker, e.g. "/v1". */
  path: string;
  method: string;
  headers?: Record<string, string>;
  body?: FormData | string | Uint8Array;
};

/** `logs`: what the script printed during the invocation (see WorkerProcess.invoke). */
export type WorkerResponse = { status: number; headers: Record<string, string>; body: Buffer; logs: string[] };

export type WorkerProcessOptions = {
  /** Names the worker in logs: integration name and version. */
  name: string;
  script: string;
  egressAddress: string;
  limits: WorkerLimits;
  compatibility: WorkerCompatibility;
  logger: Logger;
  /** The workerd binary; default the one from the `workerd` npm package. */
  workerdPath?: string;
  /** Each line the script (or workerd) prints. */
  onOutput?: (line: string) => void;
};

type Pending = { controller: AbortController; reject: (error: InvocationError) => void; logs: string[] };

/** The binary shipped in the `workerd` npm package (its platform package holds it). */
export function defaultWorkerdPath(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const workerd = require('workerd') as { default: string };
  return workerd.default;
}

/** Lines of console output kept per invocation (each cut at 2,000 characters). */
const MAX_LOG_LINES = 200;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resident set size of a Linux process, from /proc (undefined once it is gone). */
export async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One workerd process running one integration version. Open-source workerd enforces no CPU
 * or memory limit on a worker, so the process is the unit of isolation: an invocation past
 * its time limit, or the process past its memory cap, gets the process killed (SIGKILL); every
 * invocation in flight in it fails with the reason, and the supervisor starts a new process
 * for the next call. Other integrations run in other processes and are not affected.
 */
export class WorkerProcess {
  private child?: ChildProcess;
  private port = 0;
  private dir?: string;
  private agent?: Agent;
  private memoryTimer?: NodeJS.Timeout;
  private readonly pending = new Set<Pending>();
  private deadReason?: InvocationFailure;
  private deadMessage = '';
  private exited?: Promise<void>;
  /** Whether the script has answered once: a process that dies before did not load. */
  private served = false;
  private readonly output: string[] = [];
  /** Time of the last invocation's start, for idle eviction. */
  lastUsed = Date.now();

  constructor(private readonly options: WorkerProcessOptions) {}

  get alive(): boolean {
    return this.child !== undefined && this.deadReason === undefined;
  }

  get inFlight(): number {
    return this.pending.size;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const { options } = this;
    this.dir = await mkdtemp(path.join(os.tmpdir(), 'quire-worker-'));
    await writeFile(path.join(this.dir, 'integration.js'), options.script);
    await writeFile(
      path.join(this.dir, 'config.capnp'),
      workerdConfig({
        moduleFile: 'integration.js',
        compatibilityDate: options.compatibility.date,
        compatibilityFlags: options.compatibility.flags,
        egressAddress: options.egressAddress,
      }),
    );
    this.port = await freePort();
    const child = spawn(options.workerdPath ?? defaultWorkerdPath(), ['serve', 'config.capnp', '--socket-addr', `http=127.0.0.1:${this.port}`], {
      cwd: this.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Only what workerd itself needs: nothing of the runtime's own environment (secrets,
      // database URL) reaches the process.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', TZ: 'UTC' },
    });
    this.child = child;
    const output = this.output;
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        if (output.length < 50) output.push(line);
        // workerd prints every isolate's console on one stream, without saying which request
        // printed it: a line belongs to an invocation when it is the only one in flight.
        if (this.pending.size === 1) {
          const [only] = this.pending;
          if (only.logs.length < MAX_LOG_LINES) only.logs.push(line.slice(0, 2000));
        }
        options.onOutput?.(line);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        const reason = this.deadReason ?? (this.served ? 'crashed' : 'start-failed');
        const said = reason === 'start-failed' ? `: ${output.slice(0, 3).join(' | ')}` : '';
        this.markDead(reason, `the integration's worker exited (${signal ?? `code ${code}`})${said}`);
        resolve();
      });
    });

    const deadline = Date.now() + options.limits.startTimeoutMs;
    while (!(await canConnect(this.port))) {
      if (this.deadReason) {
        await this.cleanUp();
        throw new InvocationError('start-failed', `workerd could not load ${options.name}: ${output.slice(0, 5).join(' | ') || 'no output'}`);
      }
      if (Date.now() > deadline) {
        await this.kill('start-failed', `workerd did not start ${options.name} in ${options.limits.startTimeoutMs} ms`);
        throw new InvocationError('start-failed', `workerd did not start ${options.name} in time`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    this.agent = new Agent({ connections: 64, headersTimeout: 0, bodyTimeout: 0 });
    this.memoryTimer = setInterval(() => void this.checkMemory(), options.limits.memoryCheckMs);
    this.memoryTimer.unref();
    options.logger.info({ worker: options.name, pid: child.pid, port: this.port }, 'integration worker started');
  }

  private async checkMemory(): Promise<void> {
    const pid = this.child?.pid;
    if (!pid || this.deadReason) return;
    const bytes = await residentBytes(pid);
    if (bytes !== undefined && bytes > this.options.limits.memoryBytes) {
      await this.kill('memory', `the integration's worker used ${Math.round(bytes / 1048576)} MB, over its ${Math.round(this.options.limits.memoryBytes / 1048576)} MB limit`);
    }
  }

  private markDead(reason: InvocationFailure, message: string): void {
    if (!this.deadReason) {
      this.deadReason = reason;
      this.deadMessage = message;
      this.options.logger.warn({ worker: this.options.name, pid: this.child?.pid, reason }, message);
    }
    if (this.memoryTimer) clearInterval(this.memoryTimer);
    for (const pending of this.pending) {
      pending.reject(new InvocationError(reason, message));
      pending.controller.abort();
    }
    this.pending.clear();
  }

  /** Kills the process; its invocations in flight fail with `reason`. */
  async kill(reason: InvocationFailure, message: string): Promise<void> {
    this.markDead(reason, message);
    this.child?.kill('SIGKILL');
    await this.exited;
    await this.cleanUp();
  }

  private async cleanUp(): Promise<void> {
    await this.agent?.destroy().catch(() => undefined);
    this.agent = undefined;
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
    this.dir = undefined;
  }

  /** One HTTP request to the script, bounded by the time limit and the response size cap. */
  async invoke(request: WorkerRequest, timeoutMs = this.options.limits.timeoutMs): Promise<WorkerResponse> {
    if (!this.alive || !this.agent) throw new InvocationError(this.deadReason ?? 'stopped', `the worker of ${this.options.name} is not running`);
    this.lastUsed = Date.now();
    const controller = new AbortController();
    let rejectPending!: (error: InvocationError) => void;
    const failed = new Promise<never>((_, reject) => {
      rejectPending = reject;
    });
    const pending: Pending = { controller, reject: rejectPending, logs: [] };
    this.pending.add(pending);
    const timer = setTimeout(() => {
      void this.kill('timeout', `an invocation of ${this.options.name} ran past its ${timeoutMs} ms limit`);
    }, timeoutMs);
    try {
      const response = await Promise.race([failed, this.send(request, controller.signal)]);
      this.served = true;
      // console output is flushed by workerd after the response; a short wait lets it arrive.
      await new Promise((resolve) => setImmediate(resolve));
      return { ...response, logs: pending.logs };
    } catch (error) {
      let failure: InvocationError;
      if (error instanceof InvocationError) failure = error;
      else {
        // A connection refused or reset: the process is dying; its exit says why.
        await Promise.race([this.exited, new Promise((resolve) => setTimeout(resolve, 500))]);
        failure = this.deadReason
          ? new InvocationError(this.deadReason, `the integration's worker ${this.options.name} stopped: ${this.deadMessage}`)
          : new InvocationError('crashed', `the integration's worker ${this.options.name} did not answer`);
      }
      failure.logs = pending.logs;
      throw failure;
    } finally {
      clearTimeout(timer);
      this.pending.delete(pending);
    }
  }

  private async send(request: WorkerRequest, signal: AbortSignal): Promise<WorkerResponse> {
    const response = await fetch(`http://127.0.0.1:${this.port}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      dispatcher: this.agent,
      signal,
      redirect: 'manual',
    });
    const chunks: Buffer[] = [];
    let size = 0;
    if (response.body) {
      for await (const chunk of response.body) {
        size += (chunk as Uint8Array).byteLength;
        if (size > this.options.limits.maxResponseBytes) {
          throw new InvocationError('too-large', `the answer of ${this.options.name} is larger than ${this.options.limits.maxResponseBytes} bytes`);
        }
        chunks.push(Buffer.from(chunk as Uint8Array));
      }
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      headers[key] = value;
    });
    return { status: response.status, headers, body: Buffer.concat(chunks), logs: [] };
  }

  /** Stops the process (runtime shutdown, idle eviction). */
  async stop(): Promise<void> {
    if (!this.child) return;
    await this.kill(this.deadReason ?? 'stopped', `the worker of ${this.options.name} was stopped`);
  }
}
