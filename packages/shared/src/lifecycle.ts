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
