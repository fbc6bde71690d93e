/**
 * THE table of what the audit log records (docs/audit.md): for each event type the services
 * publish, the audit action it becomes, its label (listed by `audit-event-actions`), what it
 * targets, and the allowlist of the event's `data` fields kept as its payload. Nothing outside
 * an allowlist is ever stored, so a field added to an event later (a secret, say) is not
 * recorded until someone adds it here on purpose.
 */

/** A field kept as it is, or an object field of which only the listed keys are kept. */
export type AllowedField = string | { [field: string]: readonly string[] };

export type AuditActionSpec = {
  /** The event type, `quire.<service>.<resource>.<verb>`. */
  type: string;
  /** The audit action id (`AuditEvent.action`, the `action` filter). */
  action: string;
  label: string;
  /** `AuditEventTarget.type`. */
  targetType: string;
  /** The `data` field holding the target's id; the event's aggregate (envelope `subject`) when absent. */
  targetIdField?: string;
  /** `data` paths ("changes.title") whose first string value is the target's label. */
  targetLabelFields?: readonly string[];
  /** The target is a user (its label is the user's, looked up with the actors). */
  targetIsUser?: boolean;
  /** The `data` fields kept as the payload. */
  payload: readonly AllowedField[];
  /**
   * An event of no organization that concerns every organization its actor belongs to (an API
   * token acts in all of them): shown in each. Other events of no organization are shown in
   * none (a user account created while adding a member: the `member.added` shows it where it
   * happened, and the account's name says nothing to the actor's other organizations).
   */
  inActorOrganizations?: boolean;
  /** Version of the payload schema: raised when a payload's meaning changes. */
  schemaVersion?: number;
};

const SPACE_CHANGES = ['title', 'emoji', 'visibility', 'editMode', 'language', 'defaultLevel', 'parent', 'mergeRules', 'private'] as const;
const COLLECTION_CHANGES = ['title', 'description', 'defaultLevel', 'parent'] as const;
const ORGANIZATION_FIELDS = ['title', 'hostname', 'emailDomains', 'defaultRole', 'defaultContent', 'inviteLinksEnabled', 'sso', 'aiSearch', 'logo'] as const;
/** What sites events carry: ids, changed field names and `actorId`, never a share key (docs/sites.md). */
const SITE_FIELDS = ['siteId', 'sectionId', 'spaceId', 'sectionGroupId', 'parentId', 'fields', 'actorId'] as const;
const CONTENT_CHANGE = ['spaceId', 'changeRequestId', 'revisionId', 'parentRevisionId', 'ids', 'origin', 'actorId'] as const;

const identity = (resource: string, verb: string) => `quire.identity.${resource}.${verb}`;
const content = (resource: string, verb: string) => `quire.content.${resource}.${verb}`;
const sites = (resource: string, verb: string) => `quire.sites.${resource}.${verb}`;
const insights = (resource: string, verb: string) => `quire.insights.${resource}.${verb}`;

