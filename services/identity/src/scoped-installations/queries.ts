import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';
import type { Prisma } from '../generated/prisma/client';
import { integrationSelect, type IntegrationRow } from '../integrations/queries';
import { escapeLike } from '../lib/validation';
import { TARGETS, type TargetKind } from './targets';

/** A space or site installation: an installation enabled on one space or site of its organization. */
export type ScopedRow = {
  installationId: string;
  /** The space's or site's id. */
  targetId: string;
  integrationId: string;
  organizationId: string;
  configuration: Prisma.JsonValue;
  externalIds: string[];
  createdAt: Date;
  updatedAt: Date;
};

type StoredRow = Omit<ScopedRow, 'targetId'> & { spaceId?: string; siteId?: string };

/** The two tables have the same columns but the target's: one structural view of both delegates. */
type ScopedDelegate = {
  findFirst(args: { where: object; select: object }): Promise<StoredRow | null>;
  findMany(args: { where: object; orderBy: object[]; take: number; select: object }): Promise<StoredRow[]>;
  count(args: { where: object }): Promise<number>;
};

export const delegateOf = (db: Db, kind: TargetKind): ScopedDelegate =>
  (kind === 'space' ? db.integrationSpaceInstallation : db.integrationSiteInstallation) as unknown as ScopedDelegate;

export const scopedSelect = (kind: TargetKind) => ({
  installationId: true,
  [TARGETS[kind].field]: true,
  integrationId: true,
  organizationId: true,
  configuration: true,
  externalIds: true,
  createdAt: true,
  updatedAt: true,
});

export const toScopedRow = (kind: TargetKind, row: StoredRow): ScopedRow => {
  const { spaceId, siteId, ...rest } = row;
  return { ...rest, targetId: (kind === 'space' ? spaceId : siteId)! };
};

export async function findScoped(db: Db, kind: TargetKind, installationId: string, targetId: string): Promise<ScopedRow | null> {
  const row = await delegateOf(db, kind).findFirst({ where: { installationId, [TARGETS[kind].field]: targetId }, select: scopedSelect(kind) });
  return row && toScopedRow(kind, row);
}

const ZInstallationCursor = z.object({ createdAt: z.iso.datetime(), targetId: z.string() });
const ZIntegrationCursor = z.object({ createdAt: z.iso.datetime(), installationId: z.string(), targetId: z.string() });

/** One page of an installation's space (site) installations, oldest first, keyset on (created_at, target id). */
export async function listScopedOfInstallation(
  db: Db,
  kind: TargetKind,
  installationId: string,
  { page, limit }: { page?: string; limit: number },
): Promise<Page<ScopedRow>> {
  const field = TARGETS[kind].field;
  const after = decodeCursor(page, ZInstallationCursor);
  const where = { installationId };
  const delegate = delegateOf(db, kind);
  const [rows, count] = await Promise.all([
    delegate.findMany({
      where: { ...where, ...keysetAfter(after && { createdAt: after.createdAt, [field]: after.targetId }, [['createdAt', 'asc', toDate], [field, 'asc']]) },
      orderBy: [{ createdAt: 'asc' }, { [field]: 'asc' }],
      take: limit + 1,
      select: scopedSelect(kind),
    }),
    delegate.count({ where }),
  ]);
  return keysetPage(rows.map((row) => toScopedRow(kind, row)), limit, (row) => ({ createdAt: row.createdAt.toISOString(), targetId: row.targetId }), count);
}

/**
 * One page of all the space (site) installations of an integration, across its
 * installations, oldest first, keyset on (created_at, installation id, target id);
 * `externalId` keeps those carrying it (GIN index).
 */
