#!/usr/bin/env node
// Operator CLI over identity's AdminService: `npm run -s quire -- <command> [--json]`.
// With --json, stdout carries exactly one JSON object; messages and errors go to stderr.
import { parseArgs } from 'node:util';
import { ClientError, Status } from 'nice-grpc';
import proto from '@quire/proto';
import shared from '@quire/shared';

const { AdminServiceDefinition } = proto.identityV1;

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

Options:
  --json   print one JSON object (ids and the token) instead of text
  --help   show this help

Environment:
  IDENTITY_GRPC_URL   identity's gRPC address (default 127.0.0.1:50051)
  GRPC_DEADLINE_MS    deadline of the call (default 5000)`;

// The CLI's role names: the organization roles, strongest first, and "guest" for no role.
const ROLE_NAMES = [...[...shared.MEMBER_ROLES].reverse(), 'guest'];

class UsageError extends Error {}

function required(options, name) {
  const value = options[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`missing --${name}`);
  return value.trim();
}

/** Each command: its options, and what it does given the admin client and parsed options. */
const COMMANDS = {
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
};

function describeCallError(error, address) {
  if (!(error instanceof ClientError)) return error.message;
  switch (error.code) {
    case Status.UNAVAILABLE:
      return `cannot reach identity at ${address} (is Quire running? set IDENTITY_GRPC_URL otherwise)`;
    case Status.DEADLINE_EXCEEDED:
      return `identity at ${address} did not answer in time`;
    default:
      return `${Status[error.code].toLowerCase().replace(/_/g, ' ')}: ${error.details}`;
  }
}

async function main(argv) {
  const words = argv.filter((arg) => !arg.startsWith('-')).slice(0, 2);
  const name = words.join(' ');
  const command = COMMANDS[name];
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!command) throw new UsageError(`unknown command "${name}"`);

  const { values: options, positionals } = parseArgs({
    args: argv,
    options: { ...command.options, json: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 2) throw new UsageError(`unexpected argument "${positionals.slice(2).join(' ')}"`);

  const address = process.env.IDENTITY_GRPC_URL || '127.0.0.1:50051';
  const deadlineMs = Number(process.env.GRPC_DEADLINE_MS || 5000);
  if (!Number.isInteger(deadlineMs) || deadlineMs <= 0) throw new UsageError('GRPC_DEADLINE_MS must be a positive integer');
  const admin = shared.createServiceClient(AdminServiceDefinition, address, { deadlineMs });
  try {
    const result = await command.run(admin, options).catch((error) => {
      throw new Error(describeCallError(error, address));
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
