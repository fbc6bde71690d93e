const esmOnly = require('./jest.esm-only');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  ...esmOnly,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
};
