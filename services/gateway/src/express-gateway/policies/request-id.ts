import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Logger } from '@quire/shared';
import { bootstrappingRuntime } from '../runtime';
import { requestState } from '../request-state';
import { policySchema, type GatewayPolicy } from './policy';

// The same characters services accept in x-request-id metadata (@quire/shared).
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Takes the caller's X-Request-Id when it is sane, otherwise makes one; echoes it on the
 * response and writes one access-log line when the response is finished. Also called by the
 * final error handler for requests that failed before the pipelines ran.
 */
export function beginRequest(req: Request, res: Response, logger: Logger): void {
  const incoming = req.get('x-request-id');
  const state = requestState(res);
  state.requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', state.requestId);
  // The line would be dropped below `info` (LOG_LEVEL=warn): then skip the listener and the clock too.
  if (!logger.isLevelEnabled('info')) return;
  const startedAt = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
    logger.info(
      {
        requestId: state.requestId,
        method: req.method,
        route: state.route ?? req.path.slice(0, 200),
        status: res.statusCode,
        ms: Math.round(ms * 100) / 100,
        userId: state.principal?.userId,
      },
      'request',
    );
  });
}

export const requestIdPolicy: GatewayPolicy = {
  name: 'quire-request-id',
  schema: policySchema('quire-request-id'),
  policy: () => {
    const { logger } = bootstrappingRuntime();
    return (req, res, next) => {
      beginRequest(req, res, logger);
      next();
    };
  },
};
