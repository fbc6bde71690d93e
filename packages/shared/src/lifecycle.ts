import type { Logger } from './logger';

/**
 * Calls `stop` once on the first SIGTERM/SIGINT and exits 0 when it resolves (1 if it throws).
 * A second signal while stopping exits 1 at once.
 */
export function runUntilSignal(stop: () => Promise<void>, logger: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal while stopping; exiting now');
      process.exit(1);
      return;
    }
    stopping = true;
    logger.info({ signal }, 'stopping');
    stop().then(
      () => {
        logger.info('stopped');
        logger.flush();
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while stopping');
        logger.flush();
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * Runs `task` now and every `intervalMs` until stopped, never two at once (a slow run makes the
 * next tick wait for it, not overlap it); a failure goes to `onError` and the schedule goes on.
 * The timer does not keep the process alive. `stop` clears it and waits for the run in flight.
 */
export function runEvery(task: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
