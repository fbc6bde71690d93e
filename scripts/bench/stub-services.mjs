#!/usr/bin/env node
// A gRPC server that answers each of a few rpcs with one fixed, already-encoded response, and
// every other rpc UNIMPLEMENTED: the services behind a gateway whose own cost is being measured
// (scripts/bench/edge.mjs). It does nothing per call beyond what grpc-js does.
// Env: PORT; STUB_RESPONSES, a JSON object { "/package.Service/Method": "<base64 response>" }.
import * as grpc from '@grpc/grpc-js';

const port = Number(process.env.PORT);
const responses = JSON.parse(process.env.STUB_RESPONSES ?? '{}');
const server = new grpc.Server();
const raw = (buffer) => buffer;
for (const [path, base64] of Object.entries(responses)) {
  const response = Buffer.from(base64, 'base64');
  server.register(path, (_call, callback) => callback(null, response), raw, raw, 'unary');
}
server.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (error) => {
  if (error) {
    process.stderr.write(`stub services: ${error.message}\n`);
    process.exit(1);
  }
  process.stdout.write(`stub services listening on 127.0.0.1:${port} (${Object.keys(responses).length} rpcs)\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.tryShutdown(() => process.exit(0)));
