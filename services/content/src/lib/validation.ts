import { z } from 'zod';

// The contract's limits, checked again here: the gateway is not this service's only caller.
// Every handler parses its whole request with one `ZVerbNounRequest` schema built from these
// (through parseRequest from @quire/shared, which also refuses NUL and lone surrogates).
export const ZCollectionTitle = z.string().max(50);
export const ZCollectionDescription = z.string().max(100);
export const ZSpaceTitle = z.string().max(50);
export const ZEmoji = z.string().max(50);
export const ZIconUrl = z.url({ protocol: /^https?$/ }).max(2048);
export const ZId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');

/**
 * The most items a list in a request may hold (teams invited, merge rules, the users of one
 * rule): the contract gives no maxItems, this is Quire's documented limit.
 */
export const MAX_REQUEST_ITEMS = 100;
export const ZIdList = z.array(ZId).max(MAX_REQUEST_ITEMS);

/** An opaque page cursor (decodeCursor refuses what it cannot read). */
export const ZPage = z.string().max(1024).optional();
/** pageLimit() checks the range. */
export const ZLimit = z.number().optional();
/** A proto enum value; the handler maps it (unknown values answer 400 there). */
export const ZEnumValue = z.number().int();
/** An optional string where "" means absent (proto3 default). */
export const ZOptionalId = z.union([z.literal(''), ZId]).optional();
/** A google.protobuf.Value parent: a collection id, null for the top level, absent to stay. */
export const ZParentValue = z.union([z.null(), ZId]).optional();

const ZContentPointer = z.object({ type: ZEnumValue, space: ZOptionalId, collection: ZOptionalId });
/** GitBook's move position: before and/or after a sibling. */
export const ZContentPosition = z.object({ before: ZContentPointer.optional(), after: ZContentPointer.optional() }).optional();
export type ContentPointerInput = z.infer<typeof ZContentPointer>;
export type ContentPositionInput = NonNullable<z.infer<typeof ZContentPosition>>;

export const DEFAULT_TITLE = 'Untitled';

/** GitBook "ChangeRequestSubject". */
export const ZChangeRequestSubject = z.string().max(100);
/** A google.protobuf.Struct field (a JSON object); its shape is checked by the handler. */
export const ZJsonObject = z.record(z.string(), z.unknown());
