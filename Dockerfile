# One Dockerfile for every Quire process. The build arg SERVICE picks the one the image runs:
#   docker build --build-arg SERVICE=identity -t quire-identity .
# SERVICE: gateway (default) | identity | content | sites | insights | git-worker | runtime | reader
# The reader (published sites, an HTTP server like the gateway) runs services/reader/dist/main.js
# too; its build puts the browser assets it serves (CSS, scripts, fonts) in services/reader/dist/assets/.
# The image also carries the operator scripts: `node scripts/quire.mjs ...` (admin CLI),
# `node scripts/grpc-health-check.mjs` (health probe of the gRPC services) and
# `node scripts/deploy/migrate.mjs [service]` (applies a service's database migrations without
# starting it: the Kubernetes migration Job, deploy/k8s/base/migrate-job.yaml).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# Generate (buf, ts-proto, prisma) and compile every workspace, then keep runtime packages only.
# The runtime's workerd binary comes in an optional platform package (@cloudflare/workerd-linux-64
# or -arm64), which the prune removes: it is copied to bin/workerd first (QUIRE_WORKERD_PATH).
RUN npm ci --no-audit --no-fund \
 && npx turbo run build --output-logs=errors-only \
 && mkdir -p bin && cp "$(node -p "require('workerd').default")" bin/workerd && bin/workerd --version \
 && npm prune --omit=dev --omit=optional --no-audit --no-fund

FROM node:20-bookworm-slim
ARG SERVICE=gateway
# What GET /v1/ answers (docs/gateway.md "Gateway-local rpcs"): empty, the root package.json's
# version and the date the build stage stamped; e.g. --build-arg QUIRE_VERSION=1.4.0
# --build-arg QUIRE_BUILD_DATE=$(git log -1 --format=%cI) to name a release and its commit's date.
ARG QUIRE_VERSION=
ARG QUIRE_BUILD_DATE=
# Every process listens on all of the container's addresses: the gRPC services (GRPC_HOST, which
# the metrics servers follow too), the reader (READER_HTTP_HOST); the gateway's HTTP_HOST is
# 0.0.0.0 by default.
ENV NODE_ENV=production \
    QUIRE_SERVICE=${SERVICE} \
    QUIRE_VERSION=${QUIRE_VERSION} \
    QUIRE_BUILD_DATE=${QUIRE_BUILD_DATE} \
    GRPC_HOST=0.0.0.0 \
    READER_HTTP_HOST=0.0.0.0 \
    QUIRE_WORKERD_PATH=/app/bin/workerd
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/services ./services
COPY --from=build /app/bin ./bin
# The gateway transcodes JSON with the .proto files themselves (PROTO_DIR, default /app/proto).
COPY --from=build /app/proto ./proto
COPY --from=build /app/scripts/quire.mjs /app/scripts/grpc-health-check.mjs ./scripts/
COPY --from=build /app/scripts/lib/net.mjs ./scripts/lib/
COPY --from=build /app/scripts/deploy/migrate.mjs ./scripts/deploy/
# The reader serves its fingerprinted assets from dist/assets (listed in its manifest.json).
RUN test -f "services/${SERVICE}/dist/main.js" \
 && { [ "${SERVICE}" != reader ] || test -f services/reader/dist/assets/manifest.json; } \
 && ln -s "services/${SERVICE}/dist/main.js" main.js
USER node
# The API ports (gateway 8080, reader 8090, the gRPC services 50051-50056), then the
# Prometheus metrics ports (METRICS_PORT 9460-9467, docs/operations.md).
EXPOSE 8080 8090 50051 50052 50053 50054 50055 50056 9460 9461 9462 9463 9464 9465 9466 9467
CMD ["node", "main.js"]
