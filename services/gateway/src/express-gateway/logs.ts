import { Writable } from 'node:stream';
import type { Logger } from '@quire/shared';

type WinstonInfo = { message?: unknown; [key: symbol]: unknown };
type WinstonLogger = { clear(): void; add(transport: Writable): void; level: string };

const LEVEL = Symbol.for('level');
const CHANNELS = ['gateway', 'policy', 'config', 'db', 'admin', 'plugins'] as const;

let sink: Logger | undefined;

/** express-gateway's winston levels onto pino's. */
function log(channel: string, info: WinstonInfo): void {
  if (!sink) return;
  const level = String(info[LEVEL] ?? 'info');
  const message = typeof info.message === 'string' ? info.message : JSON.stringify(info.message);
  const fields = { component: `express-gateway:${channel}` };
  if (level === 'error') sink.error(fields, message);
  else if (level === 'warn') sink.warn(fields, message);
  else if (level === 'info') sink.info(fields, message);
  else sink.debug(fields, message);
}

function winstonLevelOf(logger: Logger): string {
  switch (logger.level) {
    case 'trace':
    case 'debug':
      return 'debug';
    case 'info':
    case 'warn':
    case 'error':
      return logger.level;
    default:
      return 'error';
  }
}

let installed = false;

/**
 * Sends express-gateway's own (winston, coloured text) logs to our pino logger as JSON.
 * Its loggers are process-wide, so the most recently started gateway's logger receives them.
 */
export function routeExpressGatewayLogs(logger: Logger): void {
  sink = logger;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loggers = require('express-gateway/lib/logger') as Record<(typeof CHANNELS)[number], WinstonLogger>;
  for (const channel of CHANNELS) {
    const winston = loggers[channel];
    winston.level = winstonLevelOf(logger);
    if (installed) continue;
    const transport = new Writable({
      objectMode: true,
      write(info: WinstonInfo, _encoding, callback) {
        log(channel, info);
        callback();
      },
    });
    // winston treats streams whose `log` takes more than two arguments as legacy transports.
    Object.assign(transport, { log: (info: WinstonInfo, callback: () => void) => (log(channel, info), callback()) });
    winston.clear();
    winston.add(transport);
  }
  installed = true;
}
