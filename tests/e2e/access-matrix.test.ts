import { randomBytes } from 'node:crypto';
import { v1Routes, type HttpMethod, type RouteRow } from '@quire/gateway';
import { startStack, type Stack } from './harness';
import { matrixRequest, sendMatrixRequest, type MatrixAnswer, type MatrixRequest } from './fuzz/matrix';
import { contextOf } from './fuzz/requests';
import { apiCall, buildWorld, type CallerName, type World } from './fuzz/world';

// Who may call what, for every route row of the table (v1Routes): a new route is walked
// without anyone adding it here. Every row but the public ones is called with a valid request
// (real ids of one organization's resources, input its schemas accept) by the admin of another
// organization, and by a guest and a member of each role of that organization, and each answer
// is held to the policy (docs/security.md, docs/identity.md "Policies", docs/content.md
// "Access", docs/sites.md, docs/insights.md, docs/integrations.md, docs/outside-sources.md):
//
// - another organization: 404, exactly as an id that does not exist;
// - a member below the level the route needs: 403; a guest: 403 or 404 (content and sites hide
//   what a guest was given nothing on: every space route answers such a guest 404);
// - a member at or above it: a read answers 200 (org content is readable by `read` members);
//   a write answers anything but 5xx (the generated input may be refused on its merits, and
//   earlier writes change the world);
// - nobody ever gets a 5xx.
// Reads come first; then every write is sent by the callers the policy refuses (a refusal must
// change nothing), and only after all of them by the allowed callers.
//
// Exceptions, as rules rather than lists of routes:
// - IDEMPOTENT DELETE: a DELETE may answer 204 to a caller it refuses to act for (the
//   contract's "did not exist"), if the resource is still there: the admin reads it afterwards
//   (when the table has a GET at the same path);
// - INPUT FIRST: a 400 is allowed when the admin gets the same 400 for the same request (input
//   refused before access is checked tells nothing about the resource);
// - NOTHING THERE: a read may answer 404 to a member when the admin gets 404 too (the world has
//   no such thing: an unpublished site, no adaptive schema, no Git info);
// - CALLER-SCOPED: routes without a path parameter (`/user`, `/orgs`, `/templates`...) belong
//   to no organization, nor does `/email-domains/{emailDomain}/orgs` (the caller's own domain
//   only): only "no 5xx";
// - GUEST LISTS: a guest may read the organization itself and the lists directly under it
//   (filtered to what their teams give them).
//
// The level a route needs comes from its method and path family (NEEDS below); reads need
// `read` unless listed there. A row no family matches is still checked for cross-organization
// 404s, guest refusals of writes and 5xx, and is named in the test output.

const LEVELS = ['guest', 'read', 'comment', 'edit', 'review', 'create', 'admin'] as const;
type Level = (typeof LEVELS)[number];
const levelOf = (caller: CallerName): number => LEVELS.indexOf(caller as Level);

type Family = {
  name: string;
  methods: 'read' | 'write' | HttpMethod[];
  path: RegExp;
  needs: Level;
  /** How a member below `needs` is refused, when not 403. */
  refusedWith?: number;
};

