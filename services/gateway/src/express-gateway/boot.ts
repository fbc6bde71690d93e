import type { Server } from 'node:http';
import path from 'node:path';
import { speedUpExpressGatewayContext } from './context';
import { installFinalHandlers } from './error-handler';
import { setBootstrappingRuntime, type GatewayRuntime } from './runtime';

const CONFIG_DIR = path.resolve(__dirname, '..', '..', 'config');
// Without extension: resolves to manifest.js in dist/, manifest.ts under jest.
const PLUGIN_MANIFEST = path.join(__dirname, 'manifest');

type ExpressGatewayConfig = {
  loadConfig(type: 'system' | 'gateway'): void;
  gatewayConfig: { http?: { port: number; hostname?: string } };
};

/**
 * Loads express-gateway's configuration from services/gateway/config/ (with our plugin and
 * the given address) and runs it, handing `runtime` to our policy factories meanwhile.
 * Callers serialize start-ups: express-gateway keeps its configuration in module state.
 */
export async function bootExpressGateway(runtime: GatewayRuntime, port: number, host: string): Promise<Server> {
  process.env.EG_CONFIG_DIR = CONFIG_DIR;
  process.env.EG_DISABLE_CONFIG_WATCH = 'true';
  process.env.QUIRE_GATEWAY_PLUGIN = PLUGIN_MANIFEST;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const egConfig = require('express-gateway/lib/config') as ExpressGatewayConfig;
  // Re-read both files: an earlier gateway in this process may have loaded them already.
  egConfig.loadConfig('system');
  egConfig.loadConfig('gateway');
  egConfig.gatewayConfig.http = { port, hostname: host };
  speedUpExpressGatewayContext();
  setBootstrappingRuntime(runtime);
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const expressGateway = require('express-gateway') as () => { load(dir: string): { run(): Promise<[{ app?: Server }]> } };
    const [gateway] = await expressGateway().load(CONFIG_DIR).run();
    if (!gateway.app) throw new Error('express-gateway did not start its http server');
    installFinalHandlers(gateway.app, runtime);
    return gateway.app;
  } finally {
    setBootstrappingRuntime(undefined);
  }
}

