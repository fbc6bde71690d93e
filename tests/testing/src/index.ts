// Fixtures that several test suites (and the benchmark and chaos scripts) share: servers and
// data that stand in for the outside world. Test-only: only tests and scripts depend on this
// package, so nothing here reaches a service's production build or image.
export * from './generated-repository';
export * from './git-server';
export * from './saml-idp';
export * from './website';
