// Moved to @quire/shared (src/egress), shared with the runtime's guard proxy; kept here so the
// git-worker's imports read as before.
export { redactOutboundUrl as redactUrl, redactSecrets } from '@quire/shared';
