export { startGateway, DEFAULT_PROTO_DIR, type GatewayOptions, type RunningGateway } from './server';
export { defineRoutes, type RouteRow, type HttpMethod } from './routes/route-row';
export { loadV1Routes } from './routes';
export { buildOpenApiDocument, loadContract } from './openapi/build-document';
