"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ZJsonObject = exports.ZChangeRequestSubject = exports.DEFAULT_TITLE = exports.ZContentPosition = exports.ZParentValue = exports.ZOptionalId = exports.ZEnumValue = exports.ZLimit = exports.ZPage = exports.ZIdList = exports.MAX_REQUEST_ITEMS = exports.ZId = exports.ZIconUrl = exports.ZEmoji = exports.ZSpaceTitle = exports.ZCollectionDescription = exports.ZCollectionTitle = void 0;
const zod_1 = require("zod");
// The contract's limits, checked again here: the gateway is not this service's only caller.
// Every handler parses its whole request with one `ZVerbNounRequest` schema built from these
// (through parseRequest from @quire/shared, which also refuses NUL and lone surrogates).
exports.ZCollectionTitle = zod_1.z.string().max(50);
exports.ZCollectionDescription = zod_1.z.string().max(100);
exports.ZSpaceTitle = zod_1.z.string().max(50);
exports.ZEmoji = zod_1.z.string().max(50);
exports.ZIconUrl = zod_1.z.url({ protocol: /^https?$/ }).max(2048);
exports.ZId = zod_1.z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
/**
 * The most items a list in a request may hold (teams invited, merge rules, the users of one
 * rule): the contract gives no maxItems, this is Quire's documented limit.
 */
exports.MAX_REQUEST_ITEMS = 100;
exports.ZIdList = zod_1.z.array(exports.ZId).max(exports.MAX_REQUEST_ITEMS);
/** An opaque page cursor (decodeCursor refuses what it cannot read). */
exports.ZPage = zod_1.z.string().max(1024).optional();
/** pageLimit() checks the range. */
exports.ZLimit = zod_1.z.number().optional();
/** A proto enum value; the handler maps it (unknown values answer 400 there). */
exports.ZEnumValue = zod_1.z.number().int();
/** An optional string where "" means absent (proto3 default). */
exports.ZOptionalId = zod_1.z.union([zod_1.z.literal(''), exports.ZId]).optional();
/** A google.protobuf.Value parent: a collection id, null for the top level, absent to stay. */
exports.ZParentValue = zod_1.z.union([zod_1.z.null(), exports.ZId]).optional();
const ZContentPointer = zod_1.z.object({ type: exports.ZEnumValue, space: exports.ZOptionalId, collection: exports.ZOptionalId });
/** GitBook's move position: before and/or after a sibling. */
exports.ZContentPosition = zod_1.z.object({ before: ZContentPointer.optional(), after: ZContentPointer.optional() }).optional();
exports.DEFAULT_TITLE = 'Untitled';
/** GitBook "ChangeRequestSubject". */
exports.ZChangeRequestSubject = zod_1.z.string().max(100);
/** A google.protobuf.Struct field (a JSON object); its shape is checked by the handler. */
exports.ZJsonObject = zod_1.z.record(zod_1.z.string(), zod_1.z.unknown());
//# sourceMappingURL=validation.js.map