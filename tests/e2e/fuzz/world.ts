import { randomBytes, randomUUID } from 'node:crypto';
import type { MemberRole } from '@quire/shared';

// A small organization with one member of each role and one resource of each kind, built
// through the public API (and identity's operator AdminService for organizations, members and
// tokens), so that the fuzzer and the access matrix can put real ids into every route's path.
// Route parameters are named after what they hold (spaceId, siteId, ...): `ids` is keyed by
// those names, so a new route with a known parameter gets real ids without any change here.

/** What the world is built on: the in-process e2e stack or a running one (scripts/fuzz.mjs). */
export type FuzzTarget = {
  /** The gateway's root URL; the API is under `${baseUrl}/v1`. */
  baseUrl: string;
  createOrg(): Promise<{ organizationId: string; userId: string; token: string }>;
  addMember(organizationId: string, role: MemberRole | null): Promise<{ userId: string; token: string }>;
};

export const MEMBER_ROLES = ['admin', 'create', 'edit', 'review', 'comment', 'read'] as const satisfies readonly MemberRole[];
export type Role = (typeof MEMBER_ROLES)[number];

/** Who calls: a member of each role (admin is the owner), a guest, and the admin of another organization. */
export type CallerName = Role | 'guest' | 'outsider';

export type Caller = { name: CallerName; userId: string; token: string };

export type World = {
  organizationId: string;
  callers: Record<CallerName, Caller>;
  /** Ids of the organization's resources, by route parameter name. */
  ids: Record<string, string[]>;
  /** Ids in the other organization (the outsider's), by route parameter name. */
  otherIds: Record<string, string[]>;
  /** Fixtures that could not be made, with the reason: routes using them get absent ids. */
  missing: string[];
};

/**
 * Parameters whose id depends on where it appears: a comment of a change request is not a
 * comment of its space. Keys of `ids` of the form `<scope>:<param>` win when the route's path
 * has the scope's segment.
 */
const SCOPES: { scope: string; segment: string }[] = [{ scope: 'changeRequest', segment: '/change-requests/:changeRequestId/' }];

/** The ids a route's path parameter takes in the world (empty: none known). */
export function idsFor(ids: Record<string, string[]>, param: string, routePath: string): string[] {
  for (const { scope, segment } of SCOPES) {
    const scoped = ids[`${scope}:${param}`];
    if (scoped && routePath.includes(segment)) return scoped;
  }
  return ids[param] ?? [];
}

/** A syntactically valid id that names nothing. */
export const absentId = (): string => `absent${randomBytes(6).toString('hex')}`;

type Json = any;

