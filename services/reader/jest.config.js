/**
 * The reader's libraries (unified, rehype, hastscript, shiki...) are ESM-only and jest's loader
 * cannot require() ESM: @swc/jest compiles them and our TypeScript/TSX to CommonJS. The built
 * service does not need this: build.mjs bundles it with esbuild.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', importSource: 'hastscript' } } } }],
  },
  transformIgnorePatterns: ['<rootDir>/dist/'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testTimeout: 30000,
};
