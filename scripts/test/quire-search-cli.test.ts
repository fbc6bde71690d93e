import { execFile } from 'node:child_process';
import path from 'node:path';
import { startContentService } from '@quire/content';
import { closeChannels, createLogger, databaseUrlFor, newId } from '@quire/shared';

// `quire search reindex` against a real content service (its own database); the spaces are
// written straight through content's revision store, as the benchmark seeds them.

const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'scripts', 'quire.mjs');
const databaseUrl = databaseUrlFor(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres', 'content_cli_test');
const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';

/* eslint-disable @typescript-eslint/no-require-imports */
const contentDist = (file: string) => require(path.join(ROOT, 'services', 'content', 'dist', file));

type Run = { code: number; stdout: string; stderr: string };

let content: { port: number; stop(): Promise<void> };
const quire = (...args: string[]) =>
  new Promise<Run>((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, CONTENT_GRPC_URL: `127.0.0.1:${content.port}` } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

/** A space whose main revision holds two document pages and a group. */
async function seedSpace(): Promise<string> {
  const { createPrismaClient } = contentDist('db.js');
  const { createRevision, storedRevisionSelect } = contentDist('revision-store/store.js');
  const { bodyHashOf, putBodies } = contentDist('revision-store/bodies.js');
  const db = createPrismaClient(databaseUrl);
  try {
    const spaceId = newId();
    const initial = newId();
    await db.space.create({ data: { id: spaceId, organizationId: newId(), title: 'CLI', revisionId: initial, position: 'a0' } });
    await db.revision.create({ data: { id: initial, spaceId, type: 'edits' } });
    const now = new Date().toISOString();
    const bodies = new Map<string, string>();
    const page = (title: string, markdown?: string) => {
      const entry = { id: newId(), kind: markdown === undefined ? 'group' : 'document', parentId: null, position: `a${title}`, title, slug: title.toLowerCase(), createdAt: now, updatedAt: now };
      if (markdown === undefined) return entry;
      const bodyHash = bodyHashOf(markdown);
      bodies.set(bodyHash, markdown);
      return { ...entry, bodyHash };
    };
    const pages = [page('One', '# A\n\nText.\n\n# B\n\nMore.'), page('Two', 'Text.'), page('Group')];
    await putBodies(db, bodies);
    const base = await db.revision.findUniqueOrThrow({ where: { id: initial }, select: storedRevisionSelect });
    const revision = await createRevision(db, { spaceId, base, changes: { pages: { put: pages } }, type: 'edits', parents: [initial] });
    await db.space.update({ where: { id: spaceId }, data: { revisionId: revision.id } });
    return spaceId;
  } finally {
    await db.$disconnect();
  }
}

beforeAll(async () => {
  content = await startContentService({
    databaseUrl,
    natsUrl,
    host: '127.0.0.1',
    port: 0,
    publicUrl: 'http://quire.test',
    appUrl: 'http://app.quire.test',
    // The search admin rpcs never call identity.
    identityGrpcUrl: '127.0.0.1:1',
    logger: createLogger('content', 'silent'),
    identityEventsDurable: 'content-identity-events-cli-test',
  });
});

afterAll(async () => {
  closeChannels();
  await content.stop();
});

describe('quire search reindex', () => {
  it('needs --space or --all, not both', async () => {
    expect(await quire('search', 'reindex')).toMatchObject({ code: 1, stdout: '', stderr: expect.stringContaining('missing --space') });
    expect(await quire('search', 'reindex', '--space', 'x', '--all')).toMatchObject({ code: 1, stderr: expect.stringContaining('give either --space or --all') });
  });

  it('rebuilds one space and prints what it wrote', async () => {
    const spaceId = await seedSpace();
    const result = await quire('search', 'reindex', '--space', spaceId, '--json');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual({ spaceId, revisionId: expect.any(String), pages: 2, sections: 3, durationMs: expect.any(Number) });
    const text = await quire('search', 'reindex', '--space', spaceId);
    expect(text.stdout).toMatch(new RegExp(`^Rebuilt the search index of space ${spaceId} at revision \\S+: 2 pages, 3 sections in \\d+\\.\\d s\\.\\n$`));
  });

  it('answers a missing space with exit 1', async () => {
    expect(await quire('search', 'reindex', '--space', 'absentSpace', '--json')).toMatchObject({ code: 1, stdout: '', stderr: 'quire: not found: Space not found\n' });
  });

  it('queues a rebuild of every space', async () => {
    await seedSpace();
    const result = await quire('search', 'reindex', '--all', '--json');
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(output).toEqual({ spaces: expect.any(Number), queued: true });
    expect(output.spaces).toBeGreaterThanOrEqual(1);
  });
});
