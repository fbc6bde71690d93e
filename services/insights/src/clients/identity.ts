import { identityV1 } from '@quire/proto';
import { createServiceClient } from '@quire/shared';

/** The largest number of ids identity's GetUsers takes in one call. */
const MAX_USERS_PER_CALL = 1000;

/** Display labels of users, for the audit log's actors and member targets. */
export type UserDirectory = {
  /** `Name (email)` (or the name alone) of each known id; unknown ids are absent. Throws when identity cannot answer. */
  labels(userIds: string[]): Promise<Map<string, string>>;
};

export const userLabel = (displayName: string, email: string | undefined): string => (email ? `${displayName} (${email})` : displayName);

/**
 * The UserDirectory of a deployment: identity's `IdentityInternalService.GetUsers`, one call
 * per 1000 ids, whatever the number of events being recorded.
 */
export function identityUserDirectory(identityGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): UserDirectory {
  const client = createServiceClient(identityV1.IdentityInternalServiceDefinition, identityGrpcUrl, { deadlineMs });
  return {
    async labels(userIds) {
      const labels = new Map<string, string>();
      const unique = [...new Set(userIds)];
      for (let start = 0; start < unique.length; start += MAX_USERS_PER_CALL) {
        const { users } = await client.getUsers({ userIds: unique.slice(start, start + MAX_USERS_PER_CALL) });
        for (const user of users) labels.set(user.id, userLabel(user.displayName, user.email));
      }
      return labels;
    },
  };
}
