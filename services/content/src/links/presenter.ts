import { contentV1 } from '@quire/proto';
import type { LinkRelation, LinkStatus } from '../generated/prisma/enums';
import type { LinkRow } from './queries';

const STATUS: Record<LinkStatus, contentV1.ContentReferenceStatus> = {
  ok: contentV1.ContentReferenceStatus.CONTENT_REFERENCE_STATUS_OK,
  broken: contentV1.ContentReferenceStatus.CONTENT_REFERENCE_STATUS_BROKEN,
  in_app: contentV1.ContentReferenceStatus.CONTENT_REFERENCE_STATUS_IN_APP,
};

const RELATION: Record<LinkRelation, contentV1.ContentReferenceRelation> = {
  reference: contentV1.ContentReferenceRelation.CONTENT_REFERENCE_RELATION_REFERENCE,
  dependsOn: contentV1.ContentReferenceRelation.CONTENT_REFERENCE_RELATION_DEPENDS_ON,
};

export function linkStatusFromRequest(status: contentV1.ContentReferenceStatus): LinkStatus | undefined {
  return (Object.entries(STATUS).find(([, value]) => value === status)?.[0] as LinkStatus | undefined) ?? undefined;
}

type JsonObject = { [key: string]: unknown };
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A link as GitBook's "ContentReferenceUsage". */
export function presentLink(row: LinkRow): contentV1.ContentReferenceUsage {
  return {
    status: STATUS[row.status],
    relation: RELATION[row.relation],
    targetReference: isObject(row.target) ? row.target : undefined,
    locationReferences: Array.isArray(row.locations) ? (row.locations as unknown[]).filter(isObject) : [],
  };
}
