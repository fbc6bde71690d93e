/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // jose (visitor and preview tokens) is ESM-only, and jest's loader cannot require() ESM: swc compiles it.
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest'] },
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  // Tests sit beside their areas in src/; test/ holds only the helpers they share.
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testTimeout: 30000,
};
