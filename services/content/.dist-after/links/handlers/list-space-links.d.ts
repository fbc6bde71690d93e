import type { contentV1 } from '@quire/proto';
/**
 * The released contract's ListSpaceLinks, whose locations are Structs: replaced by ListLinks,
 * whose typed locations embed identity's Organization and content's Space as the gateway
 * writes them. Nothing calls it (GET /spaces/{spaceId}/links is routed to ListLinks).
 */
export declare function listSpaceLinks(): Promise<contentV1.ListSpaceLinksResponse>;
