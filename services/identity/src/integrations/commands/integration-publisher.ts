import { alreadyExists, failedPrecondition, newId, type SecretBox } from '@quire/shared';
import { isUniqueViolation, Prisma, type PrismaClient, type TransactionClient } from '../../db';
import type { IntegrationTarget, IntegrationVisibility } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import type { IntegrationRuntime } from '../enums';
import type { DecodedImage } from '../images';
import { integrationSelect, type IntegrationRow } from '../queries';
import { blockDomainsOf, type PublishIntegrationInput } from '../validation';

/** What a publish stores: the request's fields with enums as stored strings and images decoded. */
export type IntegrationDefinition = {
  name: string;
  organizationId: string;
  title: string;
  description: string;
  summary?: string;
  runtime: IntegrationRuntime;
  visibility: IntegrationVisibility;
  target: IntegrationTarget;
  scopes: string[];
  categories: string[];
  blocks: PublishIntegrationInput['blocks'];
  contentSources: PublishIntegrationInput['contentSources'];
  externalLinks: PublishIntegrationInput['externalLinks'];
  configurations?: PublishIntegrationInput['configurations'];
  contentSecurityPolicy?: PublishIntegrationInput['contentSecurityPolicy'];
  script: string;
  secrets: Record<string, string>;
  icon?: DecodedImage;
  previewImages: DecodedImage[];
};

export type PublishedIntegration = { integration: IntegrationRow; created: boolean };

/** The additional data a sealed secrets value is bound to: it opens for this integration only. */
export const secretsContext = (integrationId: string) => `integration-secrets:${integrationId}`;

type LockedIntegration = { id: string; organization_id: string; version: number };

/**
 * Creates the integration or publishes its next version, in one transaction with its
 * `integration.published` event. An existing integration's row is locked first, so concurrent
 * publishes get consecutive versions; two first publishes of one name race on the unique name,
 * and the loser runs again as an update. A name another organization publishes is refused
 * (ALREADY_EXISTS). Secrets are sealed inside the transaction, bound to the integration's id.
 */
export async function integrationPublisher(
  db: PrismaClient,
  definition: IntegrationDefinition,
  secretBox: SecretBox | undefined,
): Promise<PublishedIntegration> {
  if (Object.keys(definition.secrets).length > 0 && !secretBox) {
    throw failedPrecondition('secrets: cannot be stored: the operator has not configured QUIRE_SECRETS_KEY');
  }
  try {
    return await db.$transaction((tx) => publish(tx, definition, secretBox));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.$transaction((tx) => publish(tx, definition, secretBox));
  }
}

async function publish(tx: TransactionClient, definition: IntegrationDefinition, secretBox: SecretBox | undefined): Promise<PublishedIntegration> {
  const [existing] = await tx.$queryRaw<LockedIntegration[]>`
    SELECT id, organization_id, version FROM integrations WHERE name = ${definition.name} FOR UPDATE`;
  if (existing && existing.organization_id !== definition.organizationId) {
    throw alreadyExists(`The integration name "${definition.name}" is taken by another organization's integration`);
  }
  const id = existing?.id ?? newId();
  const version = existing ? existing.version + 1 : 1;
  const secrets =
    Object.keys(definition.secrets).length > 0
      ? new Uint8Array(secretBox!.seal(Buffer.from(JSON.stringify(definition.secrets), 'utf8'), secretsContext(id)))
      : null;
  const fields = {
    version,
    title: definition.title,
    description: definition.description,
    summary: definition.summary ?? null,
    runtime: definition.runtime,
    visibility: definition.visibility,
    target: definition.target,
    scopes: definition.scopes,
    categories: definition.categories,
    blocks: definition.blocks as Prisma.InputJsonValue,
    hasBlocks: definition.blocks.length > 0,
    blockDomains: blockDomainsOf(definition.blocks),
    contentSources: definition.contentSources as Prisma.InputJsonValue,
    hasContentSources: definition.contentSources.length > 0,
    externalLinks: definition.externalLinks as Prisma.InputJsonValue,
    configurations: (definition.configurations as Prisma.InputJsonValue | undefined) ?? Prisma.DbNull,
    contentSecurityPolicy: (definition.contentSecurityPolicy as Prisma.InputJsonValue | undefined) ?? Prisma.DbNull,
    script: definition.script,
    secrets,
  };
  if (!existing) {
    await tx.integration.create({
      data: { id, name: definition.name, organizationId: definition.organizationId, ...fields, iconAssetId: null, previewAssetIds: [] },
      select: { id: true },
    });
  }
  const assetIds = await storeAssets(tx, id, [...(definition.icon ? [definition.icon] : []), ...definition.previewImages]);
  const iconAssetId = definition.icon ? assetIds.get(definition.icon.sha256)! : null;
  const previewAssetIds = definition.previewImages.map((image) => assetIds.get(image.sha256)!);
  const integration = await tx.integration.update({
    where: { id },
    // Publishing again is how an unpublished integration comes back.
    data: { ...fields, iconAssetId, previewAssetIds, unpublishedAt: null },
    select: integrationSelect,
  });
  // Images no version uses any more go; the ones kept keep their ids and so their URLs.
  await tx.integrationAsset.deleteMany({ where: { integrationId: id, id: { notIn: [...assetIds.values()] } } });
  // A scope this version no longer asks for is taken from every installation, so that a later
  // version asking for it again waits for each organization's consent like any new scope.
  // Scopes it asks for anew are granted nowhere: installations show them as pending.
  if (existing) {
    await tx.$executeRaw`
      UPDATE integration_installations
      SET scopes = ARRAY(SELECT unnest(scopes) INTERSECT SELECT unnest(${definition.scopes}::text[]))
      WHERE integration_id = ${id} AND NOT (scopes <@ ${definition.scopes}::text[])`;
  }
  await recordEvent(tx, 'integration', 'published', {
    aggregateId: id,
    organizationId: definition.organizationId,
    // Never the secrets or the script.
    data: {
      integrationId: id,
      name: definition.name,
      organizationId: definition.organizationId,
      version,
      created: !existing,
      visibility: definition.visibility,
      target: definition.target,
      scopes: definition.scopes,
      secrets: Object.keys(definition.secrets).length,
    },
  });
  return { integration, created: !existing };
}

/** Stores each image once per integration (by SHA-256) and answers the asset id of each hash. */
async function storeAssets(tx: TransactionClient, integrationId: string, images: DecodedImage[]): Promise<Map<string, string>> {
  if (images.length === 0) return new Map();
  const unique = [...new Map(images.map((image) => [image.sha256, image])).values()];
  await tx.integrationAsset.createMany({
    data: unique.map((image) => ({
      id: newId(),
      integrationId,
      contentType: image.contentType,
      sha256: image.sha256,
      data: new Uint8Array(image.data),
    })),
    skipDuplicates: true,
  });
  const stored = await tx.integrationAsset.findMany({
    where: { integrationId, sha256: { in: unique.map((image) => image.sha256) } },
    select: { id: true, sha256: true },
  });
  return new Map(stored.map((asset) => [asset.sha256, asset.id]));
}
