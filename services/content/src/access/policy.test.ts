import { Status } from '@quire/shared';
import { duplicateTitle } from '../spaces/commands/space-duplicator';
import { requestedParent, wouldNestInItself } from './destination';
import {
  authorize,
  authorizeCreateIn,
  collectionAccess,
  collectionsVisibleThroughGrants,
  spacesGrantedTo,
  spaceAccess,
  type AccessTree,
  type CollectionNode,
  type DefaultLevelValue,
  type Grant,
} from './policy';
import { collectionPermissions } from '../collections/policy';
import { canListMemberSpaces, canTransferBetween } from './organization';
import { isRestorable, SPACE_RETENTION_MS, spacePermissions } from '../spaces/policy';

// root
// ├── docs (defaultLevel: edit)
// │   └── api (inherit; team "writers" has admin)
// └── private (null: no default access)
type GrantSpec = { teamId?: string; userId?: string; role: Grant['role'] };

function tree({ grants = {} }: { grants?: Record<string, GrantSpec[]> } = {}): AccessTree {
  const nodes: CollectionNode[] = [
    { id: 'root', parentId: null, defaultLevel: 'inherit' },
    { id: 'docs', parentId: 'root', defaultLevel: 'edit' },
    { id: 'api', parentId: 'docs', defaultLevel: 'inherit' },
    { id: 'private', parentId: 'root', defaultLevel: null },
  ];
  const collections = new Map(nodes.map((n) => [n.id, n]));
  const asGrant = (resourceId: string, { teamId, userId, role }: GrantSpec): Grant => ({
    resource: collections.has(resourceId) ? 'collection' : 'space',
    subject: userId === undefined ? 'team' : 'user',
    subjectId: userId ?? teamId!,
    role,
  });
  return { collections, grants: new Map(Object.entries(grants).map(([id, list]) => [id, list.map((g) => asGrant(id, g))])) };
}

const space = (parentId: string | null, defaultLevel: DefaultLevelValue = 'inherit', id = 'space') => ({ id, parentId, defaultLevel });

describe('collectionAccess', () => {
  it('is null outside the organization, whatever the teams', () => {
    const t = tree({ grants: { root: [{ teamId: 'writers', role: 'admin' }] } });
    expect(collectionAccess({ orgRole: undefined, teamIds: ['writers'] }, t, 'root')).toBeNull();
  });

  it('takes the organization role as a floor', () => {
    expect(collectionAccess({ orgRole: 'create', teamIds: [] }, tree(), 'private')).toBe('create');
  });

  it('raises members to the nearest explicit default level up the chain', () => {
    expect(collectionAccess({ orgRole: 'read', teamIds: [] }, tree(), 'api')).toBe('edit');
    expect(collectionAccess({ orgRole: 'read', teamIds: [] }, tree(), 'private')).toBe('read');
  });

  it('gives guests nothing from default levels, only from their teams on the chain', () => {
    const t = tree({ grants: { docs: [{ teamId: 'writers', role: 'comment' }] } });
    expect(collectionAccess({ orgRole: null, teamIds: [] }, t, 'api')).toBeNull();
    expect(collectionAccess({ orgRole: null, teamIds: ['writers'] }, t, 'api')).toBe('comment');
    expect(collectionAccess({ orgRole: null, teamIds: ['writers'] }, t, 'private')).toBeNull();
  });

  it('takes the highest of role, default level and team grants', () => {
    const t = tree({ grants: { api: [{ teamId: 'writers', role: 'admin' }], root: [{ teamId: 'readers', role: 'read' }] } });
    expect(collectionAccess({ orgRole: 'read', teamIds: ['writers', 'readers'] }, t, 'api')).toBe('admin');
    expect(collectionAccess({ orgRole: 'read', teamIds: ['readers'] }, t, 'api')).toBe('edit');
  });
});

describe('spaceAccess', () => {
  it("starts the default-level chain at the space's own level", () => {
    expect(spaceAccess({ orgRole: 'read', teamIds: [] }, tree(), space('api', 'review'))).toBe('review');
    expect(spaceAccess({ orgRole: 'read', teamIds: [] }, tree(), space('api', null))).toBe('read');
    expect(spaceAccess({ orgRole: 'read', teamIds: [] }, tree(), space('api'))).toBe('edit');
  });

  it('gives a top-level space only the role and its own default level', () => {
    expect(spaceAccess({ orgRole: 'comment', teamIds: [] }, tree(), space(null, 'edit'))).toBe('edit');
    expect(spaceAccess({ orgRole: null, teamIds: ['writers'] }, tree(), space(null, 'admin'))).toBeNull();
  });
});

describe('grants', () => {
  it("count a user's own grants on the space and on each parent collection", () => {
    const t = tree({ grants: { space: [{ userId: 'ann', role: 'edit' }], docs: [{ userId: 'ann', role: 'review' }] } });
    expect(spaceAccess({ orgRole: 'read', teamIds: [], userId: 'ann' }, t, space('api', null))).toBe('review');
    expect(spaceAccess({ orgRole: 'read', teamIds: [], userId: 'ann' }, t, space('private', null))).toBe('edit');
    expect(spaceAccess({ orgRole: 'read', teamIds: [], userId: 'bob' }, t, space('private', null))).toBe('read');
  });

  it('give guests exactly what they and their teams were given, and nothing next to it', () => {
    const t = tree({ grants: { space: [{ teamId: 'writers', role: 'comment' }], api: [{ userId: 'ann', role: 'edit' }] } });
    expect(spaceAccess({ orgRole: null, teamIds: ['writers'], userId: 'bob' }, t, space('private'))).toBe('comment');
    expect(spaceAccess({ orgRole: null, teamIds: [], userId: 'bob' }, t, space('private'))).toBeNull();
    expect(spaceAccess({ orgRole: null, teamIds: [], userId: 'ann' }, t, space('api', 'inherit', 'other'))).toBe('edit');
    expect(collectionAccess({ orgRole: null, teamIds: [], userId: 'ann' }, t, 'docs')).toBeNull();
    expect(spacesGrantedTo({ orgRole: null, teamIds: ['writers'] }, t)).toEqual(['space']);
    expect(collectionsVisibleThroughGrants({ orgRole: null, teamIds: [], userId: 'ann' }, t)).toEqual(['api']);
  });

  it('never lower the organization role, and count for nobody outside the organization', () => {
    const t = tree({ grants: { space: [{ userId: 'ann', role: 'read' }] } });
    expect(spaceAccess({ orgRole: 'admin', teamIds: [], userId: 'ann' }, t, space('private'))).toBe('admin');
    expect(spaceAccess({ orgRole: undefined, teamIds: [], userId: 'ann' }, t, space('private'))).toBeNull();
  });
});

