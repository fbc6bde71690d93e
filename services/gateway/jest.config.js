// The e2e harness starts the git-worker, whose HTML parser needs ES-module-only packages compiled.
const esmOnly = require('../git-worker/jest.esm-only');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  ...esmOnly,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
};
