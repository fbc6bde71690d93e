/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // openid-client and its dependencies (OIDC sign-in) ship only as ES modules: Node loads them
  // through require(esm), Jest's loader cannot, so swc compiles them to CommonJS like the sources.
  transform: { '^.+\\.(ts|js)$': ['@swc/jest'] },
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
};
