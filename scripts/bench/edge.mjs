// The reads group's breakdown of the gateway's share (docs/performance.md, "Where the gateway's
// time goes"): the same space read through a second gateway whose services are stubs answering
// fixed responses recorded from the real ones (the gateway's own cost, without content's), and
// the floor of the edge itself: express-gateway with nothing but its `terminate` policy, next to
// a bare Node server answering the same body.
import path from 'node:path';
import { createChannel, createClient, Metadata } from 'nice-grpc';
import proto from '@quire/proto';
import shared from '@quire/shared';
import { waitForHttp } from '../lib/net.mjs';
import { startProcess } from '../lib/processes.mjs';
import { ROOT } from '../lib/stack.mjs';

const STUB_GRPC_PORT = 51060;
const STUB_GATEWAY_PORT = 18081;
const STUB_GATEWAY_METRICS_PORT = 19466;
const EXPRESS_GATEWAY_FLOOR_PORT = 18082;
const NODE_FLOOR_PORT = 18083;

const rpcPath = (definition, method) => `/${definition.fullName}/${definition.methods[method].name}`;

/** One rpc's real response, encoded as the wire carries it. */
async function record(address, definition, method, request, metadata) {
  const channel = createChannel(address);
  try {
    const response = await createClient(definition, channel)[method](request, { metadata });
    return Buffer.from(definition.methods[method].responseType.encode(response).finish()).toString('base64');
  } finally {
    channel.close();
  }
}

/**
 * @param {{ measure: Function, addresses: Record<string, string>, token: string, spaceId: string, principal: object, log: Function }} options
 * @returns the measurements, in the order they are printed.
 */
export async function runEdgeBench({ measure, addresses, token, spaceId, principal, log }) {
  log('recording AuthenticateToken and GetSpace for the stub services');
  const stubResponses = {
    [rpcPath(proto.identityV1.AuthServiceDefinition, 'authenticateToken')]: await record(
      addresses.identity,
      proto.identityV1.AuthServiceDefinition,
      'authenticateToken',
      { token },
      new Metadata(),
    ),
    [rpcPath(proto.contentV1.SpaceServiceDefinition, 'getSpace')]: await record(
      addresses.content,
      proto.contentV1.SpaceServiceDefinition,
      'getSpace',
      { spaceId },
      shared.principalMetadata(principal, 'bench'),
    ),
  };
  const stubs = startProcess('stubs', process.execPath, [path.join(ROOT, 'scripts', 'bench', 'stub-services.mjs')], {
    env: { ...process.env, PORT: String(STUB_GRPC_PORT), STUB_RESPONSES: JSON.stringify(stubResponses) },
  });
  const stubAddress = `127.0.0.1:${STUB_GRPC_PORT}`;
  const stubGateway = startProcess('gateway-stubbed', process.execPath, [path.join(ROOT, 'services', 'gateway', 'dist', 'main.js')], {
    env: {
      ...process.env,
      HTTP_HOST: '127.0.0.1',
      HTTP_PORT: String(STUB_GATEWAY_PORT),
      METRICS_PORT: String(STUB_GATEWAY_METRICS_PORT),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      QUIRE_PUBLIC_URL: `http://127.0.0.1:${STUB_GATEWAY_PORT}`,
      ...Object.fromEntries(['IDENTITY', 'CONTENT', 'SITES', 'INSIGHTS', 'GIT_WORKER'].map((name) => [`${name}_GRPC_URL`, stubAddress])),
    },
  });
  const spaceUrl = `http://127.0.0.1:${STUB_GATEWAY_PORT}/v1/spaces/${spaceId}`;
  const auth = { authorization: `Bearer ${token}` };
  await waitForHttp(`http://127.0.0.1:${STUB_GATEWAY_PORT}/v1/openapi.json`, { timeoutMs: 60_000, abort: () => stubs.describeExit() ?? stubGateway.describeExit() });
  const body = await (await fetch(spaceUrl, { headers: auth })).text();

  const results = [];
  results.push(await measure('gateway, stub services GET /v1/spaces/{id}', spaceUrl, auth));
  await stubGateway.stop();
  await stubs.stop();

  const floors = [
    ['express-gateway', 'express-gateway, terminate policy only (same body)', EXPRESS_GATEWAY_FLOOR_PORT],
    ['node', 'node http, fixed body (same body)', NODE_FLOOR_PORT],
  ];
  for (const [mode, title, port] of floors) {
    const floor = startProcess(`floor-${mode}`, process.execPath, [path.join(ROOT, 'scripts', 'bench', 'edge-floor.mjs'), mode], {
      env: { ...process.env, PORT: String(port), EDGE_BODY: body },
    });
    const url = `http://127.0.0.1:${port}/v1/spaces/${spaceId}`;
    await waitForHttp(url, { timeoutMs: 60_000, abort: floor.describeExit });
    results.push(await measure(title, url));
    await floor.stop();
  }
  return results;
}
