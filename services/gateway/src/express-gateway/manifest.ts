import type { Express } from 'express';
import { weakEtag } from '../http/etag';
import { authPolicy } from './policies/auth';
import { openApiPolicy } from './policies/openapi';
import { rateLimitPolicy } from './policies/rate-limit';
import { requestIdPolicy } from './policies/request-id';
import { routePolicy } from './policies/route';
import { referencePolicy } from '../reference/reference-policy';
import type { GatewayPolicy } from './policies/policy';
import { bootstrappingRuntime } from './runtime';
import { readerProxy, SITES_PATH } from '../reader-proxy/reader-proxy';

type PluginContext = {
  registerPolicy(policy: GatewayPolicy): void;
  registerGatewayRoute(register: (app: Express) => void): void;
};

/**
 * Quire's express-gateway plugin, loaded through system.config.yml (`plugins.quire.package`).
 * It contributes the policies that gateway.config.yml arranges into pipelines.
 */
const plugin = {
  // The plugin engine version this manifest was written against (express-gateway 1.16).
  version: '1.2.0',
  policies: [requestIdPolicy, rateLimitPolicy, authPolicy, routePolicy, openApiPolicy, referencePolicy].map((policy) => policy.name),
  schema: {
    $id: 'https://quire.dev/schemas/plugins/quire.json',
    type: 'object',
    properties: { package: { type: 'string' } },
  },
  init(context: PluginContext): void {
    for (const policy of [requestIdPolicy, rateLimitPolicy, authPolicy, routePolicy, openApiPolicy, referencePolicy]) {
      context.registerPolicy(policy);
    }
    context.registerGatewayRoute((app) => {
      app.set('trust proxy', bootstrappingRuntime().trustProxy);
      // Whatever NODE_ENV says, express must never render an error page with a stack trace
      // (error-handler.ts answers every error as JSON; this covers anything it could miss).
      app.set('env', 'production');
      // The same ETags as express's default, for less CPU per response (src/http/etag.ts).
      app.set('etag', weakEtag);
      // Liveness for load balancers and probes; outside the /v1 pipelines on purpose.
      app.get('/healthz', (_req, res) => {
        res.status(200).json({ status: 'ok' });
      });
      // Published sites, when a reader is configured (READER_URL): before the pipelines, whose
      // `other` endpoint would answer the API's JSON 404.
      const { readerUrl, logger } = bootstrappingRuntime();
      if (readerUrl) {
        const proxy = readerProxy(readerUrl, logger);
        app.use((req, res, next) => (req.path === SITES_PATH || req.path.startsWith(`${SITES_PATH}/`) ? proxy(req, res, next) : next()));
      }
    });
  },
};

export = plugin;
