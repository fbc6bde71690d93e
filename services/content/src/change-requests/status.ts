import { contentV1 } from '@quire/proto';
import { enumMapping, invalidArgument } from '@quire/shared';
import type { ChangeRequestStatus } from '../generated/prisma/enums';

const { ChangeRequestStatus: ProtoStatus } = contentV1;

const statuses = enumMapping<ChangeRequestStatus, contentV1.ChangeRequestStatus>({
  draft: ProtoStatus.CHANGE_REQUEST_STATUS_DRAFT,
  open: ProtoStatus.CHANGE_REQUEST_STATUS_OPEN,
  archived: ProtoStatus.CHANGE_REQUEST_STATUS_ARCHIVED,
  merged: ProtoStatus.CHANGE_REQUEST_STATUS_MERGED,
});

export const presentStatus = (status: ChangeRequestStatus): contentV1.ChangeRequestStatus => statuses.toProto[status];

/** A status from a request; undefined when absent (UNSPECIFIED). */
export function statusFromRequest(status: contentV1.ChangeRequestStatus): ChangeRequestStatus | undefined {
  if (status === ProtoStatus.CHANGE_REQUEST_STATUS_UNSPECIFIED) return undefined;
  const stored = statuses.fromProto.get(status);
  if (!stored) throw invalidArgument('status: must be one of draft, open, archived, merged');
  return stored;
}

/**
 * The status changes a PATCH may make: draft <-> open, draft or open -> archived, archived ->
 * open (reopening). Setting the current status again changes nothing. `merged` is reached only
 * by merging, and a merged change request never changes again. Answers why a change is
 * refused, or undefined when it is allowed.
 */
export function statusChangeRefusal(from: ChangeRequestStatus, to: ChangeRequestStatus): string | undefined {
  if (from === 'merged') return 'The change request is merged and cannot be changed';
  if (to === 'merged') return 'status: a change request becomes merged only by merging it (POST .../merge)';
  if (from === to) return undefined;
  if (from === 'archived' && to !== 'open') return `status: an archived change request can only be reopened (status "open"), not set to "${to}"`;
  return undefined;
}
