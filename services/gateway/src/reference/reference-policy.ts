import type { Request, Response } from 'express';
import type { Logger } from '@quire/shared';
import { policySchema, type GatewayPolicy } from '../express-gateway/policies/policy';
import { requestState } from '../express-gateway/request-state';
import { bootstrappingRuntime } from '../express-gateway/runtime';
import { sendError } from '../http/errors';
import { REFERENCE_PATH, REFERENCE_SCRIPT_PATH, type ReferencePage } from './reference-page';
import type { StaticAsset } from './scalar-bundle';

/** A year: the script's URL changes with its content (`?v=`), so a cached copy never goes stale. */
const SCRIPT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function sendPage(res: Response, page: ReferencePage): void {
  res.status(200);
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.send(page.html);
}

async function sendScript(req: Request, res: Response, script: StaticAsset, logger: Logger): Promise<void> {
  let body = script.body;
  let etag = `"${script.version}"`;
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    try {
      body = await script.gzipped();
      etag = `"${script.version}-gzip"`;
      res.setHeader('Content-Encoding', 'gzip');
    } catch (error) {
      logger.error({ err: error, requestId: requestState(res).requestId, file: script.file }, 'could not compress the reference script; sent as is');
    }
  }
  res.status(200);
  res.setHeader('Content-Type', script.contentType);
  res.setHeader('Cache-Control', SCRIPT_CACHE_CONTROL);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // express answers 304 to a matching If-None-Match, and no body to HEAD.
  res.setHeader('ETag', etag);
  res.send(body);
}

/**
 * Serves the API reference page and Scalar's bundle (pipeline `reference`, GET and HEAD on
 * /v1/reference and /v1/reference/*). Public, like the OpenAPI document it renders.
 */
export const referencePolicy: GatewayPolicy = {
  name: 'quire-reference',
  schema: policySchema('quire-reference'),
  policy: () => {
    const { referencePage, logger } = bootstrappingRuntime();
    return (req, res, next) => {
      const state = requestState(res);
      switch (req.path) {
        case `/v1${REFERENCE_PATH}`:
          state.route = `/v1${REFERENCE_PATH}`;
          sendPage(res, referencePage);
          return;
        case `/v1${REFERENCE_PATH}/`:
          // The page's URLs are relative to /v1/reference: from here they would miss.
          state.route = `/v1${REFERENCE_PATH}`;
          res.redirect(301, `../${REFERENCE_PATH.slice(1)}`);
          return;
        case `/v1${REFERENCE_SCRIPT_PATH}`:
          state.route = `/v1${REFERENCE_SCRIPT_PATH}`;
          sendScript(req, res, referencePage.script, logger).catch(next);
          return;
        default:
          sendError(res, 404, `No route for ${req.method} ${req.path}`);
      }
    };
  },
};
