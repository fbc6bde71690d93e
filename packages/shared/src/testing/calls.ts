import type { Status } from 'nice-grpc-common';

/** The gRPC status and message a call failed with; fails the test if the call succeeded. */
export async function errorOf(call: Promise<unknown>): Promise<{ code: Status; details: string }> {
  try {
    await call;
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error) return error as { code: Status; details: string };
    throw error;
  }
  throw new Error('expected the call to fail');
}