describe('authorize', () => {
  it('answers NOT_FOUND without access and PERMISSION_DENIED below the level', () => {
    expect(() => authorize(null, 'read', 'Space')).toThrow(expect.objectContaining({ code: Status.NOT_FOUND }));
    expect(() => authorize('edit', 'admin', 'Space')).toThrow(expect.objectContaining({ code: Status.PERMISSION_DENIED }));
    expect(() => authorize('admin', 'admin', 'Space')).not.toThrow();
  });

  it('needs create on the organization for the top level and on the collection inside one', () => {
    const t = tree();
    expect(() => authorizeCreateIn({ orgRole: 'edit', teamIds: [] }, t, null)).toThrow(
      expect.objectContaining({ code: Status.PERMISSION_DENIED }),
    );
    expect(() => authorizeCreateIn({ orgRole: null, teamIds: [] }, t, null)).toThrow(
      expect.objectContaining({ code: Status.PERMISSION_DENIED }),
    );
    expect(() => authorizeCreateIn({ orgRole: undefined, teamIds: [] }, t, null)).toThrow(
      expect.objectContaining({ code: Status.NOT_FOUND }),
    );
    expect(() => authorizeCreateIn({ orgRole: 'create', teamIds: [] }, t, 'docs')).not.toThrow();
  });
});

describe('permissions', () => {
  it('derive from the level', () => {
    expect(collectionPermissions('create')).toEqual({ view: true, admin: false, viewInviteLinks: false, create: true });
    expect(collectionPermissions(null)).toEqual({ view: false, admin: false, viewInviteLinks: false, create: false });
    expect(spacePermissions('comment', { editMode: 'live' })).toMatchObject({ view: true, comment: true, edit: false, admin: false });
    expect(spacePermissions('admin', { editMode: 'live' })).toMatchObject({ edit: true, admin: true, installIntegration: true });
  });

  it('refuse edits on a locked space, even to admins', () => {
    expect(spacePermissions('admin', { editMode: 'locked' })).toMatchObject({ edit: false, merge: false, admin: true });
  });
});

describe('trees', () => {
  it('lists what teams see, sub-collections included', () => {
    const t = tree({ grants: { docs: [{ teamId: 'writers', role: 'read' }] } });
    expect(collectionsVisibleThroughGrants({ orgRole: null, teamIds: ['writers'] }, t).sort()).toEqual(['api', 'docs']);
  });

  it('detects a move into the moved collection itself or below it', () => {
    expect(wouldNestInItself(tree(), 'api', 'docs')).toBe(true);
    expect(wouldNestInItself(tree(), 'private', 'docs')).toBe(false);
    expect(wouldNestInItself(tree(), null, 'docs')).toBe(false);
  });
});

describe('organization rules', () => {
  it('transfers need admin on both sides', () => {
    expect(canTransferBetween({ orgRole: 'admin', teamIds: [] }, { orgRole: 'admin', teamIds: [] })).toBe(true);
    expect(canTransferBetween({ orgRole: 'admin', teamIds: [] }, { orgRole: 'create', teamIds: [] })).toBe(false);
    expect(canTransferBetween({ orgRole: 'create', teamIds: [] }, { orgRole: 'admin', teamIds: [] })).toBe(false);
  });

  it("lets members list their own spaces and admins anyone's", () => {
    expect(canListMemberSpaces({ orgRole: 'read', teamIds: [] }, 'u1', 'u1')).toBe(true);
    expect(canListMemberSpaces({ orgRole: 'create', teamIds: [] }, 'u1', 'u2')).toBe(false);
    expect(canListMemberSpaces({ orgRole: 'admin', teamIds: [] }, 'u1', 'u2')).toBe(true);
  });
});

describe('space helpers', () => {
  it('restores within 7 days only', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(isRestorable(new Date(now.getTime() - SPACE_RETENTION_MS + 1000), now)).toBe(true);
    expect(isRestorable(new Date(now.getTime() - SPACE_RETENTION_MS - 1000), now)).toBe(false);
  });

  it('titles a duplicate within 50 characters', () => {
    expect(duplicateTitle('Handbook')).toBe('Handbook (copy)');
    const long = 'x'.repeat(50);
    expect(duplicateTitle(long)).toHaveLength(50);
    expect(duplicateTitle(long).endsWith(' (copy)')).toBe(true);
  });

  it('reads the parent of a move request', () => {
    expect(requestedParent(undefined, 'c1')).toBe('c1');
    expect(requestedParent(null, 'c1')).toBeNull();
    expect(requestedParent('c2', 'c1')).toBe('c2');
    expect(() => requestedParent(42, 'c1')).toThrow(expect.objectContaining({ code: Status.INVALID_ARGUMENT }));
  });
});
