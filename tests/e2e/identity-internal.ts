import { identityV1 } from '@quire/proto';
import { createChannel, createClient } from 'nice-grpc';
import { startStack, type Stack, type StackOptions } from './harness';

export type StackWithIdentityInternal = {
  stack: Stack;
  /** identity's internal gRPC service (what the runtime and the gateway call), on the stack's identity. */
  internal: identityV1.IdentityInternalServiceClient;
  /** Closes the client's channel, then stops the stack. */
  stop: () => Promise<void>;
};

/**
 * Starts the stack with a client of identity's internal service, for the integration tests
 * that play the runtime's part (minting and checking installation tokens, delivering tasks).
 */
export async function startStackWithIdentityInternal(options: StackOptions = {}): Promise<StackWithIdentityInternal> {
  const stack = await startStack(options);
  const channel = createChannel(stack.identityGrpcUrl);
  const internal = createClient(identityV1.IdentityInternalServiceDefinition, channel);
  return {
    stack,
    internal,
    stop: async () => {
      channel.close();
      await stack.stop();
    },
  };
}