/** The level each path family needs; the first family matching a row's method and path wins. */
const NEEDS: Family[] = [
  // Reads that need more than `read`.
  { name: 'SAML and OIDC providers (identity: admins only)', methods: 'read', path: /^\/orgs\/:organizationId\/(saml|oidc)(\/|$)/, needs: 'admin' },
  { name: 'invite links and email invitations (identity: admins only; a holder previews a link by its secret, not its id)', methods: 'read', path: /^\/orgs\/:organizationId\/(invites|link-invites)(\/|$)/, needs: 'admin' },
  { name: "another member's spaces (content: admins only)", methods: 'read', path: /^\/orgs\/:organizationId\/members\/:userId\/spaces$/, needs: 'admin' },
  { name: 'audit log (insights: admins only)', methods: 'read', path: /^\/orgs\/:organizationId\/audit-(events|event-actions)(\/.*)?$/, needs: 'admin' },
  { name: 'site secrets: publishing auth and share links (sites: admins and creators)', methods: 'read', path: /^\/orgs\/:organizationId\/sites\/:siteId\/(publishing\/auth|share-links)$/, needs: 'create' },
  { name: "an integration's events (runtime: its organization's admins or its own token; 404 to everyone else)", methods: 'read', path: /^\/integrations\/:integrationName\/events(\/.*)?$/, needs: 'admin', refusedWith: 404 },
  { name: "all of an integration's space and site installations (its integration token, or its organization's admins)", methods: 'read', path: /^\/integrations\/:integrationName\/(spaces|sites)$/, needs: 'admin' },
  // Writes.
  { name: "own API tokens (the fixture token is the admin's; another user's token is 404, as an unknown one)", methods: 'write', path: /^\/user\/tokens\/:tokenId$/, needs: 'admin', refusedWith: 404 },
  { name: 'ping (any member, guests included)', methods: 'write', path: /^\/orgs\/:organizationId\/ping$/, needs: 'guest' },
  { name: 'joining with an invite secret or by email domain (anyone; the world holds an invite id, not its secret, and lists no email domain: 404 outside, 400 inside)', methods: ['post'], path: /^\/orgs\/:organizationId\/(invites\/:inviteId|join)$/, needs: 'guest' },
  { name: "a user's profile (only its owner; the subject is another member: 403 to those who see them, 404 to the others)", methods: 'write', path: /^\/users\/:userId$/, needs: 'admin' },
  { name: 'organization, members, teams, SAML and OIDC providers (identity: admins; callers own no team)', methods: 'write', path: /^\/orgs\/:organizationId(\/(members|teams|saml|oidc|invites|link-invites)(\/.*)?)?$/, needs: 'admin' },
  { name: "an integration's tasks (runtime: its own integration token only; a member's token 403, even an admin's)", methods: ['post'], path: /^\/integrations\/:integrationName\/tasks$/, needs: 'admin' },
  { name: "ContentKit renders (runtime: whoever reads the render's space, site or organization; its input decides first)", methods: ['get', 'post'], path: /^\/integrations\/:integrationName\/render$/, needs: 'read' },
  { name: 'integrations and installations (admins of the organization)', methods: 'write', path: /^\/integrations\/:integrationName(\/.*)?$/, needs: 'admin' },
  { name: 'conversation ingestion (insights: admins)', methods: 'write', path: /^\/orgs\/:organizationId\/conversations$/, needs: 'admin' },
  { name: 'top-level collections and spaces (the organization role)', methods: 'write', path: /^\/orgs\/:organizationId\/(collections|spaces)$/, needs: 'create' },
  { name: 'site events tracked (anyone acting in the organization, guests included)', methods: ['post'], path: /^\/orgs\/:organizationId\/sites\/:siteId\/insights\/events$/, needs: 'guest' },
  { name: 'site search and site events queried: reads sent as POST (members)', methods: ['post'], path: /^\/orgs\/:organizationId\/sites\/:siteId\/(search|insights\/events\/aggregate)$/, needs: 'read' },
  { name: 'sites (admins and creators)', methods: 'write', path: /^\/orgs\/:organizationId\/sites(\/.*)?$/, needs: 'create' },
  { name: 'OpenAPI spec creation', methods: ['post'], path: /^\/orgs\/:organizationId\/openapi$/, needs: 'create' },
  { name: 'OpenAPI spec source, visibility and deletion', methods: 'write', path: /^\/orgs\/:organizationId\/openapi\/:specSlug(\/.*)?$/, needs: 'edit' },
  { name: 'import runs (edit on the target space)', methods: 'write', path: /^\/org\/:organizationId\/imports(\/.*)?$/, needs: 'edit' },
  { name: 'collection settings, moves, transfers, team permissions', methods: 'write', path: /^\/collections\/:collectionId(\/.*)?$/, needs: 'admin' },
  { name: 'duplicating a space (create where it is)', methods: ['post'], path: /^\/spaces\/:spaceId\/duplicate$/, needs: 'create' },
  { name: 'space settings, deletion, restore, moves, transfers', methods: 'write', path: /^\/spaces\/:spaceId(\/(restore|move|transfer))?$/, needs: 'admin' },
  { name: 'legacy Git installation', methods: 'write', path: /^\/spaces\/:spaceId\/git\/legacy-installation$/, needs: 'admin' },
  { name: 'reviews', methods: 'write', path: /\/reviews$/, needs: 'review' },
  { name: 'updating a comment or reply: resolving and reacting need `comment`, editing the body is its author\'s only (docs/comments.md)', methods: ['put'], path: /\/comments\/:commentId(\/replies\/:commentReplyId)?$/, needs: 'comment' },
  { name: 'deleting a comment or reply (its author or an admin)', methods: ['delete'], path: /\/comments\/:commentId(\/replies\/:commentReplyId)?$/, needs: 'admin' },
  { name: 'posting comments and replies', methods: ['post'], path: /\/comments(\/:commentId\/replies)?$/, needs: 'comment' },
  { name: 'computed content: reads sent as POST (read on the space)', methods: ['post'], path: /^\/spaces\/:spaceId\/content\/computed\/(document|revision)$/, needs: 'read' },
  { name: 'space content: change requests, pages, files, templates, Git sync', methods: 'write', path: /^\/spaces\/:spaceId\/.+$/, needs: 'edit' },
];

