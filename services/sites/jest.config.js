/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  // Tests sit beside their areas in src/; test/ holds only the helpers they share.
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testTimeout: 30000,
};
