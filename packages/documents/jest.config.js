/**
 * unified/remark/micromark are ESM-only and jest's loader cannot require() ESM: @swc/jest
 * compiles them (and our TypeScript) to CommonJS. Consumers of the package do not need
 * this; they require the CommonJS bundle in dist/.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest'] },
  transformIgnorePatterns: ['<rootDir>/dist/', '/node_modules/(?!(?:unified|bail|devlop|is-plain-obj|trough|vfile|vfile-message|unist-util-[^/]+|mdast-util-[^/]+|micromark[^/]*|remark-[^/]+|decode-named-character-reference|character-entities|ccount|escape-string-regexp|markdown-table|longest-streak|zwitch|trim-lines|character-entities-[^/]+|@types)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
};
