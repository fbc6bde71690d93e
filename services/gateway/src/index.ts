export { startGateway, DEFAULT_PROTO_DIR, type GatewayOptions, type RunningGateway } from './server';
export { defineRoutes, type RouteRow, type HttpMethod } from './routes/route-row';
export { v1Routes } from './routes/v1';
export { buildOpenApiDocument, loadContract } from './openapi/build-document';
export { scalarBundlePath } from './reference/scalar-bundle';
