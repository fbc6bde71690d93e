#!/usr/bin/env node
// Operator CLI over identity's AdminService and content's SearchAdminService, plus the backup
// and restore of every service's database (lib/backup.mjs, run here rather than over gRPC) and
// the GitBook importer (lib/import-gitbook/, over HTTP APIs):
// `npm run -s quire -- <command> [--json]`.
// With --json, stdout carries exactly one JSON object; messages and errors go to stderr.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ClientError, Status } from 'nice-grpc';
import proto from '@quire/proto';
import shared from '@quire/shared';
import { backup, describeManifest, listArchive, resolveDatabaseUrl, restore } from './lib/backup.mjs';
import { IMPORT_GITBOOK_OPTIONS, IMPORT_GITBOOK_USAGE } from './lib/import-gitbook/options.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { AdminServiceDefinition } = proto.identityV1;
const { SearchAdminServiceDefinition } = proto.contentV1;

// The operator-only gRPC services the commands call, and where to find them.
const SERVICES = {
  identity: { definition: AdminServiceDefinition, addressVariable: 'IDENTITY_GRPC_URL', defaultAddress: '127.0.0.1:50051' },
  content: { definition: SearchAdminServiceDefinition, addressVariable: 'CONTENT_GRPC_URL', defaultAddress: '127.0.0.1:50052' },
};

const USAGE = `Usage: npm run -s quire -- <command> [options] [--json]

Commands:
  org create --title <title> --owner-email <email> [--owner-name <name>]
      Creates an organization, its owner (an admin) and an API token for the owner.
  user add --org <organizationId> --email <email> --role <role> [--name <display name>]
      Adds a user to an organization and issues them an API token.
      <role>: admin | create | review | edit | comment | read | guest
  token create --user <userId> [--label <label>]
      Issues a new API token for a user.
  token revoke --token-id <tokenId>
      Revokes an API token.
  search reindex --space <spaceId>
      Rebuilds the search index of one space from scratch; waits until it is done.
  search reindex --all
      Asks for every space's search index to be rebuilt from scratch, in the background
      (searches keep answering from the current index until each space is rebuilt).
  backup --out <file>
      Writes one archive of every service's database (file bytes included), one consistent
      snapshot taken while Quire keeps serving. Progress on stderr. Holds no key: keep
      QUIRE_SECRETS_KEY beside it.
  backup --list <file>
      Lists an archive's contents (databases, migrations, rows, checksums).
  restore --from <file>
      Restores an archive into the databases named from DATABASE_URL, which must be missing
      or empty (nothing is changed otherwise). Then \`npm start\` serves the same data.
${IMPORT_GITBOOK_USAGE}

Options:
  --json   print one JSON object (ids and the token) instead of text
  --help   show this help

Environment:
  IDENTITY_GRPC_URL   identity's gRPC address (default 127.0.0.1:50051)
  CONTENT_GRPC_URL    content's gRPC address, for "search" commands (default 127.0.0.1:50052)
  GRPC_DEADLINE_MS    deadline of the call (default 5000; 600000 for "search reindex")
  DATABASE_URL        for backup and restore: the PostgreSQL server and database naming Quire
                      uses (default: as \`npm start\` finds it)
  NATS_URL            for backup: where the event consumers are (default nats://127.0.0.1:4222)
  QUIRE_EVENT_NAMESPACE  for backup: the stack's event namespace, if it has one
  QUIRE_API_URL, QUIRE_TOKEN, GITBOOK_TOKEN   for "import gitbook" (see above)`;

// The CLI's role names: the organization roles, strongest first, and "guest" for no role.
const ROLE_NAMES = [...[...shared.MEMBER_ROLES].reverse(), 'guest'];

class UsageError extends Error {}

function required(options, name) {
  const value = options[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`missing --${name}`);
  return value.trim();
}

/**
 * Each command: its options, and what it does given the admin client and parsed options.
 * `service: null`: the command talks HTTP, not to a gRPC service, and gets no client.
 */
