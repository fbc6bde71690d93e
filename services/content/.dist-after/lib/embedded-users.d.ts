import type { identityV1 } from '@quire/proto';
import type { PublicUrls } from './urls';
/**
 * The GitBook "User" to embed for `userId` (authors, reviewers...): identity's, or, for a user
 * identity no longer knows, a minimal one, since the contract requires the object.
 */
export declare function embeddedUser(users: ReadonlyMap<string, identityV1.User>, userId: string, urls: PublicUrls): identityV1.User;