/** A JSON request through the gateway; throws unless it answers `expected`. */
export async function apiCall(
  baseUrl: string,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  { expected, headers = {}, raw }: { expected?: number; headers?: Record<string, string>; raw?: Uint8Array } = {},
): Promise<{ status: number; body: Json }> {
  const allHeaders: Record<string, string> = { ...headers };
  if (token) allHeaders.authorization = `Bearer ${token}`;
  if (body !== undefined) allHeaders['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/v1${path}`, {
    method,
    headers: allHeaders,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let parsed: Json = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a page, a file): kept as text.
  }
  if (expected !== undefined && response.status !== expected) {
    throw new Error(`${method} ${path}: expected ${expected}, got ${response.status} ${typeof parsed === 'string' ? parsed : JSON.stringify(parsed)}`.slice(0, 600));
  }
  return { status: response.status, body: parsed };
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * Builds the world: organization A (owner = admin caller) with members of each role, a guest
 * and a `subject` member the member/team routes act on (never a caller, so that removing or
 * demoting them leaves the callers as they are), and in A a team, a collection, a space with a
 * merged page and file, an open change request with a review, a requested reviewer, comments
 * and replies, a site with a section, site space and share link, a SAML provider, an OIDC provider, a published
 * and installed integration, a conversation, an OpenAPI spec, an import run and a spare API
 * token; organization B (the outsider's) with a collection and a space. A step that fails is
 * recorded in `missing` (and printed by the tests), never skipped silently.
 */
export async function buildWorld(target: FuzzTarget): Promise<World> {
  const { baseUrl } = target;
  const missing: string[] = [];
  const ids: Record<string, string[]> = {};
  const add = (param: string, id: string | undefined) => {
    if (id) (ids[param] ??= []).push(id);
  };
  /** Runs one fixture step; a failure is recorded, never thrown: the world is still useful. */
  const step = async (what: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      missing.push(`${what}: ${(error as Error).message}`);
    }
  };

  const owner = await target.createOrg();
  const organizationId = owner.organizationId;
  add('organizationId', organizationId);
  const callers = { admin: { name: 'admin', userId: owner.userId, token: owner.token } } as Record<CallerName, Caller>;
  for (const role of MEMBER_ROLES.filter((r) => r !== 'admin')) {
    const member = await target.addMember(organizationId, role);
    callers[role] = { name: role, ...member };
  }
  const guest = await target.addMember(organizationId, null);
  callers.guest = { name: 'guest', ...guest };
  const other = await target.createOrg();
  callers.outsider = { name: 'outsider', userId: other.userId, token: other.token };
  const subject = await target.addMember(organizationId, 'review');
  add('userId', subject.userId);

  const admin = owner.token;
  const call = (method: string, path: string, body?: unknown, options?: Parameters<typeof apiCall>[5]) =>
    apiCall(baseUrl, admin, method, path, body, options);

  await step('tokenId (POST /user/tokens)', async () => {
    const created = await call('POST', '/user/tokens', { label: 'fuzz spare token' }, { expected: 201 });
    add('tokenId', created.body.id);
  });
  await step('teamId (PUT /orgs/{organizationId}/teams)', async () => {
    const team = await call('PUT', `/orgs/${organizationId}/teams`, { title: 'Fuzz team', members: [subject.userId] }, { expected: 201 });
    add('teamId', team.body.id);
  });
  await step('inviteId (POST /orgs/{organizationId}/link-invites)', async () => {
    // The id, not the secret: joining with it is refused (404) to everyone, as it must be.
    const invite = await call('POST', `/orgs/${organizationId}/link-invites`, { role: 'read' }, { expected: 201 });
    add('inviteId', invite.body.id);
  });
  await step('collectionId (POST /orgs/{organizationId}/collections)', async () => {
    const collection = await call('POST', `/orgs/${organizationId}/collections`, { title: 'Fuzz collection' }, { expected: 201 });
    add('collectionId', collection.body.id);
    if (ids.teamId) {
      await call('POST', `/collections/${collection.body.id}/permissions`, { role: 'edit', teams: ids.teamId }, { expected: 204 });
    }
  });

  let spaceId: string | undefined;
  await step('spaceId (POST /orgs/{organizationId}/spaces)', async () => {
    const space = await call('POST', `/orgs/${organizationId}/spaces`, { title: 'Fuzz space' }, { expected: 201 });
    spaceId = space.body.id;
    add('spaceId', spaceId);
  });
  if (spaceId) {
    const space = `/spaces/${spaceId}`;
    await step('pageId, fileId, reusableContentId, revisionId, documentId (a merged change request)', async () => {
      const draft = await call('POST', `${space}/change-requests`, { subject: 'Fuzz content' }, { expected: 201 });
      const content = `${space}/change-requests/${draft.body.id}/content`;
      const page = await call('POST', `${content}/pages`, { title: 'Fuzz page', content: { markdown: '# Fuzz\n\nSee [the other page](https://example.com).' } }, { expected: 201 });
      add('pageId', page.body.id);
      add('pagePath', page.body.path);
      const file = await call('POST', `${content}/files?name=pixel.png`, undefined, { expected: 201, headers: { 'content-type': 'image/png' }, raw: PNG });
      add('fileId', file.body.id);
      const reusable = await call('POST', `${content}/reusable-contents`, { title: 'Fuzz reusable content', content: { markdown: 'Shared text.' } }, { expected: 201 });
      add('reusableContentId', reusable.body.id);
      await call('POST', `${space}/change-requests/${draft.body.id}/merge`, undefined, { expected: 200 });
      const current = await call('GET', space, undefined, { expected: 200 });
      add('revisionId', current.body.revision);
      // The merged page's body: getDocumentById's documentId.
      const merged = await call('GET', `${space}/content/page/${page.body.id}`, undefined, { expected: 200 });
      if (typeof merged.body.documentId === 'string') add('documentId', merged.body.documentId);
      else missing.push('documentId (documents): the merged page has no documentId');
      const downloaded = await call('GET', `${space}/content/files/${file.body.id}`, undefined, { expected: 200 });
      const token = /\/downloads\/([^/?#]+)/.exec(downloaded.body.downloadURL ?? '')?.[1];
      if (token) add('token', decodeURIComponent(token));
      else missing.push('token (downloads): the file has no /v1/downloads/ URL');
    });
    let changeRequestId: string | undefined;
    await step('changeRequestId (POST /spaces/{spaceId}/change-requests)', async () => {
      const open = await call('POST', `${space}/change-requests`, { subject: 'Fuzz change request' }, { expected: 201 });
      changeRequestId = open.body.id;
      add('changeRequestId', changeRequestId);
      await call('POST', `${space}/change-requests/${changeRequestId}/content/pages`, { title: 'Draft page', content: { markdown: 'Draft.' } }, { expected: 201 });
    });
    if (changeRequestId) {
      const changeRequest = `${space}/change-requests/${changeRequestId}`;
      await step('requested reviewer (POST .../requested-reviewers)', async () => {
        await call('POST', `${changeRequest}/requested-reviewers`, { users: [subject.userId] }, { expected: 200 });
      });
      await step('reviewId (POST .../reviews by the review member)', async () => {
        const review = await apiCall(baseUrl, callers.review.token, 'POST', `${changeRequest}/reviews`, { status: 'approved' }, { expected: 201 });
        add('reviewId', review.body.id);
      });
      await step('changeRequest:commentId, changeRequest:commentReplyId', async () => {
        const comment = await call('POST', `${changeRequest}/comments`, { body: { markdown: 'Fuzz comment on a change request' } }, { expected: 200 });
        add('changeRequest:commentId', comment.body.id);
        const reply = await call('POST', `${changeRequest}/comments/${comment.body.id}/replies`, { body: { markdown: 'Reply' } }, { expected: 200 });
        add('changeRequest:commentReplyId', reply.body.id);
      });
    }
    await step('commentId, commentReplyId (POST /spaces/{spaceId}/comments)', async () => {
      const comment = await call('POST', `${space}/comments`, { body: { markdown: 'Fuzz comment' } }, { expected: 200 });
      add('commentId', comment.body.id);
      const reply = await call('POST', `${space}/comments/${comment.body.id}/replies`, { body: { markdown: 'Reply' } }, { expected: 200 });
      add('commentReplyId', reply.body.id);
    });
    await step('siteId, siteSpaceId, siteSectionId, shareLinkId (sites)', async () => {
      const site = await call('POST', `/orgs/${organizationId}/sites`, { title: 'Fuzz site', spaces: [spaceId] }, { expected: 201 });
      const sitePath = `/orgs/${organizationId}/sites/${site.body.id}`;
      add('siteId', site.body.id);
      const section = await call('POST', `${sitePath}/sections`, { spaceId, title: 'Fuzz section' }, { expected: 201 });
      add('siteSectionId', section.body.id);
      const siteSpaces = await call('GET', `${sitePath}/site-spaces`, undefined, { expected: 200 });
      for (const item of siteSpaces.body.items ?? []) add('siteSpaceId', item.id);
      const link = await call('POST', `${sitePath}/share-links`, { name: 'Fuzz link' }, { expected: 201 });
      add('shareLinkId', link.body.id);
    });
  }
  await step('samlProviderId (POST /orgs/{organizationId}/saml)', async () => {
    const provider = await call('POST', `/orgs/${organizationId}/saml`, { label: 'Fuzz IdP' }, { expected: 201 });
    add('samlProviderId', provider.body.id);
  });
  await step('oidcProviderId (POST /orgs/{organizationId}/oidc)', async () => {
    // No client id or secret: it stays pending, and identity never connects to its issuer.
    const provider = await call('POST', `/orgs/${organizationId}/oidc`, { label: 'Fuzz OP', issuer: 'https://op.fuzz.quire.test' }, { expected: 201 });
    add('oidcProviderId', provider.body.id);
  });
  await step('integrationName, assetId, installationId (publish and install an integration)', async () => {
    const name = `fuzz-${randomUUID().slice(0, 8)}`;
    const published = await call(
      'POST',
      `/integrations/${name}`,
      {
        title: 'Fuzz integration',
        description: 'Made by the fuzzer',
        scopes: ['conversations:ingest'],
        script: 'export default {}',
        organization: organizationId,
        visibility: 'private',
        icon: PNG.toString('base64'),
      },
      { expected: 200 },
    );
    add('integrationName', name);
    const asset = /\/assets\/([^/?#]+)/.exec(published.body.urls?.icon ?? '')?.[1];
    if (asset) add('assetId', asset);
    else missing.push('assetId: the published integration has no icon URL');
    const installation = await call('POST', `/integrations/${name}/installations`, { organization: organizationId }, { expected: 201 });
    add('installationId', installation.body.id);
  });
  await step('conversationId (POST /orgs/{organizationId}/conversations)', async () => {
    const conversation = { id: `fuzz-${randomUUID().slice(0, 8)}`, subject: 'Tokens', parts: [{ type: 'message', role: 'user', body: 'How do I rotate an API token?' }] };
    await call('POST', `/orgs/${organizationId}/conversations`, [conversation], { expected: 204 });
    const list = await call('GET', `/orgs/${organizationId}/conversations`, undefined, { expected: 200 });
    for (const item of list.body.items ?? []) add('conversationId', item.id);
  });

  await step('specSlug (POST /orgs/{organizationId}/openapi, an inline document)', async () => {
    const text = JSON.stringify({ openapi: '3.0.3', info: { title: 'Fuzz', version: '1' }, paths: {} });
    const spec = await call('POST', `/orgs/${organizationId}/openapi`, { slug: 'fuzz-spec', source: { text } }, { expected: 201 });
    add('specSlug', spec.body.slug ?? 'fuzz-spec');
  });
  await step('importRunId (POST /org/{organizationId}/imports of the fixture file)', async () => {
    if (!spaceId || !ids.fileId) throw new Error('no space or file to import');
    const run = await call('POST', `/org/${organizationId}/imports`, { source: { type: 'file', files: ids.fileId }, target: { space: spaceId } }, { expected: 201 });
    add('importRunId', run.body.id);
  });

  await step('auditEventId (GET /orgs/{organizationId}/audit-events: the changes above, recorded from their events)', async () => {
    for (const deadline = Date.now() + 15_000; ; ) {
      const list = await call('GET', `/orgs/${organizationId}/audit-events?limit=1`, undefined, { expected: 200 });
      const id = list.body.items?.[0]?.id;
      if (id) return add('auditEventId', id);
      if (Date.now() > deadline) throw new Error('no audit event recorded');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  const otherIds: Record<string, string[]> = { organizationId: [other.organizationId] };
  await step('the other organization\'s space and collection', async () => {
    const space = await apiCall(baseUrl, other.token, 'POST', `/orgs/${other.organizationId}/spaces`, { title: 'Other space' }, { expected: 201 });
    otherIds.spaceId = [space.body.id];
    const collection = await apiCall(baseUrl, other.token, 'POST', `/orgs/${other.organizationId}/collections`, { title: 'Other' }, { expected: 201 });
    otherIds.collectionId = [collection.body.id];
  });

  return { organizationId, callers, ids, otherIds, missing };
}
