/**
 * What the tests of every service share (`@quire/shared/testing`): a separate entry point, so
 * that no production code loads it, and it refers to jest's globals only inside `useStarted`.
 */
export { BASE_DATABASE_URL, NATS_URL, createTestDatabase, dropDatabase, randomSuffix, type TestDatabase } from './database';
export { startTestStack, useStarted, type StackEnvironment, type StartedService, type TestStack, type TestStackOptions } from './stack';
export { errorOf } from './calls';
