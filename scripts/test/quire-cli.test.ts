import { execFile } from 'node:child_process';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { commonV1, identityV1 } from '@quire/proto';
import { startIdentityService } from '@quire/identity';
import { closeChannels, createLogger, createServiceClient, databaseUrlFor } from '@quire/shared';

const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'scripts', 'quire.mjs');
const databaseUrl = databaseUrlFor(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres', 'identity_cli_test');
const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';

type Run = { code: number; stdout: string; stderr: string };

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

let identity: { port: number; stop(): Promise<void> };
let identityAddress: string;
const quire = (...args: string[]) => run(process.execPath, [CLI, ...args], { IDENTITY_GRPC_URL: identityAddress });
const uniqueEmail = (who: string) => `${who}-${randomUUID()}@cli.test`;

/** The single JSON object a --json run prints, failing unless stdout is exactly that. */
function onlyJson(result: Run): Record<string, unknown> {
  // The stderr travels with the code so that a failure says why the CLI stopped.
  expect({ code: result.code, stderr: result.code === 0 ? '' : result.stderr }).toEqual({ code: 0, stderr: '' });
  expect(result.stdout.endsWith('\n')).toBe(true);
  expect(result.stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(result.stdout);
}

async function principalOf(token: string) {
  const client = createServiceClient(identityV1.AuthServiceDefinition, identityAddress);
  const { principal } = await client.authenticateToken({ token });
  return principal;
}

beforeAll(async () => {
  identity = await startIdentityService({
    host: '127.0.0.1',
    port: 0,
    logger: createLogger('identity', 'silent'),
    databaseUrl,
    natsUrl,
    publicUrl: 'http://quire.test',
    appUrl: 'http://app.quire.test',
    // None of the admin rpcs the CLI calls reaches content.
    contentGrpcUrl: '127.0.0.1:1',
    sitesGrpcUrl: '127.0.0.1:1',
  });
  identityAddress = `127.0.0.1:${identity.port}`;
});

afterAll(async () => {
  closeChannels();
  await identity.stop();
});

describe('quire org create', () => {
  it('rejects a missing --title with exit 1 and nothing on stdout', async () => {
    const result = await quire('org', 'create', '--owner-email', uniqueEmail('owner'), '--json');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('missing --title');
  });

  it('prints the new organization, owner and a working token as one JSON object', async () => {
    const output = onlyJson(await quire('org', 'create', '--title', 'CLI org', '--owner-email', uniqueEmail('owner'), '--json'));
    expect(output).toEqual({
      organizationId: expect.any(String),
      userId: expect.any(String),
      tokenId: expect.any(String),
      token: expect.any(String),
    });
    const principal = await principalOf(output.token as string);
    expect(principal?.userId).toBe(output.userId);
    expect(principal?.memberships).toEqual([expect.objectContaining({ organizationId: output.organizationId })]);
  });

  it('prints text with the token by default', async () => {
    const result = await quire('org', 'create', '--title', 'Text org', '--owner-email', uniqueEmail('owner'));
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created organization "Text org" \(/);
    expect(result.stdout).toContain('API token');
  });
});

describe('quire user add', () => {
  it('rejects an unknown role', async () => {
    const result = await quire('user', 'add', '--org', 'whatever', '--email', uniqueEmail('u'), '--role', 'owner', '--json');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('--role must be one of admin, create, review, edit, comment, read, guest');
  });

  it('reports an unknown organization as not found', async () => {
    const result = await quire('user', 'add', '--org', 'no-such-org-000000000', '--email', uniqueEmail('u'), '--role', 'read');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/not found/);
  });

  it('reads an id that begins with "-" as the value of its option', async () => {
    const result = await quire('user', 'add', '--org', '-no-such-org-00000000', '--email', uniqueEmail('u'), '--role', 'read');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/not found/);
  });

  it('adds a guest who gets a token of their own', async () => {
    const org = onlyJson(await quire('org', 'create', '--title', 'Guests', '--owner-email', uniqueEmail('owner'), '--json'));
    const guest = onlyJson(
      await quire('user', 'add', '--org', org.organizationId as string, '--email', uniqueEmail('guest'), '--role', 'guest', '--json'),
    );
    expect(guest).toMatchObject({ organizationId: org.organizationId, userId: expect.any(String), token: expect.any(String) });
    expect(guest.userId).not.toBe(org.userId);
    const principal = await principalOf(guest.token as string);
    expect(principal?.memberships).toEqual([{ organizationId: org.organizationId, role: commonV1.MemberRole.MEMBER_ROLE_GUEST }]);
  });
});

describe('quire token create / revoke', () => {
  it('issues a second token for a user and revokes it', async () => {
    const org = onlyJson(await quire('org', 'create', '--title', 'Tokens', '--owner-email', uniqueEmail('owner'), '--json'));
    const created = onlyJson(await quire('token', 'create', '--user', org.userId as string, '--json'));
    expect(created).toEqual({ userId: org.userId, tokenId: expect.any(String), token: expect.any(String) });
    expect(created.token).not.toBe(org.token);
    expect((await principalOf(created.token as string))?.userId).toBe(org.userId);

    expect(onlyJson(await quire('token', 'revoke', '--token-id', created.tokenId as string, '--json'))).toEqual({
      tokenId: created.tokenId,
      revoked: true,
    });
    await expect(principalOf(created.token as string)).rejects.toThrow();
    // The owner's first token is untouched.
    expect((await principalOf(org.token as string))?.userId).toBe(org.userId);
  });

  it('reports an unknown token id as not found', async () => {
    const result = await quire('token', 'revoke', '--token-id', 'no-such-token-000000', '--json');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/not found/);
  });
});

describe('quire', () => {
  it('says so when identity is unreachable', async () => {
    const result = await run(process.execPath, [CLI, 'token', 'create', '--user', 'u1', '--json'], { IDENTITY_GRPC_URL: '127.0.0.1:1' });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('cannot reach identity at 127.0.0.1:1');
  });

  it('rejects an unknown command', async () => {
    const result = await quire('space', 'create');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('unknown command "space create"');
  });

  it('prints only the JSON object through the documented `npm run -s quire -- ... --json`', async () => {
    const result = await run('npm', ['run', '-s', 'quire', '--', 'org', 'create', '--title', 'Via npm', '--owner-email', uniqueEmail('npm'), '--json'], {
      IDENTITY_GRPC_URL: identityAddress,
    });
    expect(onlyJson(result)).toMatchObject({ organizationId: expect.any(String), token: expect.any(String) });
  });
});
