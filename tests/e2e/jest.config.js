// The harness starts the git-worker, whose HTML parser needs ES-module-only packages compiled.
const esmOnly = require('../../services/git-worker/jest.esm-only');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  ...esmOnly,
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test-output/'],
  testTimeout: 30000,
};
