import { decodeCursor, hashToken, keysetAfter, keysetPage, MAX_INSTALLATION_GRANT_SPACES, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';
import type { InstallationSelection, Prisma } from '../generated/prisma/client';
import { integrationSelect, type IntegrationRow } from '../integrations/queries';
import { escapeLike } from '../lib/validation';
import { effectiveScopes } from './scopes';

export type InstallationRow = {
  id: string;
  integrationId: string;
  organizationId: string;
  spaceSelection: InstallationSelection;
  siteSelection: InstallationSelection;
  configuration: Prisma.JsonValue;
  externalIds: string[];
  /** Scopes the installing organization granted (see scopes.ts for what it may use). */
  scopes: string[];
  createdAt: Date;
  updatedAt: Date;
  /** How many spaces it is enabled on (its space installations). */
  _count?: { spaceInstallations: number };
};

export const installationSelect = {
  id: true,
  integrationId: true,
  organizationId: true,
  spaceSelection: true,
  siteSelection: true,
  configuration: true,
  externalIds: true,
  scopes: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { spaceInstallations: true } },
} as const;

export function findInstallation(db: Db, integrationId: string, installationId: string): Promise<InstallationRow | null> {
  return db.integrationInstallation.findFirst({ where: { id: installationId, integrationId }, select: installationSelect });
}

const ZInstallationCursor = z.object({ createdAt: z.iso.datetime(), id: z.string() });

const afterCursor = (after: { createdAt: string; id: string } | undefined) => keysetAfter(after, [['createdAt', 'asc', toDate], ['id', 'asc']]);

/**
 * One page of an integration's installations, oldest first, keyset on (created_at, id):
 * all of them, or those of `organizationIds` only (what a caller who is not the integration's
 * admin may see).
 */
export async function listIntegrationInstallations(
  db: Db,
  integrationId: string,
  { organizationIds, externalId, page, limit }: { organizationIds: string[] | 'all'; externalId?: string; page?: string; limit: number },
): Promise<Page<InstallationRow>> {
  const after = decodeCursor(page, ZInstallationCursor);
  const where: Prisma.IntegrationInstallationWhereInput = {
    integrationId,
    ...(organizationIds !== 'all' && { organizationId: { in: organizationIds } }),
    ...(externalId !== undefined && { externalIds: { has: externalId } }),
  };
  const [rows, count] = await Promise.all([
    db.integrationInstallation.findMany({
      where: { ...where, ...afterCursor(after) },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit + 1,
      select: installationSelect,
    }),
    db.integrationInstallation.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

export type OrganizationInstallationRow = InstallationRow & { integration: IntegrationRow };

/**
 * One page of the installations of an organization with their integrations (one query),
 * oldest first, keyset on (created_at, id); `search` is contained in the integration's name
 * or title (trigram indexes); `enabledOn` keeps those enabled on a space (site) of it.
 */
export async function listOrganizationInstallations(
  db: Db,
  organizationId: string,
  { search, page, limit, enabledOn }: { search?: string; page?: string; limit: number; enabledOn?: 'space' | 'site' },
): Promise<Page<OrganizationInstallationRow>> {
  const after = decodeCursor(page, ZInstallationCursor);
  const contains = (text: string) => ({ contains: escapeLike(text), mode: 'insensitive' as const });
  const where: Prisma.IntegrationInstallationWhereInput = {
    organizationId,
    ...(search && { integration: { OR: [{ name: contains(search) }, { title: contains(search) }] } }),
    // Those enabled on at least one space (site) of the organization.
    ...(enabledOn === 'space' && { spaceInstallations: { some: {} } }),
    ...(enabledOn === 'site' && { siteInstallations: { some: {} } }),
  };
  const [rows, count] = await Promise.all([
    db.integrationInstallation.findMany({
      where: { ...where, ...afterCursor(after) },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit + 1,
      select: { ...installationSelect, integration: { select: integrationSelect } },
    }),
    db.integrationInstallation.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

/** What an installation token authenticates as. */
export type InstallationTokenGrant = {
  tokenId: string;
  installationId: string;
  organizationId: string;
  integration: string;
  scopes: string[];
  /** The spaces the installation is enabled on, by id, at most MAX_INSTALLATION_GRANT_SPACES. */
  spaceIds: string[];
};

/**
 * The grant of an installation token that has not expired (one query, and one more on the
 * `integration_space_installations` primary key for its spaces), with the scopes its
 * installation was granted that the integration's current version still asks for: a version
 * asking for more widens nothing until the installing organization's admins grant it.
 * Uninstalling deletes the tokens, so a token of a removed installation is simply not found.
 * The spaces are the installation's first MAX_INSTALLATION_GRANT_SPACES by id: an installation
 * enabled on more reads only those (docs/integrations.md "The principal").
 */
export async function findInstallationTokenGrant(db: Db, token: string, now = new Date()): Promise<InstallationTokenGrant | null> {
  const row = await db.installationToken.findUnique({
    where: { hash: hashToken(token) },
    select: {
      id: true,
      expiresAt: true,
      installation: {
        select: {
          id: true,
          organizationId: true,
          scopes: true,
          integration: { select: { name: true, scopes: true } },
          spaceInstallations: { select: { spaceId: true }, orderBy: { spaceId: 'asc' }, take: MAX_INSTALLATION_GRANT_SPACES },
        },
      },
    },
  });
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return {
    tokenId: row.id,
    installationId: row.installation.id,
    organizationId: row.installation.organizationId,
    integration: row.installation.integration.name,
    scopes: effectiveScopes(row.installation.scopes, row.installation.integration.scopes),
    spaceIds: row.installation.spaceInstallations.map((space) => space.spaceId),
  };
}

/** What an integration token authenticates as. */
export type IntegrationTokenGrant = { tokenId: string; integration: string; organizationId: string };

/**
 * The grant of an integration token that has not expired, of an integration still published
 * (one query): unpublishing stops its invocations, and with them what its tokens may do.
 */
export async function findIntegrationTokenGrant(db: Db, token: string, now = new Date()): Promise<IntegrationTokenGrant | null> {
  const row = await db.integrationToken.findUnique({
    where: { hash: hashToken(token) },
    select: { id: true, expiresAt: true, integration: { select: { name: true, organizationId: true, unpublishedAt: true } } },
  });
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.integration.unpublishedAt !== null) return null;
  return { tokenId: row.id, integration: row.integration.name, organizationId: row.integration.organizationId };
}