export async function listScopedOfIntegration(
  db: Db,
  kind: TargetKind,
  integrationId: string,
  { externalId, page, limit }: { externalId?: string; page?: string; limit: number },
): Promise<Page<ScopedRow>> {
  const field = TARGETS[kind].field;
  const after = decodeCursor(page, ZIntegrationCursor);
  const where = { integrationId, ...(externalId !== undefined && { externalIds: { has: externalId } }) };
  const delegate = delegateOf(db, kind);
  const [rows, count] = await Promise.all([
    delegate.findMany({
      where: {
        ...where,
        ...keysetAfter(after && { createdAt: after.createdAt, installationId: after.installationId, [field]: after.targetId }, [
          ['createdAt', 'asc', toDate],
          ['installationId', 'asc'],
          [field, 'asc'],
        ]),
      },
      orderBy: [{ createdAt: 'asc' }, { installationId: 'asc' }, { [field]: 'asc' }],
      take: limit + 1,
      select: scopedSelect(kind),
    }),
    delegate.count({ where }),
  ]);
  return keysetPage(
    rows.map((row) => toScopedRow(kind, row)),
    limit,
    (row) => ({ createdAt: row.createdAt.toISOString(), installationId: row.installationId, targetId: row.targetId }),
    count,
  );
}

/** More integrations than this enabled on one space or site is not a listing anyone reads. */
export const MAX_TARGET_INTEGRATIONS = 1000;

/**
 * The published integrations enabled on a space (site) of the organization, by name (one
 * query; the (space_id) index finds the rows); `search` is contained in the name or title.
 */
export async function listTargetIntegrations(
  db: Db,
  kind: TargetKind,
  { organizationId, targetId, search }: { organizationId: string; targetId: string; search?: string },
): Promise<IntegrationRow[]> {
  const contains = (text: string) => ({ contains: escapeLike(text), mode: 'insensitive' as const });
  const enabled = { some: { organizationId, [TARGETS[kind].field]: targetId } };
  return db.integration.findMany({
    where: {
      unpublishedAt: null,
      ...(kind === 'space' ? { spaceInstallations: enabled } : { siteInstallations: enabled }),
      ...(search && { OR: [{ name: contains(search) }, { title: contains(search) }] }),
    },
    orderBy: { name: 'asc' },
    take: MAX_TARGET_INTEGRATIONS,
    select: integrationSelect,
  });
}

export type SiteScriptRow = {
  installationId: string;
  integration: { name: string; scopes: string[]; contentSecurityPolicy: Prisma.JsonValue | null };
  installation: { scopes: string[] };
};

/** The site installations of a site with their integration and the scopes granted (one query). */
export function listSiteScriptRows(db: Db, organizationId: string, siteId: string): Promise<SiteScriptRow[]> {
  return db.integrationSiteInstallation.findMany({
    where: { organizationId, siteId, integration: { unpublishedAt: null } },
    orderBy: [{ createdAt: 'asc' }, { installationId: 'asc' }],
    take: MAX_TARGET_INTEGRATIONS,
    select: {
      installationId: true,
      integration: { select: { name: true, scopes: true, contentSecurityPolicy: true } },
      installation: { select: { scopes: true } },
    },
  });
}

export type SiteScriptTargetRow = Prisma.IntegrationSiteInstallationGetPayload<{
  select: {
    installationId: true;
    siteId: true;
    integrationId: true;
    configuration: true;
    externalIds: true;
    integration: { select: { name: true; scopes: true; contentSecurityPolicy: true; configurations: true } };
    installation: { select: { scopes: true } };
  };
}>;

/**
 * The site installations of a site (on its `(site_id)` index), of published integrations, with
 * what a script target needs (one query), optionally only one integration's installation.
 */
export function listSiteScriptTargetRows(db: Db, siteId: string, only?: { integrationName: string; installationId: string }): Promise<SiteScriptTargetRow[]> {
  return db.integrationSiteInstallation.findMany({
    where: {
      siteId,
      integration: { unpublishedAt: null, ...(only && { name: only.integrationName }) },
      ...(only && { installationId: only.installationId }),
    },
    orderBy: [{ createdAt: 'asc' }, { installationId: 'asc' }],
    take: MAX_TARGET_INTEGRATIONS,
    select: {
      installationId: true,
      siteId: true,
      integrationId: true,
      configuration: true,
      externalIds: true,
      integration: { select: { name: true, scopes: true, contentSecurityPolicy: true, configurations: true } },
      installation: { select: { scopes: true } },
    },
  });
}
