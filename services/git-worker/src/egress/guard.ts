// Moved to @quire/shared (src/egress), shared with the runtime's guard proxy; kept here so the
// git-worker's imports read as before.
export { type ResolvedAddress, type EgressOptions, EGRESS_DEFAULTS, type GuardedEgress, toEgressError, createEgress } from '@quire/shared';
