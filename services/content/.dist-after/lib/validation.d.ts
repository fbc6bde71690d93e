import { z } from 'zod';
export declare const ZCollectionTitle: z.ZodString;
export declare const ZCollectionDescription: z.ZodString;
export declare const ZSpaceTitle: z.ZodString;
export declare const ZEmoji: z.ZodString;
export declare const ZIconUrl: z.ZodURL;
export declare const ZId: z.ZodString;
/**
 * The most items a list in a request may hold (teams invited, merge rules, the users of one
 * rule): the contract gives no maxItems, this is Quire's documented limit.
 */
export declare const MAX_REQUEST_ITEMS = 100;
export declare const ZIdList: z.ZodArray<z.ZodString>;
/** An opaque page cursor (decodeCursor refuses what it cannot read). */
export declare const ZPage: z.ZodOptional<z.ZodString>;
/** pageLimit() checks the range. */
export declare const ZLimit: z.ZodOptional<z.ZodNumber>;
/** A proto enum value; the handler maps it (unknown values answer 400 there). */
export declare const ZEnumValue: z.ZodNumber;
/** An optional string where "" means absent (proto3 default). */
export declare const ZOptionalId: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodString]>>;
/** A google.protobuf.Value parent: a collection id, null for the top level, absent to stay. */
export declare const ZParentValue: z.ZodOptional<z.ZodUnion<readonly [z.ZodNull, z.ZodString]>>;
declare const ZContentPointer: z.ZodObject<{
    type: z.ZodNumber;
    space: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodString]>>;
    collection: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodString]>>;
}, z.core.$strip>;
/** GitBook's move position: before and/or after a sibling. */
export declare const ZContentPosition: z.ZodOptional<z.ZodObject<{
    before: z.ZodOptional<z.ZodObject<{
        type: z.ZodNumber;
        space: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodString]>>;
        collection: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodString]>>;
    }, z.core.$strip>>;
    after: z.ZodOptional<z.ZodObject<{
        type: z.ZodNumber;
        space: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodString]>>;
        collection: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodString]>>;
    }, z.core.$strip>>;
}, z.core.$strip>>;
export type ContentPointerInput = z.infer<typeof ZContentPointer>;
export type ContentPositionInput = NonNullable<z.infer<typeof ZContentPosition>>;
export declare const DEFAULT_TITLE = "Untitled";
/** GitBook "ChangeRequestSubject". */
export declare const ZChangeRequestSubject: z.ZodString;
/** A google.protobuf.Struct field (a JSON object); its shape is checked by the handler. */
export declare const ZJsonObject: z.ZodRecord<z.ZodString, z.ZodUnknown>;
export {};
