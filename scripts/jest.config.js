/** Tests of the operator scripts (scripts/*.mjs), run by scripts/test.mjs after the workspaces. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
};
