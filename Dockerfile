# One Dockerfile for every Quire process. The build arg SERVICE picks the one the image runs:
#   docker build --build-arg SERVICE=identity -t quire-identity .
# SERVICE: gateway (default) | identity | content | sites | insights | git-worker
# The image also carries the operator scripts: `node scripts/quire.mjs ...` (admin CLI),
# `node scripts/grpc-health-check.mjs` (health probe of the gRPC services) and
# `node scripts/deploy/migrate.mjs [service]` (applies a service's database migrations without
# starting it: the Kubernetes migration Job, deploy/k8s/base/migrate-job.yaml).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# Generate (buf, ts-proto, prisma) and compile every workspace, then keep runtime packages only.
RUN npm ci --no-audit --no-fund \
 && npx turbo run build --output-logs=errors-only \
 && npm prune --omit=dev --omit=optional --no-audit --no-fund

FROM node:20-bookworm-slim
ARG SERVICE=gateway
ENV NODE_ENV=production \
    QUIRE_SERVICE=${SERVICE} \
    GRPC_HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/services ./services
# The gateway transcodes JSON with the .proto files themselves (PROTO_DIR, default /app/proto).
COPY --from=build /app/proto ./proto
COPY --from=build /app/scripts/quire.mjs /app/scripts/grpc-health-check.mjs ./scripts/
COPY --from=build /app/scripts/lib/net.mjs ./scripts/lib/
COPY --from=build /app/scripts/deploy/migrate.mjs ./scripts/deploy/
RUN test -f "services/${SERVICE}/dist/main.js" \
 && ln -s "services/${SERVICE}/dist/main.js" main.js
USER node
# The API ports, then the Prometheus metrics ports (METRICS_PORT, docs/operations.md).
EXPOSE 8080 50051 50052 50053 50054 50055 9460 9461 9462 9463 9464 9465
CMD ["node", "main.js"]
