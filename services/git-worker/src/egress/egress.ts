// Moved to @quire/shared (src/egress), shared with the runtime's guard proxy; kept here so the
// git-worker's imports read as before.
export { type EgressRequest, type EgressResponse, type EgressErrorCode, EgressError, type Egress } from '@quire/shared';