const isRead = (row: RouteRow) => row.method === 'get';
const familyOf = (row: RouteRow): Family | undefined =>
  NEEDS.find((family) => {
    const methodMatches = family.methods === 'read' ? isRead(row) : family.methods === 'write' ? !isRead(row) : family.methods.includes(row.method);
    return methodMatches && family.path.test(row.path);
  });
const callerScoped = (row: RouteRow) => !row.path.includes(':') || row.path.startsWith('/email-domains/');
/** The organization itself, or a list directly under it. */
const guestReadable = (row: RouteRow) => /^\/orgs\/:organizationId(\/[a-z-]+)?$/.test(row.path);

const CALLER_ORDER: CallerName[] = ['outsider', 'guest', 'read', 'comment', 'edit', 'review', 'create', 'admin'];

let stack: Stack;
let world: World;

beforeAll(async () => {
  stack = await startStack({ rateLimitPerMinute: 100_000_000, identity: { secretsKey: randomBytes(32) } });
  world = await buildWorld(stack);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Call = { caller: CallerName; answer: MatrixAnswer; stillThere?: number };
type RowResult = { row: RouteRow; request: MatrixRequest; calls: Call[] };

/** Whether the policy refuses `caller` on `row` (such a call must change nothing). */
function refused(row: RouteRow, caller: CallerName): boolean {
  if (callerScoped(row)) return false;
  if (caller === 'outsider') return true;
  const needs = familyOf(row)?.needs ?? (isRead(row) ? 'read' : undefined);
  if (needs === undefined) return caller === 'guest';
  return levelOf(caller) < LEVELS.indexOf(needs);
}

/** Calls one row as the given callers, in CALLER_ORDER, into `result`. */
async function callRow(result: RowResult, callers: CallerName[]): Promise<void> {
  const { row, request } = result;
  const readBack = v1Routes.some((candidate) => candidate.method === 'get' && candidate.path === row.path);
  for (const caller of CALLER_ORDER.filter((c) => callers.includes(c))) {
    const answer = await sendMatrixRequest(stack.baseUrl, world.callers[caller].token, request);
    const call: Call = { caller, answer };
    // IDEMPOTENT DELETE: a refused caller's 204 must have changed nothing.
    if (row.method === 'delete' && answer.status === 204 && refused(row, caller) && readBack) {
      call.stillThere = (await sendMatrixRequest(stack.baseUrl, world.callers.admin.token, { ...request, method: 'GET', body: undefined, contentType: undefined })).status;
    }
    result.calls.push(call);
  }
}

type Verdict = { problem?: string; exception?: 'INPUT FIRST' | 'IDEMPOTENT DELETE' | 'NOTHING THERE' };

/** Whether one answer keeps the policy, and which exception it needed, if any. */
function judgeCall(result: RowResult, call: Call): Verdict {
  const { row } = result;
  const { caller, answer } = call;
  const admin = result.calls.find((c) => c.caller === 'admin')!.answer;
  if (answer.status === 0 || answer.status >= 500) return { problem: `answered ${answer.status || answer.body}` };
  if (callerScoped(row)) return {};
  if (row.method === 'delete' && answer.status === 204 && call.stillThere !== undefined && call.stillThere !== 200) {
    return { problem: `answered 204 and the resource is gone (the admin reads ${call.stillThere})` };
  }
  const refusedAs = (allowed: number[]): Verdict => {
    if (allowed.includes(answer.status)) return {};
    if (answer.status === 400 && admin.status === 400 && answer.body === admin.body) return { exception: 'INPUT FIRST' };
    if (row.method === 'delete' && answer.status === 204) return { exception: 'IDEMPOTENT DELETE' };
    return { problem: `answered ${answer.status}, expected ${allowed.join(' or ')}` };
  };

  const family = familyOf(row);
  const needs = family?.needs ?? 'read';
  if (caller === 'outsider') return refusedAs([404]);
  if (caller === 'guest') {
    if (needs === 'guest') return {};
    if (isRead(row) && guestReadable(row)) return refusedAs([200, 403, 404]);
    // The world's guest was given nothing on its spaces: content hides them as absent.
    if (row.path.startsWith('/spaces/:spaceId')) return refusedAs([404]);
    return refusedAs([403, 404]);
  }
  if (!family && !isRead(row)) return {};
  if (levelOf(caller) < LEVELS.indexOf(needs)) return refusedAs([family?.refusedWith ?? 403]);
  if (!isRead(row)) return {};
  // A member allowed to read: 200, unless nothing is there for the admin either.
  if (answer.status === 200) return {};
  if (answer.status === 404 && admin.status === 404) return { exception: 'NOTHING THERE' };
  if (answer.status === 400 && admin.status === 400 && answer.body === admin.body) return { exception: 'INPUT FIRST' };
  return { problem: `answered ${answer.status}, expected 200 (the admin got ${admin.status})` };
}

// GRANTS: callers whose level on a space or collection comes from grants (docs/access.md), on a
// collection C and a space S inside it made for them: every row under /spaces/:spaceId and
// /collections/:collectionId is called on S and C (deeper ids are the world's, so most deeper
// rows are NOTHING THERE for everyone) and held to the level the grants give:
// - no level (a guest given nothing there): 404;
// - below what the row needs: 403 (or the family's refusedWith); a write must change nothing;
// - at or above it, a read answers 200 (or what the admin gets: NOTHING THERE, INPUT FIRST).
// Writes are sent only by the callers the rule refuses (an allowed admin-level caller could
// delete S for the others); a refused write may answer 400 (input checked before access).
type Grantee = { name: string; space: Level | null; collection: Level | null; token?: string };

async function grantees(): Promise<{ grantees: Grantee[]; spaceId: string; collectionId: string }> {
  const admin = world.callers.admin.token;
  const org = world.organizationId;
  const call = (method: string, path: string, body?: unknown, expected?: number) => apiCall(stack.baseUrl, admin, method, path, body, { expected });
  const collection = await call('POST', `/orgs/${org}/collections`, { title: 'Granted collection' }, 201);
  const space = await call('POST', `/orgs/${org}/spaces`, { title: 'Granted space', parent: collection.body.id }, 201);
  const [C, S] = [`/collections/${collection.body.id}`, `/spaces/${space.body.id}`];
  const person = async (role: 'read' | 'comment' | null) => stack.addMember(org, role);
  const team = async (members: string[]) => (await call('PUT', `/orgs/${org}/teams`, { title: `Grant team ${Math.random()}`, members }, 201)).body.id as string;

  // Overridden upward: a read member with admin on the space itself.
  const raised = await person('read');
  await call('PATCH', `${S}/permissions/users/${raised.userId}`, { role: 'admin' }, 204);
  // Inherited: a guest with edit on the collection.
  const inherits = await person(null);
  await call('PATCH', `${C}/permissions/users/${inherits.userId}`, { role: 'edit' }, 204);
  // A team's grant on the space only: nothing on the collection.
  const teamOnSpace = await person(null);
  await call('POST', `${S}/permissions`, { role: 'comment', teams: [await team([teamOnSpace.userId])] }, 204);
  // The highest of a team's review on the collection and the guest's own read on the space.
  const highest = await person(null);
  await call('POST', `${C}/permissions`, { role: 'review', teams: [await team([highest.userId])] }, 204);
  await call('POST', `${S}/permissions`, { role: 'read', users: [highest.userId] }, 204);
  // Never lowered: a comment member whose team was given read on the space.
  const floor = await person('comment');
  await call('PATCH', `${S}/permissions/teams/${await team([floor.userId])}`, { role: 'read' }, 204);
  // Given, then removed: back to nothing.
  const removed = await person(null);
  await call('PATCH', `${S}/permissions/users/${removed.userId}`, { role: 'admin' }, 204);
  await call('DELETE', `${S}/permissions/users/${removed.userId}`, undefined, 205);
  return {
    spaceId: space.body.id,
    collectionId: collection.body.id,
    grantees: [
      { name: 'read member, admin on the space', space: 'admin', collection: 'read', token: raised.token },
      { name: 'guest, edit on the collection', space: 'edit', collection: 'edit', token: inherits.token },
      { name: "guest, their team's comment on the space", space: 'comment', collection: null, token: teamOnSpace.token },
      { name: "guest, their team's review on the collection and read on the space", space: 'review', collection: 'review', token: highest.token },
      { name: "comment member, their team's read on the space", space: 'comment', collection: 'comment', token: floor.token },
      { name: 'guest whose admin grant was removed', space: null, collection: null, token: removed.token },
    ],
  };
}

test('user and team grants on spaces and collections, inherited and overridden, across every space and collection route', async () => {
  const { grantees: callers, spaceId, collectionId } = await grantees();
  const granted: World = { ...world, ids: { ...world.ids, spaceId: [spaceId], collectionId: [collectionId] } };
  const context = contextOf(v1Routes.flatMap((row) => (row.path.match(/:[A-Za-z0-9_]+/g) ?? []).map((param) => param.slice(1))));
  const rows = v1Routes.filter((row) => !row.public && /^\/(spaces\/:spaceId|collections\/:collectionId)(\/|$)/.test(row.path));
  const problems: string[] = [];
  const exceptions: string[] = [];
  let next = 0;
  const reads = rows.filter(isRead);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < reads.length) {
        const row = reads[next++];
        const request = matrixRequest(row, granted, context);
        const admin = await sendMatrixRequest(stack.baseUrl, world.callers.admin.token, request);
        for (const caller of callers) {
          const level = row.path.startsWith('/spaces/') ? caller.space : caller.collection;
          const needs = familyOf(row)?.needs ?? 'read';
          const answer = await sendMatrixRequest(stack.baseUrl, caller.token!, request);
          const expected = level === null ? [404] : levelOf(level) < LEVELS.indexOf(needs) ? [familyOf(row)?.refusedWith ?? 403] : [200];
          if (expected.includes(answer.status)) continue;
          // NOTHING THERE, INPUT FIRST.
          if (answer.status === admin.status && [400, 404].includes(admin.status) && answer.body === admin.body) {
            exceptions.push(`${row.operationId} as ${caller.name} (${answer.status}, as the admin)`);
            continue;
          }
          problems.push(`${row.operationId} (GET ${request.path}) as ${caller.name}: answered ${answer.status}, expected ${expected.join(' or ')}: ${answer.body.slice(0, 160)}`);
        }
      }
    }),
  );
  // Writes only where every id is S's or C's own (or a grant's user or team): a deeper id is the
  // world's, not S's, and a write to it is NOTHING THERE for everyone.
  const ownParams = new Set(['spaceId', 'collectionId', 'userId', 'teamId']);
  const writes = rows
    .filter((row) => !isRead(row) && (row.path.match(/:([A-Za-z0-9_]+)/g) ?? []).every((param) => ownParams.has(param.slice(1))))
    .sort((a, b) => b.path.split('/').length - a.path.split('/').length);
  for (const row of writes) {
    const request = matrixRequest(row, granted, context);
    const needs = familyOf(row)?.needs;
    for (const caller of callers) {
      const level = row.path.startsWith('/spaces/') ? caller.space : caller.collection;
      const refusedHere = level === null || (needs !== undefined && levelOf(level) < LEVELS.indexOf(needs));
      if (!refusedHere) continue;
      const answer = await sendMatrixRequest(stack.baseUrl, caller.token!, request);
      // Duplicating needs `create` where the space is: a caller given nothing on its collection
      // is told the collection does not exist.
      const hidden = level === null || (row.path.endsWith('/duplicate') && caller.collection === null);
      const expected = hidden ? [404] : [familyOf(row)?.refusedWith ?? 403];
      if (expected.includes(answer.status)) continue;
      if (answer.status === 400) {
        exceptions.push(`${row.operationId} as ${caller.name} (400: input first)`);
        continue;
      }
      if (row.method === 'delete' && answer.status === 204) {
        const back = await sendMatrixRequest(stack.baseUrl, world.callers.admin.token, { ...request, method: 'GET', body: undefined, contentType: undefined });
        if (back.status === 200 || !v1Routes.some((candidate) => candidate.method === 'get' && candidate.path === row.path)) {
          exceptions.push(`${row.operationId} as ${caller.name} (204: idempotent delete, still there)`);
          continue;
        }
      }
      problems.push(`${row.operationId} (${request.method} ${request.path}) as ${caller.name}: answered ${answer.status}, expected ${expected.join(' or ')}: ${answer.body.slice(0, 160)}`);
    }
  }
  process.stderr.write(`access matrix, grants: ${rows.length} rows x ${callers.length} callers\n${exceptions.map((e) => `  ${e}`).join('\n')}\n`);
  expect(reads.length).toBeGreaterThan(20);
  expect(problems).toEqual([]);
}, 240_000);

