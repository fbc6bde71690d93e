// The harness starts the git-worker, whose HTML parser needs ES-module-only packages compiled,
// and sites, whose visitor and preview tokens use jose (ES modules only as well).
const esmOnly = require('../../services/git-worker/jest.esm-only');

const ESM_ONLY_HERE = ['jose', 'openid-client', 'oauth4webapi'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  ...esmOnly,
  transformIgnorePatterns: esmOnly.transformIgnorePatterns.map((pattern) => pattern.replace('/node_modules/(?!(', `/node_modules/(?!(${ESM_ONLY_HERE.join('|')}|`)),
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test-output/'],
  testTimeout: 30000,
  // In one process the files' module registries add up (over 4 GB of heap after some fifty files
  // on a 2-core machine, where jest would run them in band): a worker, recycled once it holds
  // more than this after a file, keeps the suite's memory bounded.
  workerIdleMemoryLimit: '1536MB',
};
