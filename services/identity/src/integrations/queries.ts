import { decodeCursor, keysetPage, type Page } from '@quire/shared';
import { z } from 'zod';
import type { Caller } from '../access/caller';
import type { Db } from '../db';
import type { IntegrationTarget, IntegrationVisibility, Prisma } from '../generated/prisma/client';
import { escapeLike } from '../lib/validation';

/**
 * An integration as presented. The published `script` and the sealed `secrets` are never
 * selected for a presentation: they cannot leak into an answer by mistake.
 */
export type IntegrationRow = {
  id: string;
  name: string;
  organizationId: string;
  version: number;
  title: string;
  description: string;
  summary: string | null;
  visibility: IntegrationVisibility;
  target: IntegrationTarget;
  scopes: string[];
  categories: string[];
  blocks: Prisma.JsonValue;
  contentSources: Prisma.JsonValue;
  externalLinks: Prisma.JsonValue;
  configurations: Prisma.JsonValue | null;
  contentSecurityPolicy: Prisma.JsonValue | null;
  iconAssetId: string | null;
  previewAssetIds: string[];
  /** Set once unpublished (unpublishIntegration): hidden from the catalog, installs and invocations refused. */
  unpublishedAt: Date | null;
};

export const integrationSelect = {
  id: true,
  name: true,
  organizationId: true,
  version: true,
  title: true,
  description: true,
  summary: true,
  visibility: true,
  target: true,
  scopes: true,
  categories: true,
  blocks: true,
  contentSources: true,
  externalLinks: true,
  configurations: true,
  contentSecurityPolicy: true,
  iconAssetId: true,
  previewAssetIds: true,
  unpublishedAt: true,
} as const;

export function findIntegrationByName(db: Db, name: string): Promise<IntegrationRow | null> {
  return db.integration.findUnique({ where: { name }, select: integrationSelect });
}

/** The organization a publish names: by id, else by hostname ("The ID or subdomain of the organization"). */
export async function findOrganizationByIdOrHostname(db: Db, idOrHostname: string): Promise<{ id: string } | null> {
  return (
    (await db.organization.findUnique({ where: { id: idOrHostname }, select: { id: true } })) ??
    (await db.organization.findUnique({ where: { hostname: idOrHostname.toLowerCase() }, select: { id: true } }))
  );
}

/**
 * Organizations where the caller is a member with a role (guests excluded): whose private
 * integrations and installations they see. A token bound to one organization sees that one only.
 */
export async function findMemberOrganizationIds(db: Db, caller: Caller): Promise<string[]> {
  const rows = await db.membership.findMany({
    where: { userId: caller.userId, role: { not: null }, ...(caller.boundOrganizationId !== null && { organizationId: caller.boundOrganizationId }) },
    select: { organizationId: true },
  });
  return rows.map((row) => row.organizationId);
}

export type IntegrationFilters = {
  search?: string;
  category?: string;
  blockDomain?: string;
  blocks?: boolean;
  contentSources?: boolean;
  owner?: string;
  scope?: string;
  target?: IntegrationTarget;
};

const ZIntegrationCursor = z.object({ name: z.string() });

/**
 * One page of the integrations listed to a viewer, by name: the public ones and the private
 * ones of `memberOrganizationIds`; unlisted integrations never are. Each filter is served by
 * an index (docs/integrations.md "Storage").
 */
export async function listIntegrations(
  db: Db,
  { memberOrganizationIds, filters, page, limit }: { memberOrganizationIds: string[]; filters: IntegrationFilters; page?: string; limit: number },
): Promise<Page<IntegrationRow>> {
  const after = decodeCursor(page, ZIntegrationCursor);
  const contains = (text: string) => ({ contains: escapeLike(text), mode: 'insensitive' as const });
  const where: Prisma.IntegrationWhereInput = {
    AND: [
      // Unpublished integrations leave the catalog (their installations keep their data).
      { unpublishedAt: null },
      {
        OR: [
          { visibility: 'public' },
          ...(memberOrganizationIds.length > 0 ? [{ visibility: 'private' as const, organizationId: { in: memberOrganizationIds } }] : []),
        ],
      },
      filters.search ? { OR: [{ name: contains(filters.search) }, { title: contains(filters.search) }] } : {},
      filters.category ? { categories: { has: filters.category } } : {},
      filters.blockDomain ? { blockDomains: { has: filters.blockDomain.toLowerCase() } } : {},
      filters.blocks !== undefined ? { hasBlocks: filters.blocks } : {},
      filters.contentSources !== undefined ? { hasContentSources: filters.contentSources } : {},
      filters.owner ? { organizationId: filters.owner } : {},
      filters.scope ? { scopes: { has: filters.scope } } : {},
      filters.target ? { target: filters.target } : {},
    ],
  };
  const [rows, count] = await Promise.all([
    db.integration.findMany({
      where: after ? { AND: [where, { name: { gt: after.name } }] } : where,
      orderBy: { name: 'asc' },
      take: limit + 1,
      select: integrationSelect,
    }),
    db.integration.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ name: row.name }), count);
}

/** An icon or preview image of the named integration. */
export function findIntegrationAsset(db: Db, integrationName: string, assetId: string): Promise<{ data: Uint8Array; contentType: string } | null> {
  return db.integrationAsset.findFirst({
    where: { id: assetId, integration: { name: integrationName } },
    select: { data: true, contentType: true },
  });
}
