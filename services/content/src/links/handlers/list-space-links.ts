import type { contentV1 } from '@quire/proto';
import { ServerError, Status } from '@quire/shared';

/**
 * The released contract's ListSpaceLinks, whose locations are Structs: replaced by ListLinks,
 * whose typed locations embed identity's Organization and content's Space as the gateway
 * writes them. Nothing calls it (GET /spaces/{spaceId}/links is routed to ListLinks).
 */
export async function listSpaceLinks(): Promise<contentV1.ListSpaceLinksResponse> {
  throw new ServerError(Status.UNIMPLEMENTED, 'ListSpaceLinks is replaced by ListLinks');
}
