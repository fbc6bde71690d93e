"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.embeddedUser = embeddedUser;
/**
 * The GitBook "User" to embed for `userId` (authors, reviewers...): identity's, or, for a user
 * identity no longer knows, a minimal one, since the contract requires the object.
 */
function embeddedUser(users, userId, urls) {
    return (users.get(userId) ?? {
        object: 'user',
        id: userId,
        displayName: 'Unknown user',
        urls: { location: `${urls.publicUrl}/v1/users/${userId}` },
    });
}
//# sourceMappingURL=embedded-users.js.map