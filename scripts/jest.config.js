/** Tests of the operator scripts (scripts/*.mjs), run by scripts/test.mjs after the workspaces. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // quire-cli.test starts identity from its sources, which load openid-client: it and its
  // dependencies ship only as ES modules, so swc compiles them to CommonJS (as identity's config).
  transform: { '^.+\\.(ts|js)$': ['@swc/jest'] },
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
};
