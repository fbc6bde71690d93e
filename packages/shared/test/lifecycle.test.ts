import { runUntilSignal } from '../src';
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
