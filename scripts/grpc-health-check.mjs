#!/usr/bin/env node
// Container health probe: exits 0 when the gRPC server answers grpc.health.v1 Check with
// SERVING, 1 otherwise. Usage: node scripts/grpc-health-check.mjs [host:port] [service]
// (default address 127.0.0.1:$GRPC_PORT; default service "" = the whole server).
import { grpcHealthStatus } from './lib/net.mjs';

const address = process.argv[2] ?? `127.0.0.1:${process.env.GRPC_PORT}`;
const service = process.argv[3] ?? '';

if (!/^[^\s/]+:\d+$/.test(address)) {
  console.error(`grpc-health-check: "${address}" is not host:port (pass it, or set GRPC_PORT)`);
  process.exit(1);
}

grpcHealthStatus(address, { service, timeoutMs: 3000 }).then(
  (status) => {
    if (status !== 'SERVING') console.error(`grpc-health-check: ${address} is ${status}`);
    process.exit(status === 'SERVING' ? 0 : 1);
  },
  (error) => {
    console.error(`grpc-health-check: ${address}: ${error.message}`);
    process.exit(1);
  },
);
