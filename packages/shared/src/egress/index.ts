// The egress guard: every outbound connection of Quire (the git-worker's jobs and embeds, the
// runtime's integration scripts) goes through these rules (docs/outside-sources.md "Egress guard").
export * from './addresses';
export * from './egress';
export * from './guard';
// Named apart from the logger's redactUrl (which only drops credentials): this one also hides
// secret-looking query parameters.
export { redactUrl as redactOutboundUrl, redactSecrets } from './redact';