const COMMANDS = {
  'import gitbook': {
    service: null,
    options: IMPORT_GITBOOK_OPTIONS,
    // Loaded only for this command: it needs @gitbook/api, which the service images leave out.
    run: async (_client, options) => (await import('./lib/import-gitbook/index.mjs')).runImportGitbook(options, { UsageError, root: ROOT }),
  },
  'org create': {
    options: { title: { type: 'string' }, 'owner-email': { type: 'string' }, 'owner-name': { type: 'string' } },
    async run(admin, options) {
      const response = await admin.createOrganization({
        title: required(options, 'title'),
        ownerEmail: required(options, 'owner-email'),
        ownerName: options['owner-name'],
      });
      return {
        json: { organizationId: response.organization.id, userId: response.user.id, tokenId: response.tokenId, token: response.token },
        text: [
          `Created organization "${response.organization.title}" (${response.organization.id}).`,
          `Owner: ${options['owner-email']} (user ${response.user.id}), role admin.`,
          `API token ${response.tokenId}: ${response.token}`,
          'The token is shown only once; keep it somewhere safe.',
        ],
      };
    },
  },
  'user add': {
    options: { org: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    async run(admin, options) {
      const roleName = required(options, 'role').toLowerCase();
      if (!ROLE_NAMES.includes(roleName)) throw new UsageError(`--role must be one of ${ROLE_NAMES.join(', ')}`);
      const response = await admin.addMember({
        organizationId: required(options, 'org'),
        email: required(options, 'email'),
        role: shared.memberRoleToProto(roleName === 'guest' ? null : roleName),
        displayName: options.name,
      });
      return {
        json: { organizationId: options.org, userId: response.user.id, tokenId: response.tokenId, token: response.token },
        text: [
          `Added ${options.email} (user ${response.user.id}) to organization ${options.org} as ${roleName}.`,
          `API token ${response.tokenId}: ${response.token}`,
          'The token is shown only once; keep it somewhere safe.',
        ],
      };
    },
  },
  'token create': {
    options: { user: { type: 'string' }, label: { type: 'string' } },
    async run(admin, options) {
      const userId = required(options, 'user');
      const response = await admin.createApiToken({ userId, label: options.label });
      return {
        json: { userId, tokenId: response.tokenId, token: response.token },
        text: [`API token ${response.tokenId} for user ${userId}: ${response.token}`, 'The token is shown only once; keep it somewhere safe.'],
      };
    },
  },
  'token revoke': {
    options: { 'token-id': { type: 'string' } },
    async run(admin, options) {
      const tokenId = required(options, 'token-id');
      await admin.revokeApiToken({ tokenId });
      return { json: { tokenId, revoked: true }, text: [`Revoked API token ${tokenId}.`] };
    },
  },
  'search reindex': {
    service: 'content',
    // Rebuilding a large space takes a while (about 30 s for 10,000 pages on 2 cores).
    deadlineMs: 10 * 60 * 1000,
    options: { space: { type: 'string' }, all: { type: 'boolean', default: false } },
    async run(search, options) {
      if (options.all) {
        if (options.space !== undefined) throw new UsageError('give either --space or --all');
        const response = await search.reindexAllSpaces({});
        return {
          json: { spaces: response.spaces, queued: true },
          text: [`Queued a rebuild of the search index of ${response.spaces} spaces; it runs in the background.`],
        };
      }
      const spaceId = required(options, 'space');
      const response = await search.reindexSpace({ spaceId });
      return {
        json: { spaceId, revisionId: response.revisionId, pages: response.pages, sections: response.sections, durationMs: response.durationMs },
        text: [
          `Rebuilt the search index of space ${spaceId} at revision ${response.revisionId}: ` +
            `${response.pages} pages, ${response.sections} sections in ${(response.durationMs / 1000).toFixed(1)} s.`,
        ],
      };
    },
  },
};

/** Commands that work on the databases themselves, with no service to call. */
const LOCAL_COMMANDS = {
  backup: {
    options: { out: { type: 'string' }, list: { type: 'string' } },
    async run(options, log) {
      if (options.list !== undefined) {
        if (options.out !== undefined) throw new UsageError('give either --out or --list');
        const { manifest, members } = await listArchive(required(options, 'list'));
        return { json: { ...manifest, members }, text: describeManifest(manifest, members) };
      }
      const out = required(options, 'out');
      const manifest = await backup({
        databaseUrl: await resolveDatabaseUrl(process.env),
        natsUrl: process.env.NATS_URL || 'nats://127.0.0.1:4222',
        namespace: shared.eventNamespaceFromEnv(),
        out,
        log,
      });
      return { json: { out, ...manifest }, text: [`Wrote ${out}: ${manifest.databases.length} databases as of ${manifest.createdAt}.`, 'It holds no key: keep QUIRE_SECRETS_KEY with it.'] };
    },
  },
  restore: {
    options: { from: { type: 'string' } },
    async run(options, log) {
      const result = await restore({ databaseUrl: await resolveDatabaseUrl(process.env), from: required(options, 'from'), log });
      return {
        json: result,
        text: [`Restored ${result.databases.join(', ')} as of ${result.createdAt}.`, 'Start Quire with the same QUIRE_SECRETS_KEY as the backed-up installation.'],
      };
    },
  },
};

/**
 * Quire's ids may begin with "-" (they are base64url), which parseArgs would read as an option:
 * `--source-org -xY...` is joined into `--source-org=-xY...` when the option takes a value and
 * the next word is not one of the command's own options.
 */
function joinDashedValues(argv, options) {
  const flags = new Set(Object.keys(options).map((name) => `--${name}`));
  const joined = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const next = argv[i + 1];
    const takesValue = arg.startsWith('--') && options[arg.slice(2)]?.type === 'string';
    if (takesValue && next !== undefined && next.startsWith('-') && !flags.has(next.split('=')[0]) && next !== '-h') {
      joined.push(`${arg}=${next}`);
      i += 1;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

async function runLocal(name, argv) {
  const command = LOCAL_COMMANDS[name];
  const { values: options, positionals } = parseArgs({
    args: joinDashedValues(argv, command.options),
    options: { ...command.options, json: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new UsageError(`unexpected argument "${positionals.slice(1).join(' ')}"`);
  const log = (message) => process.stderr.write(`quire ${name}: ${message}\n`);
  const result = await command.run(options, log);
  process.stdout.write(options.json ? `${JSON.stringify(result.json)}\n` : `${result.text.join('\n')}\n`);
  return 0;
}

function describeCallError(error, serviceName, address) {
  if (!(error instanceof ClientError)) return error.message;
  switch (error.code) {
    case Status.UNAVAILABLE:
      return `cannot reach ${serviceName} at ${address} (is Quire running? set ${SERVICES[serviceName].addressVariable} otherwise)`;
    case Status.DEADLINE_EXCEEDED:
      return `${serviceName} at ${address} did not answer in time`;
    default:
      return `${Status[error.code].toLowerCase().replace(/_/g, ' ')}: ${error.details}`;
  }
}

async function main(argv) {
  const first = argv.find((arg) => !arg.startsWith('-'));
  if (first && Object.hasOwn(LOCAL_COMMANDS, first) && !argv.includes('--help') && !argv.includes('-h')) return runLocal(first, argv);
  const words = argv.filter((arg) => !arg.startsWith('-')).slice(0, 2);
  const name = words.join(' ');
  const command = COMMANDS[name];
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!command) throw new UsageError(`unknown command "${name}"`);

  const { values: options, positionals } = parseArgs({
    args: joinDashedValues(argv, command.options),
    options: { ...command.options, json: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 2) throw new UsageError(`unexpected argument "${positionals.slice(2).join(' ')}"`);

  if (command.service === null) {
    const result = await command.run(undefined, options);
    process.stdout.write(options.json ? `${JSON.stringify(result.json)}\n` : `${result.text.join('\n')}\n`);
    return 0;
  }
  const serviceName = command.service ?? 'identity';
  const service = SERVICES[serviceName];
  const address = process.env[service.addressVariable] || service.defaultAddress;
  const deadlineMs = Number(process.env.GRPC_DEADLINE_MS || command.deadlineMs || 5000);
  if (!Number.isInteger(deadlineMs) || deadlineMs <= 0) throw new UsageError('GRPC_DEADLINE_MS must be a positive integer');
  const admin = shared.createServiceClient(service.definition, address, { deadlineMs });
  try {
    const result = await command.run(admin, options).catch((error) => {
      throw new Error(describeCallError(error, serviceName, address));
    });
    process.stdout.write(options.json ? `${JSON.stringify(result.json)}\n` : `${result.text.join('\n')}\n`);
    return 0;
  } finally {
    shared.closeChannels();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`quire: ${error.message}\n`);
    if (error instanceof UsageError || error.code?.startsWith?.('ERR_PARSE_ARGS')) process.stderr.write('Run `npm run quire -- --help` for usage.\n');
    process.exit(1);
  },
);