export const AUDIT_ACTIONS: readonly AuditActionSpec[] = [
  // --- identity: organizations, users, members, teams, API tokens, SAML, integrations
  { type: identity('organization', 'created'), action: 'organization.created', label: 'Organization created', targetType: 'organization', targetLabelFields: ['title'], payload: ['title', 'ownerId'] },
  { type: identity('organization', 'updated'), action: 'organization.updated', label: 'Organization settings updated', targetType: 'organization', targetLabelFields: ['title'], payload: [...ORGANIZATION_FIELDS] },
  { type: identity('user', 'created'), action: 'user.created', label: 'User account created', targetType: 'user', targetLabelFields: ['displayName'], payload: ['displayName'] },
  // A user's own profile: an account of no organization, shown in none (as user.created).
  { type: identity('user', 'updated'), action: 'user.updated', label: 'User profile updated', targetType: 'user', targetLabelFields: ['displayName'], payload: ['changes', 'displayName'] },
  // Invitations and invite links: never the secret (the events do not carry it, the allowlist would drop it).
  { type: identity('invite', 'created'), action: 'invite.created', label: 'Invitation created', targetType: 'invite', targetIdField: 'inviteId', payload: ['target', 'role', 'spaceId', 'collectionId', 'emailDomain', 'expiresAt', 'maxUses', 'createdById', 'email', 'sso'] },
  { type: identity('invite', 'updated'), action: 'invite.updated', label: 'Invitation updated', targetType: 'invite', targetIdField: 'inviteId', payload: ['changes', 'role', 'previousRole', 'target', 'emailDomain', 'expiresAt', 'maxUses', 'email', 'sso'] },
  { type: identity('invite', 'deleted'), action: 'invite.deleted', label: 'Invitation deleted', targetType: 'invite', targetIdField: 'inviteId', payload: [] },
  { type: identity('invite', 'used'), action: 'invite.used', label: 'Invitation used to join', targetType: 'invite', targetIdField: 'inviteId', payload: ['target', 'userId', 'role', 'sso', 'uses'] },
  { type: identity('member', 'added'), action: 'member.added', label: 'Member added', targetType: 'member', targetIdField: 'userId', targetIsUser: true, payload: ['userId', 'role', 'sso', 'samlProviderId', 'oidcProviderId'] },
  { type: identity('member', 'updated'), action: 'member.updated', label: 'Member role changed', targetType: 'member', targetIdField: 'userId', targetIsUser: true, payload: ['userId', 'role', 'previousRole', 'sso'] },
  { type: identity('member', 'removed'), action: 'member.removed', label: 'Member removed', targetType: 'member', targetIdField: 'userId', targetIsUser: true, payload: ['userId'] },
  // An SSO sign-in (its session token's id, never the token); `sso: true` makes the user its actor.
  { type: identity('sso-login', 'completed'), action: 'member.signed-in', label: 'Member signed in with SSO', targetType: 'member', targetIdField: 'userId', targetIsUser: true, payload: ['userId', 'samlProviderId', 'oidcProviderId', 'tokenId', 'expiresAt'] },
  { type: identity('team', 'created'), action: 'team.created', label: 'Team created', targetType: 'team', targetLabelFields: ['title'], payload: ['title', 'memberIds'] },
  { type: identity('team', 'updated'), action: 'team.updated', label: 'Team renamed or members changed', targetType: 'team', targetLabelFields: ['title'], payload: ['title', 'addedUserIds', 'roles', 'removedUserIds'] },
  { type: identity('team', 'deleted'), action: 'team.deleted', label: 'Team deleted', targetType: 'team', payload: [] },
  // Never the token or its hash: identity's events do not carry them, and the allowlist would drop them.
  { type: identity('token', 'created'), action: 'api-token.created', label: 'API token created', targetType: 'api-token', inActorOrganizations: true, targetLabelFields: ['label'], payload: ['userId', 'label', 'expiresAt'] },
  { type: identity('token', 'revoked'), action: 'api-token.revoked', label: 'API token revoked', targetType: 'api-token', inActorOrganizations: true, payload: ['userId'] },
  { type: identity('saml-provider', 'created'), action: 'saml-provider.created', label: 'SAML provider created', targetType: 'saml-provider', targetLabelFields: ['label'], payload: ['label', 'defaultRole', 'settings'] },
  // `changes` is the list of changed field names: never a certificate or URL value.
  { type: identity('saml-provider', 'updated'), action: 'saml-provider.updated', label: 'SAML provider updated', targetType: 'saml-provider', payload: ['changes', 'defaultRole'] },
  { type: identity('saml-provider', 'deleted'), action: 'saml-provider.deleted', label: 'SAML provider deleted', targetType: 'saml-provider', payload: [] },
  // `settings` and `changes` are field names: never the client secret (the events do not carry it).
  { type: identity('oidc-provider', 'created'), action: 'oidc-provider.created', label: 'OIDC provider created', targetType: 'oidc-provider', targetLabelFields: ['label'], payload: ['label', 'issuer', 'defaultRole', 'enabled', 'settings'] },
  { type: identity('oidc-provider', 'updated'), action: 'oidc-provider.updated', label: 'OIDC provider updated', targetType: 'oidc-provider', payload: ['changes', 'defaultRole', 'enabled'] },
  { type: identity('oidc-provider', 'deleted'), action: 'oidc-provider.deleted', label: 'OIDC provider deleted', targetType: 'oidc-provider', payload: [] },
  // `secrets` is how many the integration declares, never their values.
  { type: identity('integration', 'published'), action: 'integration.published', label: 'Integration published', targetType: 'integration', targetLabelFields: ['name'], payload: ['name', 'version', 'created', 'visibility', 'target', 'scopes', 'secrets'] },
  { type: identity('integration-installation', 'created'), action: 'integration-installation.created', label: 'Integration installed', targetType: 'integration-installation', targetLabelFields: ['integration'], payload: ['integrationId', 'integration'] },
  // `changes` names the changed fields; never the configuration.
  { type: identity('integration-installation', 'updated'), action: 'integration-installation.updated', label: 'Integration installation updated', targetType: 'integration-installation', payload: ['integrationId', 'changes'] },
  { type: identity('integration-installation', 'deleted'), action: 'integration-installation.deleted', label: 'Integration uninstalled', targetType: 'integration-installation', targetLabelFields: ['integration'], payload: ['integrationId', 'integration'] },
  { type: identity('integration-installation', 'token-created'), action: 'integration-installation.token-created', label: 'Integration installation token created', targetType: 'integration-installation', payload: ['tokenId', 'createdById', 'expiresAt'] },
  { type: identity('integration', 'unpublished'), action: 'integration.unpublished', label: 'Integration unpublished', targetType: 'integration', targetLabelFields: ['integration'], payload: ['integration'] },
  { type: identity('integration', 'dev-mode-set'), action: 'integration.dev-mode-set', label: 'Integration development mode enabled', targetType: 'integration', targetLabelFields: ['integration'], payload: ['integration', 'tunnelUrl', 'all'] },
  { type: identity('integration', 'dev-mode-disabled'), action: 'integration.dev-mode-disabled', label: 'Integration development mode disabled', targetType: 'integration', targetLabelFields: ['integration'], payload: ['integration'] },
  // Space and site installations: the installation is the target; the space or site is in the payload.
  { type: identity('integration-space-installation', 'created'), action: 'integration-space-installation.created', label: 'Integration installed on a space', targetType: 'integration-installation', targetLabelFields: ['integration'], payload: ['integrationId', 'integration', 'spaceId'] },
  { type: identity('integration-space-installation', 'updated'), action: 'integration-space-installation.updated', label: 'Integration space installation updated', targetType: 'integration-installation', targetLabelFields: ['integration'], payload: ['integrationId', 'integration', 'spaceId', 'changes'] },
  { type: identity('integration-space-installation', 'deleted'), action: 'integration-space-installation.deleted', label: 'Integration uninstalled from a space', targetType: 'integration-installation', targetLabelFields: ['integration'], payload: ['integrationId', 'integration', 'spaceId'] },
  { type: identity('integration-site-installation', 'created'), action: 'integration-site-installation.created', label: 'Integration installed on a site', targetType: 'integration-installation', targetLabelFields: ['integration'], payload: ['integrationId', 'integration', 'siteId'] },
  { type: identity('integration-site-installation', 'updated'), action: 'integration-site-installation.updated', label: 'Integration site installation updated', targetType: 'integration-installation', targetLabelFields: ['integration'], payload: ['integrationId', 'integration', 'siteId', 'changes'] },
  { type: identity('integration-site-installation', 'deleted'), action: 'integration-site-installation.deleted', label: 'Integration uninstalled from a site', targetType: 'integration-installation', targetLabelFields: ['integration'], payload: ['integrationId', 'integration', 'siteId'] },

  // --- content: collections, spaces, permissions, change requests, reviews, comments, content, Git, OpenAPI
  { type: content('collection', 'created'), action: 'collection.created', label: 'Collection created', targetType: 'collection', targetLabelFields: ['title'], payload: ['parentId', 'title'] },
  { type: content('collection', 'updated'), action: 'collection.updated', label: 'Collection updated', targetType: 'collection', targetLabelFields: ['changes.title'], payload: [{ changes: COLLECTION_CHANGES }] },
  { type: content('collection', 'moved'), action: 'collection.moved', label: 'Collection moved', targetType: 'collection', payload: ['fromParentId', 'parentId'] },
  { type: content('collection', 'transferred'), action: 'collection.transferred', label: 'Collection transferred to another organization', targetType: 'collection', payload: ['fromOrganizationId', 'toOrganizationId', 'collectionIds', 'spaceIds', 'removedTeamPermissions'] },
  { type: content('collection', 'deleted'), action: 'collection.deleted', label: 'Collection deleted', targetType: 'collection', payload: ['collectionIds', 'trashedSpaceIds'] },
  { type: content('collection-team-permission', 'updated'), action: 'collection-team-permission.updated', label: 'Team permission on a collection set', targetType: 'collection', targetIdField: 'collectionId', payload: ['teamId', 'role'] },
  { type: content('collection-team-permission', 'removed'), action: 'collection-team-permission.removed', label: 'Team permission on a collection removed', targetType: 'collection', targetIdField: 'collectionId', payload: ['teamId', 'reason'] },
  { type: content('collection-user-permission', 'updated'), action: 'collection-user-permission.updated', label: 'User permission on a collection set', targetType: 'collection', targetIdField: 'collectionId', payload: ['userId', 'role'] },
  { type: content('collection-user-permission', 'removed'), action: 'collection-user-permission.removed', label: 'User permission on a collection removed', targetType: 'collection', targetIdField: 'collectionId', payload: ['userId'] },
  { type: content('space-permission', 'updated'), action: 'space-permission.updated', label: 'User or team permission on a space set', targetType: 'space', targetIdField: 'spaceId', payload: ['subject', 'subjectId', 'role'] },
  { type: content('space-permission', 'removed'), action: 'space-permission.removed', label: 'User or team permission on a space removed', targetType: 'space', targetIdField: 'spaceId', payload: ['subject', 'subjectId', 'teamId', 'reason'] },
  { type: content('space', 'created'), action: 'space.created', label: 'Space created', targetType: 'space', targetLabelFields: ['title'], payload: ['parentId', 'title', 'revisionId'] },
  { type: content('space', 'updated'), action: 'space.updated', label: 'Space settings updated', targetType: 'space', targetLabelFields: ['changes.title'], payload: [{ changes: SPACE_CHANGES }] },
  { type: content('space', 'moved'), action: 'space.moved', label: 'Space moved', targetType: 'space', payload: ['fromParentId', 'parentId'] },
  { type: content('space', 'transferred'), action: 'space.transferred', label: 'Space transferred to another organization', targetType: 'space', payload: ['fromOrganizationId', 'toOrganizationId'] },
  { type: content('space', 'duplicated'), action: 'space.duplicated', label: 'Space duplicated', targetType: 'space', payload: ['sourceSpaceId', 'sourceRevisionId', 'revisionId'] },
  { type: content('space', 'deleted'), action: 'space.deleted', label: 'Space deleted', targetType: 'space', payload: ['deletedAt', 'reason'] },
  { type: content('space', 'restored'), action: 'space.restored', label: 'Space restored', targetType: 'space', payload: ['parentId'] },
  { type: content('space', 'purged'), action: 'space.purged', label: 'Deleted space purged', targetType: 'space', payload: ['deletedAt'] },
  { type: content('revision', 'created'), action: 'revision.created', label: 'Content changed (new revision)', targetType: 'space', targetIdField: 'spaceId', payload: ['id', 'type', ...CONTENT_CHANGE.filter((field) => field !== 'ids')] },
  { type: content('page', 'created'), action: 'page.created', label: 'Pages created', targetType: 'space', targetIdField: 'spaceId', payload: [...CONTENT_CHANGE] },
  { type: content('page', 'updated'), action: 'page.updated', label: 'Pages updated', targetType: 'space', targetIdField: 'spaceId', payload: [...CONTENT_CHANGE] },
  { type: content('page', 'deleted'), action: 'page.deleted', label: 'Pages deleted', targetType: 'space', targetIdField: 'spaceId', payload: [...CONTENT_CHANGE] },
  { type: content('file', 'created'), action: 'file.created', label: 'Files uploaded', targetType: 'space', targetIdField: 'spaceId', payload: [...CONTENT_CHANGE] },
  { type: content('file', 'updated'), action: 'file.updated', label: 'Files updated', targetType: 'space', targetIdField: 'spaceId', payload: [...CONTENT_CHANGE] },
  { type: content('file', 'deleted'), action: 'file.deleted', label: 'Files deleted', targetType: 'space', targetIdField: 'spaceId', payload: [...CONTENT_CHANGE] },
  { type: content('change-request', 'created'), action: 'change-request.created', label: 'Change request opened', targetType: 'change-request', targetLabelFields: ['subject'], payload: ['spaceId', 'number', 'status', 'subject', 'revisionId'] },
  { type: content('change-request', 'updated'), action: 'change-request.updated', label: 'Change request updated', targetType: 'change-request', targetLabelFields: ['changes.subject'], payload: ['spaceId', 'number', { changes: ['subject', 'status'] }, 'fromStatus'] },
  { type: content('change-request', 'archived'), action: 'change-request.archived', label: 'Change request archived', targetType: 'change-request', payload: ['spaceId', 'number', { changes: ['status'] }, 'fromStatus'] },
  { type: content('change-request', 'merged'), action: 'change-request.merged', label: 'Change request merged', targetType: 'change-request', payload: ['spaceId', 'number', 'revisionId'] },
  { type: content('change-request', 'reviewers-requested'), action: 'change-request.reviewers-requested', label: 'Reviewers requested', targetType: 'change-request', payload: ['spaceId', 'number', 'userIds'] },
  { type: content('change-request', 'reviewer-removed'), action: 'change-request.reviewer-removed', label: 'Reviewer removed', targetType: 'change-request', payload: ['spaceId', 'number', 'userId'] },
  { type: content('change-request-review', 'submitted'), action: 'change-request-review.submitted', label: 'Change request reviewed', targetType: 'change-request', targetIdField: 'changeRequestId', payload: ['spaceId', 'number', 'reviewerId', 'status', 'revisionId'] },
  { type: content('comment', 'created'), action: 'comment.created', label: 'Comment posted', targetType: 'comment', payload: ['spaceId', 'changeRequestId', 'pageId', 'status'] },
  { type: content('comment', 'updated'), action: 'comment.updated', label: 'Comment edited', targetType: 'comment', payload: ['spaceId', 'changeRequestId', 'changes', 'addedReactions', 'removedReactions'] },
  { type: content('comment', 'resolved'), action: 'comment.resolved', label: 'Comment resolved', targetType: 'comment', payload: ['spaceId', 'changeRequestId'] },
  { type: content('comment', 'reopened'), action: 'comment.reopened', label: 'Comment reopened', targetType: 'comment', payload: ['spaceId', 'changeRequestId'] },
  { type: content('comment', 'deleted'), action: 'comment.deleted', label: 'Comment deleted', targetType: 'comment', payload: ['spaceId', 'changeRequestId', 'status', 'replies'] },
  { type: content('comment-reply', 'created'), action: 'comment-reply.created', label: 'Comment reply posted', targetType: 'comment-reply', payload: ['commentId', 'spaceId', 'changeRequestId'] },
  { type: content('comment-reply', 'updated'), action: 'comment-reply.updated', label: 'Comment reply edited', targetType: 'comment-reply', payload: ['commentId', 'spaceId', 'changeRequestId', 'changes', 'addedReactions', 'removedReactions'] },
  { type: content('comment-reply', 'deleted'), action: 'comment-reply.deleted', label: 'Comment reply deleted', targetType: 'comment-reply', payload: ['commentId', 'spaceId', 'changeRequestId'] },
  // Imports and exports: the job's kind and space, never a URL or a parameter.
  { type: content('source-job', 'requested'), action: 'source-job.requested', label: 'Import or export requested', targetType: 'source-job', targetIdField: 'jobId', payload: ['jobId', 'kind', 'spaceId'] },
  // Git sync: never the repository URL (it may have carried credentials before redaction).
  { type: content('git-sync', 'requested'), action: 'git-sync.requested', label: 'Git sync requested', targetType: 'space', targetIdField: 'spaceId', payload: ['operationId', 'kind', 'ref', 'force', 'standalone'] },
  { type: content('git-sync', 'updated'), action: 'git-sync.updated', label: 'Git sync provider set', targetType: 'space', targetIdField: 'spaceId', payload: ['provider', 'repoName'] },
  { type: content('git-sync', 'completed'), action: 'git-sync.completed', label: 'Git sync completed', targetType: 'space', targetIdField: 'spaceId', payload: ['operationId', 'kind', 'outcome', 'commitOid', 'revisionId', 'gitRevisionId', 'stateUpdated', 'errorCode'] },
  { type: content('git-sync', 'legacy-removed'), action: 'git-sync.legacy-removed', label: 'Legacy Git installation removed', targetType: 'space', targetIdField: 'spaceId', payload: [] },
  { type: content('openapi-spec', 'created'), action: 'openapi-spec.created', label: 'OpenAPI spec created', targetType: 'openapi-spec', targetLabelFields: ['slug'], payload: ['slug', 'versionId'] },
  { type: content('openapi-spec', 'updated'), action: 'openapi-spec.updated', label: 'OpenAPI spec updated', targetType: 'openapi-spec', targetLabelFields: ['slug'], payload: ['slug', 'versionId', 'visibility'] },
  { type: content('openapi-spec', 'deleted'), action: 'openapi-spec.deleted', label: 'OpenAPI spec deleted', targetType: 'openapi-spec', targetLabelFields: ['slug'], payload: ['slug'] },
  { type: content('openapi-spec', 'processed'), action: 'openapi-spec.processed', label: 'OpenAPI spec version processed', targetType: 'openapi-spec', targetLabelFields: ['slug'], payload: ['slug', 'versionId', 'valid', 'errorCode', 'latest'] },

  // --- sites: never a share key (sites' events do not carry them; `name` is a share link's name)
  { type: sites('site', 'created'), action: 'site.created', label: 'Site created', targetType: 'site', targetLabelFields: ['title'], payload: ['title', 'type', 'visibility', 'actorId'] },
  { type: sites('site', 'updated'), action: 'site.updated', label: 'Site settings updated', targetType: 'site', payload: [...SITE_FIELDS] },
  { type: sites('site', 'deleted'), action: 'site.deleted', label: 'Site deleted', targetType: 'site', payload: ['actorId'] },
  { type: sites('site', 'published'), action: 'site.published', label: 'Site published', targetType: 'site', payload: [...SITE_FIELDS] },
  { type: sites('site', 'unpublished'), action: 'site.unpublished', label: 'Site unpublished', targetType: 'site', payload: [...SITE_FIELDS] },
  { type: sites('site', 'share-key-regenerated'), action: 'site.share-key-regenerated', label: 'Site share key regenerated', targetType: 'site', payload: ['actorId'] },
  { type: sites('site', 'customization-updated'), action: 'site.customization-updated', label: 'Site customization updated', targetType: 'site', payload: [...SITE_FIELDS, 'hasOverrides'] },
  { type: sites('site-section', 'created'), action: 'site-section.created', label: 'Site section added', targetType: 'site-section', targetLabelFields: ['title'], payload: [...SITE_FIELDS, 'title'] },
  { type: sites('site-section', 'updated'), action: 'site-section.updated', label: 'Site section updated', targetType: 'site-section', payload: [...SITE_FIELDS] },
  { type: sites('site-section', 'moved'), action: 'site-section.moved', label: 'Site section moved', targetType: 'site-section', payload: [...SITE_FIELDS] },
  { type: sites('site-section', 'deleted'), action: 'site-section.deleted', label: 'Site section deleted', targetType: 'site-section', payload: [...SITE_FIELDS] },
  { type: sites('site-space', 'created'), action: 'site-space.created', label: 'Space added to a site', targetType: 'site-space', payload: [...SITE_FIELDS] },
  { type: sites('site-space', 'updated'), action: 'site-space.updated', label: 'Site space updated', targetType: 'site-space', payload: [...SITE_FIELDS] },
  { type: sites('site-space', 'moved'), action: 'site-space.moved', label: 'Site space moved', targetType: 'site-space', payload: [...SITE_FIELDS] },
  { type: sites('site-space', 'deleted'), action: 'site-space.deleted', label: 'Space removed from a site', targetType: 'site-space', payload: [...SITE_FIELDS] },
  { type: sites('site-space', 'customization-updated'), action: 'site-space.customization-updated', label: 'Site space customization updated', targetType: 'site-space', payload: [...SITE_FIELDS, 'hasOverrides'] },
  { type: sites('site-share-link', 'created'), action: 'site-share-link.created', label: 'Site share link created', targetType: 'site-share-link', targetLabelFields: ['name'], payload: [...SITE_FIELDS, 'name'] },
  { type: sites('site-share-link', 'updated'), action: 'site-share-link.updated', label: 'Site share link updated', targetType: 'site-share-link', payload: [...SITE_FIELDS, 'active'] },
  { type: sites('site-share-link', 'deleted'), action: 'site-share-link.deleted', label: 'Site share link deleted', targetType: 'site-share-link', payload: [...SITE_FIELDS] },
  { type: sites('site-section-group', 'created'), action: 'site-section-group.created', label: 'Site section group added', targetType: 'site-section-group', payload: [...SITE_FIELDS] },
  { type: sites('site-section-group', 'updated'), action: 'site-section-group.updated', label: 'Site section group updated', targetType: 'site-section-group', payload: [...SITE_FIELDS] },
  { type: sites('site-section-group', 'moved'), action: 'site-section-group.moved', label: 'Site section group moved', targetType: 'site-section-group', payload: [...SITE_FIELDS] },
  { type: sites('site-section-group', 'deleted'), action: 'site-section-group.deleted', label: 'Site section group deleted', targetType: 'site-section-group', payload: [...SITE_FIELDS] },
  { type: sites('site-redirect', 'created'), action: 'site-redirect.created', label: 'Site redirect created', targetType: 'site-redirect', payload: [...SITE_FIELDS] },
  { type: sites('site-redirect', 'updated'), action: 'site-redirect.updated', label: 'Site redirect updated', targetType: 'site-redirect', payload: [...SITE_FIELDS] },
  { type: sites('site-redirect', 'deleted'), action: 'site-redirect.deleted', label: 'Site redirect deleted', targetType: 'site-redirect', payload: [...SITE_FIELDS] },

  // --- insights: conversations ingested and what their analysis changed (never a conversation's text)
  { type: insights('conversation', 'ingested'), action: 'conversation.ingested', label: 'Conversation ingested', targetType: 'conversation', payload: ['source', 'externalId', 'revision', 'created'] },
  { type: insights('issue', 'created'), action: 'conversation-issue.created', label: 'Conversation issue found', targetType: 'conversation-issue', payload: ['conversationId', 'kind'] },
  { type: insights('issue', 'deleted'), action: 'conversation-issue.deleted', label: 'Conversation issue removed', targetType: 'conversation-issue', payload: ['conversationId', 'clusterId'] },
  { type: insights('cluster', 'created'), action: 'issues-cluster.created', label: 'Issues cluster formed', targetType: 'issues-cluster', payload: ['issues', 'conversations', 'addedIssues', 'removedIssues'] },
  { type: insights('cluster', 'updated'), action: 'issues-cluster.updated', label: 'Issues cluster updated', targetType: 'issues-cluster', targetLabelFields: ['label'], payload: ['label', 'changes', 'issues', 'conversations', 'addedIssues', 'removedIssues'] },
  { type: insights('cluster', 'deleted'), action: 'issues-cluster.deleted', label: 'Issues cluster removed', targetType: 'issues-cluster', payload: ['removedIssues'] },
];

/**
 * Event types the audit log leaves out. What visitors of a published site did (page views and
 * feedback, for the site's integrations) is no change anyone made to the organization, comes
 * by the thousand, and carries visitors' addresses; site insights keep it.
 */
export const UNAUDITED_TYPES: ReadonlySet<string> = new Set([insights('site-activity', 'recorded')]);

const BY_TYPE = new Map(AUDIT_ACTIONS.map((spec) => [spec.type, spec]));

/** The table's entry for an event type, if it has one. */
export const auditActionOf = (type: string): AuditActionSpec | undefined => BY_TYPE.get(type);

/**
 * An event type the table does not know yet (a service added it since) is still recorded, so
 * that no change is missed: as `<resource>.<verb>` on its aggregate, with an empty payload
 * (nothing is kept from a `data` nobody allowlisted).
 */
export function fallbackAction(type: string): AuditActionSpec {
  const [, , resource = 'resource', verb = 'changed'] = type.split('.');
  return { type, action: `${resource}.${verb}`, label: `${resource} ${verb}`, targetType: resource, payload: [] };
}

/** The services whose events are recorded, one durable consumer each (`insights-audit-<service>`). */
export const AUDITED_SERVICES = ['identity', 'content', 'sites', 'insights'] as const;
