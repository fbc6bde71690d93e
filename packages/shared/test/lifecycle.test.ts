import { runEvery, runUntilSignal } from '../src';
import { memoryLogger } from './helpers';

describe('runUntilSignal', () => {
  let exit: jest.SpyInstance;
  const exits: number[] = [];

  beforeEach(() => {
    exits.length = 0;
    exit = jest.spyOn(process, 'exit').mockImplementation(((code: number) => {
      exits.push(code);
    }) as never);
  });

  afterEach(() => {
    exit.mockRestore();
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
  });

  it('stops once on SIGTERM and exits 0; a second signal exits 1 at once', async () => {
    const { logger, lines } = memoryLogger();
    let stops = 0;
    let finish!: () => void;
    runUntilSignal(() => {
      stops++;
      return new Promise<void>((resolve) => (finish = resolve));
    }, logger);

    process.emit('SIGTERM', 'SIGTERM');
    process.emit('SIGINT', 'SIGINT');
    expect(stops).toBe(1);
    expect(exits).toEqual([1]);

    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(exits).toEqual([1, 0]);
    expect(lines.map((l) => l.msg)).toEqual(['stopping', 'second signal while stopping; exiting now', 'stopped']);
  });

  it('exits 1 when stopping fails', async () => {
    const { logger } = memoryLogger();
    runUntilSignal(() => Promise.reject(new Error('boom')), logger);
    process.emit('SIGINT', 'SIGINT');
    await new Promise((resolve) => setImmediate(resolve));
    expect(exits).toEqual([1]);
  });
});

describe('runEvery', () => {
  const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs at once and then on its interval, never two runs at once, through failures, and stop waits for the run in flight', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const errors: unknown[] = [];
    let release!: () => void;
    const periodic = runEvery(
      async () => {
        runs += 1;
        running += 1;
        most = Math.max(most, running);
        try {
          if (runs === 2) throw new Error('second run failed');
          // The first run outlasts several ticks.
          if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        } finally {
          running -= 1;
        }
      },
      5,
      (error) => errors.push(error),
    );
    expect(runs).toBe(1);
    await tick(40);
    expect(runs).toBe(1);
    release();
    await tick(40);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    expect(errors).toEqual([new Error('second run failed')]);
    await periodic.stop();
    const stopped = runs;
    await tick(30);
    expect(runs).toBe(stopped);
  });
});
