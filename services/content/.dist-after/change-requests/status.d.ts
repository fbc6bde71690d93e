import { contentV1 } from '@quire/proto';
import type { ChangeRequestStatus } from '../generated/prisma/enums';
export declare const presentStatus: (status: ChangeRequestStatus) => contentV1.ChangeRequestStatus;
/** A status from a request; undefined when absent (UNSPECIFIED). */
export declare function statusFromRequest(status: contentV1.ChangeRequestStatus): ChangeRequestStatus | undefined;
/**
 * The status changes a PATCH may make: draft <-> open, draft or open -> archived, archived ->
 * open (reopening). Setting the current status again changes nothing. `merged` is reached only
 * by merging, and a merged change request never changes again. Answers why a change is
 * refused, or undefined when it is allowed.
 */
export declare function statusChangeRefusal(from: ChangeRequestStatus, to: ChangeRequestStatus): string | undefined;
