#!/usr/bin/env node
// The floor of the HTTP edge: one fixed body, answered by express-gateway (its pipeline with
// the built-in `terminate` policy; nothing of Quire's but the gateway's cheaper request
// context) or by a bare Node `http` server, so that scripts/bench/edge.mjs can measure what
// express-gateway's pipeline costs by itself.
// Usage: edge-floor.mjs express-gateway|node. Env: PORT; EDGE_BODY, the body to answer.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [mode] = process.argv.slice(2);
const port = Number(process.env.PORT);
const body = process.env.EDGE_BODY ?? '{}';

if (mode === 'node') {
  const length = Buffer.byteLength(body);
  http
    .createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': length });
      response.end(body);
    })
    .listen(port, '127.0.0.1', () => process.stdout.write(`node floor listening on 127.0.0.1:${port}\n`));
} else if (mode === 'express-gateway') {
  // express-gateway reads YAML; JSON is YAML, so the configuration is written as JSON.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-edge-floor-'));
  // The schemas of express-gateway's own user and app store, which it loads at start-up.
  cpSync(path.resolve(import.meta.dirname, '..', '..', 'services', 'gateway', 'config', 'models'), path.join(dir, 'models'), { recursive: true });
  writeFileSync(path.join(dir, 'system.config.yml'), JSON.stringify({
    db: { redis: { emulate: true, namespace: 'EG' } },
    crypto: { cipherKey: 'edge-floor', algorithm: 'aes256', saltRounds: 10 },
    session: { resave: false, saveUninitialized: false },
    accessTokens: { timeToExpiry: 7200000 },
    refreshTokens: { timeToExpiry: 7200000 },
    authorizationCodes: { timeToExpiry: 300000 },
  }));
  writeFileSync(path.join(dir, 'gateway.config.yml'), JSON.stringify({
    http: { port, hostname: '127.0.0.1' },
    apiEndpoints: { v1: { host: '*', paths: ['/v1', '/v1/*'] } },
    policies: ['terminate'],
    pipelines: { v1: { apiEndpoints: ['v1'], policies: [{ terminate: [{ action: { statusCode: 200, message: body } }] }] } },
  }));
  process.env.EG_CONFIG_DIR = dir;
  process.env.EG_DISABLE_CONFIG_WATCH = 'true';
  process.env.NODE_ENV ??= 'production';
  // As the gateway boots it: with its cheaper per-request context (services/gateway/src/express-gateway/context.ts).
  require(path.join(import.meta.dirname, '..', '..', 'services', 'gateway', 'dist', 'express-gateway', 'context.js')).speedUpExpressGatewayContext();
  const expressGateway = require('express-gateway');
  await expressGateway().load(dir).run();
  process.stdout.write(`express-gateway floor listening on 127.0.0.1:${port}\n`);
} else {
  throw new Error(`usage: edge-floor.mjs express-gateway|node (got "${mode}")`);
}
// A normal exit on a signal, so that a --cpu-prof profile gets written.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