test('every route row, as another organization and as each role of the organization, answers as the policy says', async () => {
  const context = contextOf(v1Routes.flatMap((row) => (row.path.match(/:[A-Za-z0-9_]+/g) ?? []).map((param) => param.slice(1))));
  const rows = v1Routes.filter((row) => !row.public);
  const depth = (row: RouteRow) => row.path.split('/').length;
  // Reads first (in parallel: they change nothing), then writes, then deletes, deepest first, so
  // that deleting a resource does not take away what a later row needs.
  const reads = rows.filter(isRead);
  const writes = rows.filter((row) => !isRead(row) && row.method !== 'delete');
  const deletes = rows.filter((row) => row.method === 'delete').sort((a, b) => depth(b) - depth(a));

  const results = new Map<RouteRow, RowResult>(rows.map((row) => [row, { row, request: matrixRequest(row, world, context), calls: [] }]));
  // Reads change nothing: every caller, four rows at a time.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < reads.length) await callRow(results.get(reads[next++])!, CALLER_ORDER);
    }),
  );
  // Writes: first every caller the policy refuses, on every row, while the world is as built
  // (an admin's allowed write, such as raising a space's default level, would change who may
  // do what); then the allowed callers, whose answers only have to be below 500.
  const ordered = [...writes, ...deletes];
  for (const row of ordered) await callRow(results.get(row)!, CALLER_ORDER.filter((caller) => refused(row, caller)));
  for (const row of ordered) await callRow(results.get(row)!, CALLER_ORDER.filter((caller) => !refused(row, caller)));

  const problems: string[] = [];
  const exceptions = new Map<string, string[]>();
  for (const result of results.values()) {
    for (const call of result.calls) {
      const verdict = judgeCall(result, call);
      const { request } = result;
      if (verdict.problem) {
        problems.push(`${result.row.operationId} (${request.method} ${request.path}${request.body ? ` ${request.body.slice(0, 120)}` : ''}) as ${call.caller}: ${verdict.problem}: ${call.answer.body.slice(0, 160)}`);
      }
      if (verdict.exception) exceptions.set(verdict.exception, [...(exceptions.get(verdict.exception) ?? []), `${result.row.operationId} as ${call.caller} (${call.answer.status})`]);
    }
  }

  const all = [...results.values()];
  const notes = [
    ...all.filter((r) => !familyOf(r.row) && !isRead(r.row) && !callerScoped(r.row)).map((r) => `no family in NEEDS (checked for 404 across organizations, guest refusals and 5xx only): ${r.row.operationId}`),
    ...all.filter((r) => r.request.absentParams.length).map((r) => `no fixture for ${r.request.absentParams.join(', ')}: ${r.row.operationId} called with an absent id`),
    ...all.filter((r) => r.request.noValidInput).map((r) => `no valid input generated: ${r.row.operationId}`),
    ...all.filter((r) => callerScoped(r.row)).map((r) => `caller-scoped (no organization resource in the path): ${r.row.operationId}`),
    ...world.missing.map((m) => `fixture not made: ${m}`),
    ...[...exceptions].map(([rule, calls]) => `${rule} (${calls.length}): ${calls.join(', ')}`),
  ];
  process.stderr.write(`access matrix: ${all.length} rows x ${CALLER_ORDER.length} callers\n${notes.map((n) => `  ${n}`).join('\n')}\n`);

  expect(all.every((result) => result.calls.length === CALLER_ORDER.length)).toBe(true);
  expect(problems).toEqual([]);
}, 240_000);
