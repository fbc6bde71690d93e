import * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../models";
import { type PrismaClient } from "./class";
export type * from '../models';
export type DMMF = typeof runtime.DMMF;
export type PrismaPromise<T> = runtime.Types.Public.PrismaPromise<T>;
/**
 * Prisma Errors
 */
export declare const PrismaClientKnownRequestError: typeof runtime.PrismaClientKnownRequestError;
export type PrismaClientKnownRequestError = runtime.PrismaClientKnownRequestError;
export declare const PrismaClientUnknownRequestError: typeof runtime.PrismaClientUnknownRequestError;
export type PrismaClientUnknownRequestError = runtime.PrismaClientUnknownRequestError;
export declare const PrismaClientRustPanicError: typeof runtime.PrismaClientRustPanicError;
export type PrismaClientRustPanicError = runtime.PrismaClientRustPanicError;
export declare const PrismaClientInitializationError: typeof runtime.PrismaClientInitializationError;
export type PrismaClientInitializationError = runtime.PrismaClientInitializationError;
export declare const PrismaClientValidationError: typeof runtime.PrismaClientValidationError;
export type PrismaClientValidationError = runtime.PrismaClientValidationError;
/**
 * Re-export of sql-template-tag
 */
export declare const sql: typeof runtime.sqltag;
export declare const empty: runtime.Sql;
export declare const join: typeof runtime.join;
export declare const raw: typeof runtime.raw;
export declare const Sql: typeof runtime.Sql;
export type Sql = runtime.Sql;
/**
 * Decimal.js
 */
export declare const Decimal: typeof runtime.Decimal;
export type Decimal = runtime.Decimal;
export type DecimalJsLike = runtime.DecimalJsLike;
/**
* Extensions
*/
export type Extension = runtime.Types.Extensions.UserArgs;
export declare const getExtensionContext: typeof runtime.Extensions.getExtensionContext;
export type Args<T, F extends runtime.Operation> = runtime.Types.Public.Args<T, F>;
export type Payload<T, F extends runtime.Operation = never> = runtime.Types.Public.Payload<T, F>;
export type Result<T, A, F extends runtime.Operation> = runtime.Types.Public.Result<T, A, F>;
export type Exact<A, W> = runtime.Types.Public.Exact<A, W>;
export type PrismaVersion = {
    client: string;
    engine: string;
};
/**
 * Prisma Client JS version: 7.9.1
 * Query Engine version: e922089b7d7502aff4249d5da3420f6fa55fc6ad
 */
export declare const prismaVersion: PrismaVersion;
/**
 * Utility Types
 */
export type Bytes = runtime.Bytes;
export type JsonObject = runtime.JsonObject;
export type JsonArray = runtime.JsonArray;
export type JsonValue = runtime.JsonValue;
export type InputJsonObject = runtime.InputJsonObject;
export type InputJsonArray = runtime.InputJsonArray;
export type InputJsonValue = runtime.InputJsonValue;
export declare const NullTypes: {
    DbNull: (new (secret: never) => typeof runtime.DbNull);
    JsonNull: (new (secret: never) => typeof runtime.JsonNull);
    AnyNull: (new (secret: never) => typeof runtime.AnyNull);
};
/**
 * Helper for filtering JSON entries that have `null` on the database (empty on the db)
 *
 * @see https://www.prisma.io/docs/concepts/components/prisma-client/working-with-fields/working-with-json-fields#filtering-on-a-json-field
 */
export declare const DbNull: runtime.DbNullClass;
/**
 * Helper for filtering JSON entries that have JSON `null` values (not empty on the db)
 *
 * @see https://www.prisma.io/docs/concepts/components/prisma-client/working-with-fields/working-with-json-fields#filtering-on-a-json-field
 */
export declare const JsonNull: runtime.JsonNullClass;
/**
 * Helper for filtering JSON entries that are `Prisma.DbNull` or `Prisma.JsonNull`
 *
 * @see https://www.prisma.io/docs/concepts/components/prisma-client/working-with-fields/working-with-json-fields#filtering-on-a-json-field
 */
export declare const AnyNull: runtime.AnyNullClass;
type SelectAndInclude = {
    select: any;
    include: any;
};
type SelectAndOmit = {
    select: any;
    omit: any;
};
/**
 * From T, pick a set of properties whose keys are in the union K
 */
type Prisma__Pick<T, K extends keyof T> = {
    [P in K]: T[P];
};
export type Enumerable<T> = T | Array<T>;
/**
 * Subset
 * @desc From `T` pick properties that exist in `U`. Simple version of Intersection
 */
export type Subset<T, U> = {
    [key in keyof T]: key extends keyof U ? T[key] : never;
};
/**
 * Resolved type of the argument passed to the `PrismaClient` constructor.
 *
 * When called without a narrower options type (the common case), this resolves
 * to `PrismaClientOptions` directly, which produces a clear TypeScript error
 * message (`not assignable to parameter of type 'PrismaClientOptions'`) when
 * the argument is missing or incomplete. When the user supplies a narrower
 * options type (e.g. via a literal), it falls back to `Subset` to keep
 * filtering out unknown properties.
 */
export type PrismaClientConstructorArgs<Options extends PrismaClientOptions> = [
    PrismaClientOptions
] extends [Options] ? PrismaClientOptions : Subset<Options, PrismaClientOptions>;
/**
 * SelectSubset
 * @desc From `T` pick properties that exist in `U`. Simple version of Intersection.
 * Additionally, it validates, if both select and include are present. If the case, it errors.
 */
export type SelectSubset<T, U> = {
    [key in keyof T]: key extends keyof U ? T[key] : never;
} & (T extends SelectAndInclude ? 'Please either choose `select` or `include`.' : T extends SelectAndOmit ? 'Please either choose `select` or `omit`.' : {});
/**
 * Subset + Intersection
 * @desc From `T` pick properties that exist in `U` and intersect `K`
 */
export type SubsetIntersection<T, U, K> = {
    [key in keyof T]: key extends keyof U ? T[key] : never;
} & K;
type Without<T, U> = {
    [P in Exclude<keyof T, keyof U>]?: never;
};
/**
 * XOR is needed to have a real mutually exclusive union type
 * https://stackoverflow.com/questions/42123407/does-typescript-support-mutually-exclusive-types
 */
export type XOR<T, U> = T extends object ? U extends object ? ((Without<T, U> & U) | (Without<U, T> & T)) & object : U : T;
/**
 * Is T a Record?
 */
type IsObject<T extends any> = T extends Array<any> ? False : T extends Date ? False : T extends Uint8Array ? False : T extends BigInt ? False : T extends object ? True : False;
/**
 * If it's T[], return T
 */
export type UnEnumerate<T extends unknown> = T extends Array<infer U> ? U : T;
/**
 * From ts-toolbelt
 */
type __Either<O extends object, K extends Key> = Omit<O, K> & {
    [P in K]: Prisma__Pick<O, P & keyof O>;
}[K];
type EitherStrict<O extends object, K extends Key> = Strict<__Either<O, K>>;
type EitherLoose<O extends object, K extends Key> = ComputeRaw<__Either<O, K>>;
type _Either<O extends object, K extends Key, strict extends Boolean> = {
    1: EitherStrict<O, K>;
    0: EitherLoose<O, K>;
}[strict];
export type Either<O extends object, K extends Key, strict extends Boolean = 1> = O extends unknown ? _Either<O, K, strict> : never;
export type Union = any;
export type PatchUndefined<O extends object, O1 extends object> = {
    [K in keyof O]: O[K] extends undefined ? At<O1, K> : O[K];
} & {};
/** Helper Types for "Merge" **/
export type IntersectOf<U extends Union> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
export type Overwrite<O extends object, O1 extends object> = {
    [K in keyof O]: K extends keyof O1 ? O1[K] : O[K];
} & {};
type _Merge<U extends object> = IntersectOf<Overwrite<U, {
    [K in keyof U]-?: At<U, K>;
}>>;
type Key = string | number | symbol;
type AtStrict<O extends object, K extends Key> = O[K & keyof O];
type AtLoose<O extends object, K extends Key> = O extends unknown ? AtStrict<O, K> : never;
export type At<O extends object, K extends Key, strict extends Boolean = 1> = {
    1: AtStrict<O, K>;
    0: AtLoose<O, K>;
}[strict];
export type ComputeRaw<A extends any> = A extends Function ? A : {
    [K in keyof A]: A[K];
} & {};
export type OptionalFlat<O> = {
    [K in keyof O]?: O[K];
} & {};
type _Record<K extends keyof any, T> = {
    [P in K]: T;
};
type NoExpand<T> = T extends unknown ? T : never;
export type AtLeast<O extends object, K extends string> = NoExpand<O extends unknown ? (K extends keyof O ? {
    [P in K]: O[P];
} & O : O) | {
    [P in keyof O as P extends K ? P : never]-?: O[P];
} & O : never>;
type _Strict<U, _U = U> = U extends unknown ? U & OptionalFlat<_Record<Exclude<Keys<_U>, keyof U>, never>> : never;
export type Strict<U extends object> = ComputeRaw<_Strict<U>>;
/** End Helper Types for "Merge" **/
export type Merge<U extends object> = ComputeRaw<_Merge<Strict<U>>>;
export type Boolean = True | False;
export type True = 1;
export type False = 0;
export type Not<B extends Boolean> = {
    0: 1;
    1: 0;
}[B];
export type Extends<A1 extends any, A2 extends any> = [A1] extends [never] ? 0 : A1 extends A2 ? 1 : 0;
export type Has<U extends Union, U1 extends Union> = Not<Extends<Exclude<U1, U>, U1>>;
export type Or<B1 extends Boolean, B2 extends Boolean> = {
    0: {
        0: 0;
        1: 1;
    };
    1: {
        0: 1;
        1: 1;
    };
}[B1][B2];
export type Keys<U extends Union> = U extends unknown ? keyof U : never;
export type GetScalarType<T, O> = O extends object ? {
    [P in keyof T]: P extends keyof O ? O[P] : never;
} : never;
type FieldPaths<T, U = Omit<T, '_avg' | '_sum' | '_count' | '_min' | '_max'>> = IsObject<T> extends True ? U : T;
export type GetHavingFields<T> = {
    [K in keyof T]: Or<Or<Extends<'OR', K>, Extends<'AND', K>>, Extends<'NOT', K>> extends True ? T[K] extends infer TK ? GetHavingFields<UnEnumerate<TK> extends object ? Merge<UnEnumerate<TK>> : never> : never : {} extends FieldPaths<T[K]> ? never : K;
}[keyof T];
/**
 * Convert tuple to union
 */
type _TupleToUnion<T> = T extends (infer E)[] ? E : never;
type TupleToUnion<K extends readonly any[]> = _TupleToUnion<K>;
export type MaybeTupleToUnion<T> = T extends any[] ? TupleToUnion<T> : T;
/**
 * Like `Pick`, but additionally can also accept an array of keys
 */
export type PickEnumerable<T, K extends Enumerable<keyof T> | keyof T> = Prisma__Pick<T, MaybeTupleToUnion<K>>;
/**
 * Exclude all keys with underscores
 */
export type ExcludeUnderscoreKeys<T extends string> = T extends `_${string}` ? never : T;
export type FieldRef<Model, FieldType> = runtime.FieldRef<Model, FieldType>;
type FieldRefInputType<Model, FieldType> = Model extends never ? never : FieldRef<Model, FieldType>;
export declare const ModelName: {
    readonly Collection: "Collection";
    readonly Space: "Space";
    readonly Revision: "Revision";
    readonly PagePathHistory: "PagePathHistory";
    readonly SpaceDocument: "SpaceDocument";
    readonly RevisionChunk: "RevisionChunk";
    readonly PageBody: "PageBody";
    readonly Blob: "Blob";
    readonly CollectionTeamPermission: "CollectionTeamPermission";
    readonly CollectionUserPermission: "CollectionUserPermission";
    readonly SpacePermission: "SpacePermission";
    readonly PageBodyLinks: "PageBodyLinks";
    readonly PageBodyReference: "PageBodyReference";
    readonly ChangeRequest: "ChangeRequest";
    readonly ChangeRequestContributor: "ChangeRequestContributor";
    readonly ChangeRequestReviewer: "ChangeRequestReviewer";
    readonly ChangeRequestReview: "ChangeRequestReview";
    readonly Comment: "Comment";
    readonly CommentReply: "CommentReply";
    readonly CommentReaction: "CommentReaction";
    readonly CommentReplyReaction: "CommentReplyReaction";
    readonly OutboxEvent: "OutboxEvent";
    readonly ProcessedEvent: "ProcessedEvent";
    readonly SearchSpace: "SearchSpace";
    readonly SearchPage: "SearchPage";
    readonly SearchPageTerm: "SearchPageTerm";
    readonly SearchPagePath: "SearchPagePath";
    readonly SearchSection: "SearchSection";
    readonly ImportRun: "ImportRun";
    readonly ImportRunPage: "ImportRunPage";
    readonly SourceBlob: "SourceBlob";
    readonly ComputedPageSource: "ComputedPageSource";
    readonly SourceWrite: "SourceWrite";
    readonly GitOperation: "GitOperation";
    readonly SpaceGitSync: "SpaceGitSync";
    readonly OpenAPISpec: "OpenAPISpec";
    readonly OpenAPISpecVersion: "OpenAPISpecVersion";
};
export type ModelName = (typeof ModelName)[keyof typeof ModelName];
export interface TypeMapCb<GlobalOmitOptions = {}> extends runtime.Types.Utils.Fn<{
    extArgs: runtime.Types.Extensions.InternalArgs;
}, runtime.Types.Utils.Record<string, any>> {
    returns: TypeMap<this['params']['extArgs'], GlobalOmitOptions>;
}
export type TypeMap<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> = {
    globalOmitOptions: {
        omit: GlobalOmitOptions;
    };
    meta: {
        modelProps: "collection" | "space" | "revision" | "pagePathHistory" | "spaceDocument" | "revisionChunk" | "pageBody" | "blob" | "collectionTeamPermission" | "collectionUserPermission" | "spacePermission" | "pageBodyLinks" | "pageBodyReference" | "changeRequest" | "changeRequestContributor" | "changeRequestReviewer" | "changeRequestReview" | "comment" | "commentReply" | "commentReaction" | "commentReplyReaction" | "outboxEvent" | "processedEvent" | "searchSpace" | "searchPage" | "searchPageTerm" | "searchPagePath" | "searchSection" | "importRun" | "importRunPage" | "sourceBlob" | "computedPageSource" | "sourceWrite" | "gitOperation" | "spaceGitSync" | "openAPISpec" | "openAPISpecVersion";
        txIsolationLevel: TransactionIsolationLevel;
    };
    model: {
        Collection: {
            payload: Prisma.$CollectionPayload<ExtArgs>;
            fields: Prisma.CollectionFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.CollectionFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.CollectionFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionPayload>;
                };
                findFirst: {
                    args: Prisma.CollectionFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.CollectionFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionPayload>;
                };
                findMany: {
                    args: Prisma.CollectionFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionPayload>[];
                };
                create: {
                    args: Prisma.CollectionCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionPayload>;
                };
                createMany: {
                    args: Prisma.CollectionCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.CollectionCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionPayload>[];
                };
                delete: {
                    args: Prisma.CollectionDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionPayload>;
                };
                update: {
                    args: Prisma.CollectionUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionPayload>;
                };
                deleteMany: {
                    args: Prisma.CollectionDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.CollectionUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.CollectionUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionPayload>[];
                };
                upsert: {
                    args: Prisma.CollectionUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionPayload>;
                };
                aggregate: {
                    args: Prisma.CollectionAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateCollection>;
                };
                groupBy: {
                    args: Prisma.CollectionGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CollectionGroupByOutputType>[];
                };
                count: {
                    args: Prisma.CollectionCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CollectionCountAggregateOutputType> | number;
                };
            };
        };
        Space: {
            payload: Prisma.$SpacePayload<ExtArgs>;
            fields: Prisma.SpaceFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.SpaceFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.SpaceFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePayload>;
                };
                findFirst: {
                    args: Prisma.SpaceFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.SpaceFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePayload>;
                };
                findMany: {
                    args: Prisma.SpaceFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePayload>[];
                };
                create: {
                    args: Prisma.SpaceCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePayload>;
                };
                createMany: {
                    args: Prisma.SpaceCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.SpaceCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePayload>[];
                };
                delete: {
                    args: Prisma.SpaceDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePayload>;
                };
                update: {
                    args: Prisma.SpaceUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePayload>;
                };
                deleteMany: {
                    args: Prisma.SpaceDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.SpaceUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.SpaceUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePayload>[];
                };
                upsert: {
                    args: Prisma.SpaceUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePayload>;
                };
                aggregate: {
                    args: Prisma.SpaceAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateSpace>;
                };
                groupBy: {
                    args: Prisma.SpaceGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SpaceGroupByOutputType>[];
                };
                count: {
                    args: Prisma.SpaceCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SpaceCountAggregateOutputType> | number;
                };
            };
        };
        Revision: {
            payload: Prisma.$RevisionPayload<ExtArgs>;
            fields: Prisma.RevisionFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.RevisionFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.RevisionFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionPayload>;
                };
                findFirst: {
                    args: Prisma.RevisionFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.RevisionFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionPayload>;
                };
                findMany: {
                    args: Prisma.RevisionFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionPayload>[];
                };
                create: {
                    args: Prisma.RevisionCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionPayload>;
                };
                createMany: {
                    args: Prisma.RevisionCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.RevisionCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionPayload>[];
                };
                delete: {
                    args: Prisma.RevisionDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionPayload>;
                };
                update: {
                    args: Prisma.RevisionUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionPayload>;
                };
                deleteMany: {
                    args: Prisma.RevisionDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.RevisionUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.RevisionUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionPayload>[];
                };
                upsert: {
                    args: Prisma.RevisionUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionPayload>;
                };
                aggregate: {
                    args: Prisma.RevisionAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateRevision>;
                };
                groupBy: {
                    args: Prisma.RevisionGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.RevisionGroupByOutputType>[];
                };
                count: {
                    args: Prisma.RevisionCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.RevisionCountAggregateOutputType> | number;
                };
            };
        };
        PagePathHistory: {
            payload: Prisma.$PagePathHistoryPayload<ExtArgs>;
            fields: Prisma.PagePathHistoryFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.PagePathHistoryFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PagePathHistoryPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.PagePathHistoryFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PagePathHistoryPayload>;
                };
                findFirst: {
                    args: Prisma.PagePathHistoryFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PagePathHistoryPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.PagePathHistoryFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PagePathHistoryPayload>;
                };
                findMany: {
                    args: Prisma.PagePathHistoryFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PagePathHistoryPayload>[];
                };
                create: {
                    args: Prisma.PagePathHistoryCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PagePathHistoryPayload>;
                };
                createMany: {
                    args: Prisma.PagePathHistoryCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.PagePathHistoryCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PagePathHistoryPayload>[];
                };
                delete: {
                    args: Prisma.PagePathHistoryDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PagePathHistoryPayload>;
                };
                update: {
                    args: Prisma.PagePathHistoryUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PagePathHistoryPayload>;
                };
                deleteMany: {
                    args: Prisma.PagePathHistoryDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.PagePathHistoryUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.PagePathHistoryUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PagePathHistoryPayload>[];
                };
                upsert: {
                    args: Prisma.PagePathHistoryUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PagePathHistoryPayload>;
                };
                aggregate: {
                    args: Prisma.PagePathHistoryAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregatePagePathHistory>;
                };
                groupBy: {
                    args: Prisma.PagePathHistoryGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.PagePathHistoryGroupByOutputType>[];
                };
                count: {
                    args: Prisma.PagePathHistoryCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.PagePathHistoryCountAggregateOutputType> | number;
                };
            };
        };
        SpaceDocument: {
            payload: Prisma.$SpaceDocumentPayload<ExtArgs>;
            fields: Prisma.SpaceDocumentFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.SpaceDocumentFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceDocumentPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.SpaceDocumentFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceDocumentPayload>;
                };
                findFirst: {
                    args: Prisma.SpaceDocumentFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceDocumentPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.SpaceDocumentFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceDocumentPayload>;
                };
                findMany: {
                    args: Prisma.SpaceDocumentFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceDocumentPayload>[];
                };
                create: {
                    args: Prisma.SpaceDocumentCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceDocumentPayload>;
                };
                createMany: {
                    args: Prisma.SpaceDocumentCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.SpaceDocumentCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceDocumentPayload>[];
                };
                delete: {
                    args: Prisma.SpaceDocumentDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceDocumentPayload>;
                };
                update: {
                    args: Prisma.SpaceDocumentUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceDocumentPayload>;
                };
                deleteMany: {
                    args: Prisma.SpaceDocumentDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.SpaceDocumentUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.SpaceDocumentUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceDocumentPayload>[];
                };
                upsert: {
                    args: Prisma.SpaceDocumentUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceDocumentPayload>;
                };
                aggregate: {
                    args: Prisma.SpaceDocumentAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateSpaceDocument>;
                };
                groupBy: {
                    args: Prisma.SpaceDocumentGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SpaceDocumentGroupByOutputType>[];
                };
                count: {
                    args: Prisma.SpaceDocumentCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SpaceDocumentCountAggregateOutputType> | number;
                };
            };
        };
        RevisionChunk: {
            payload: Prisma.$RevisionChunkPayload<ExtArgs>;
            fields: Prisma.RevisionChunkFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.RevisionChunkFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionChunkPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.RevisionChunkFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionChunkPayload>;
                };
                findFirst: {
                    args: Prisma.RevisionChunkFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionChunkPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.RevisionChunkFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionChunkPayload>;
                };
                findMany: {
                    args: Prisma.RevisionChunkFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionChunkPayload>[];
                };
                create: {
                    args: Prisma.RevisionChunkCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionChunkPayload>;
                };
                createMany: {
                    args: Prisma.RevisionChunkCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.RevisionChunkCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionChunkPayload>[];
                };
                delete: {
                    args: Prisma.RevisionChunkDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionChunkPayload>;
                };
                update: {
                    args: Prisma.RevisionChunkUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionChunkPayload>;
                };
                deleteMany: {
                    args: Prisma.RevisionChunkDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.RevisionChunkUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.RevisionChunkUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionChunkPayload>[];
                };
                upsert: {
                    args: Prisma.RevisionChunkUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$RevisionChunkPayload>;
                };
                aggregate: {
                    args: Prisma.RevisionChunkAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateRevisionChunk>;
                };
                groupBy: {
                    args: Prisma.RevisionChunkGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.RevisionChunkGroupByOutputType>[];
                };
                count: {
                    args: Prisma.RevisionChunkCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.RevisionChunkCountAggregateOutputType> | number;
                };
            };
        };
        PageBody: {
            payload: Prisma.$PageBodyPayload<ExtArgs>;
            fields: Prisma.PageBodyFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.PageBodyFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.PageBodyFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyPayload>;
                };
                findFirst: {
                    args: Prisma.PageBodyFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.PageBodyFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyPayload>;
                };
                findMany: {
                    args: Prisma.PageBodyFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyPayload>[];
                };
                create: {
                    args: Prisma.PageBodyCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyPayload>;
                };
                createMany: {
                    args: Prisma.PageBodyCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.PageBodyCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyPayload>[];
                };
                delete: {
                    args: Prisma.PageBodyDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyPayload>;
                };
                update: {
                    args: Prisma.PageBodyUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyPayload>;
                };
                deleteMany: {
                    args: Prisma.PageBodyDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.PageBodyUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.PageBodyUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyPayload>[];
                };
                upsert: {
                    args: Prisma.PageBodyUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyPayload>;
                };
                aggregate: {
                    args: Prisma.PageBodyAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregatePageBody>;
                };
                groupBy: {
                    args: Prisma.PageBodyGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.PageBodyGroupByOutputType>[];
                };
                count: {
                    args: Prisma.PageBodyCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.PageBodyCountAggregateOutputType> | number;
                };
            };
        };
        Blob: {
            payload: Prisma.$BlobPayload<ExtArgs>;
            fields: Prisma.BlobFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.BlobFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$BlobPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.BlobFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$BlobPayload>;
                };
                findFirst: {
                    args: Prisma.BlobFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$BlobPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.BlobFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$BlobPayload>;
                };
                findMany: {
                    args: Prisma.BlobFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$BlobPayload>[];
                };
                create: {
                    args: Prisma.BlobCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$BlobPayload>;
                };
                createMany: {
                    args: Prisma.BlobCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.BlobCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$BlobPayload>[];
                };
                delete: {
                    args: Prisma.BlobDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$BlobPayload>;
                };
                update: {
                    args: Prisma.BlobUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$BlobPayload>;
                };
                deleteMany: {
                    args: Prisma.BlobDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.BlobUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.BlobUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$BlobPayload>[];
                };
                upsert: {
                    args: Prisma.BlobUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$BlobPayload>;
                };
                aggregate: {
                    args: Prisma.BlobAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateBlob>;
                };
                groupBy: {
                    args: Prisma.BlobGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.BlobGroupByOutputType>[];
                };
                count: {
                    args: Prisma.BlobCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.BlobCountAggregateOutputType> | number;
                };
            };
        };
        CollectionTeamPermission: {
            payload: Prisma.$CollectionTeamPermissionPayload<ExtArgs>;
            fields: Prisma.CollectionTeamPermissionFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.CollectionTeamPermissionFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionTeamPermissionPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.CollectionTeamPermissionFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionTeamPermissionPayload>;
                };
                findFirst: {
                    args: Prisma.CollectionTeamPermissionFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionTeamPermissionPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.CollectionTeamPermissionFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionTeamPermissionPayload>;
                };
                findMany: {
                    args: Prisma.CollectionTeamPermissionFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionTeamPermissionPayload>[];
                };
                create: {
                    args: Prisma.CollectionTeamPermissionCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionTeamPermissionPayload>;
                };
                createMany: {
                    args: Prisma.CollectionTeamPermissionCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.CollectionTeamPermissionCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionTeamPermissionPayload>[];
                };
                delete: {
                    args: Prisma.CollectionTeamPermissionDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionTeamPermissionPayload>;
                };
                update: {
                    args: Prisma.CollectionTeamPermissionUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionTeamPermissionPayload>;
                };
                deleteMany: {
                    args: Prisma.CollectionTeamPermissionDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.CollectionTeamPermissionUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.CollectionTeamPermissionUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionTeamPermissionPayload>[];
                };
                upsert: {
                    args: Prisma.CollectionTeamPermissionUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionTeamPermissionPayload>;
                };
                aggregate: {
                    args: Prisma.CollectionTeamPermissionAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateCollectionTeamPermission>;
                };
                groupBy: {
                    args: Prisma.CollectionTeamPermissionGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CollectionTeamPermissionGroupByOutputType>[];
                };
                count: {
                    args: Prisma.CollectionTeamPermissionCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CollectionTeamPermissionCountAggregateOutputType> | number;
                };
            };
        };
        CollectionUserPermission: {
            payload: Prisma.$CollectionUserPermissionPayload<ExtArgs>;
            fields: Prisma.CollectionUserPermissionFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.CollectionUserPermissionFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionUserPermissionPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.CollectionUserPermissionFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionUserPermissionPayload>;
                };
                findFirst: {
                    args: Prisma.CollectionUserPermissionFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionUserPermissionPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.CollectionUserPermissionFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionUserPermissionPayload>;
                };
                findMany: {
                    args: Prisma.CollectionUserPermissionFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionUserPermissionPayload>[];
                };
                create: {
                    args: Prisma.CollectionUserPermissionCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionUserPermissionPayload>;
                };
                createMany: {
                    args: Prisma.CollectionUserPermissionCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.CollectionUserPermissionCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionUserPermissionPayload>[];
                };
                delete: {
                    args: Prisma.CollectionUserPermissionDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionUserPermissionPayload>;
                };
                update: {
                    args: Prisma.CollectionUserPermissionUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionUserPermissionPayload>;
                };
                deleteMany: {
                    args: Prisma.CollectionUserPermissionDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.CollectionUserPermissionUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.CollectionUserPermissionUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionUserPermissionPayload>[];
                };
                upsert: {
                    args: Prisma.CollectionUserPermissionUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CollectionUserPermissionPayload>;
                };
                aggregate: {
                    args: Prisma.CollectionUserPermissionAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateCollectionUserPermission>;
                };
                groupBy: {
                    args: Prisma.CollectionUserPermissionGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CollectionUserPermissionGroupByOutputType>[];
                };
                count: {
                    args: Prisma.CollectionUserPermissionCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CollectionUserPermissionCountAggregateOutputType> | number;
                };
            };
        };
        SpacePermission: {
            payload: Prisma.$SpacePermissionPayload<ExtArgs>;
            fields: Prisma.SpacePermissionFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.SpacePermissionFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePermissionPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.SpacePermissionFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePermissionPayload>;
                };
                findFirst: {
                    args: Prisma.SpacePermissionFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePermissionPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.SpacePermissionFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePermissionPayload>;
                };
                findMany: {
                    args: Prisma.SpacePermissionFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePermissionPayload>[];
                };
                create: {
                    args: Prisma.SpacePermissionCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePermissionPayload>;
                };
                createMany: {
                    args: Prisma.SpacePermissionCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.SpacePermissionCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePermissionPayload>[];
                };
                delete: {
                    args: Prisma.SpacePermissionDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePermissionPayload>;
                };
                update: {
                    args: Prisma.SpacePermissionUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePermissionPayload>;
                };
                deleteMany: {
                    args: Prisma.SpacePermissionDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.SpacePermissionUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.SpacePermissionUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePermissionPayload>[];
                };
                upsert: {
                    args: Prisma.SpacePermissionUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpacePermissionPayload>;
                };
                aggregate: {
                    args: Prisma.SpacePermissionAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateSpacePermission>;
                };
                groupBy: {
                    args: Prisma.SpacePermissionGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SpacePermissionGroupByOutputType>[];
                };
                count: {
                    args: Prisma.SpacePermissionCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SpacePermissionCountAggregateOutputType> | number;
                };
            };
        };
        PageBodyLinks: {
            payload: Prisma.$PageBodyLinksPayload<ExtArgs>;
            fields: Prisma.PageBodyLinksFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.PageBodyLinksFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyLinksPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.PageBodyLinksFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyLinksPayload>;
                };
                findFirst: {
                    args: Prisma.PageBodyLinksFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyLinksPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.PageBodyLinksFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyLinksPayload>;
                };
                findMany: {
                    args: Prisma.PageBodyLinksFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyLinksPayload>[];
                };
                create: {
                    args: Prisma.PageBodyLinksCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyLinksPayload>;
                };
                createMany: {
                    args: Prisma.PageBodyLinksCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.PageBodyLinksCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyLinksPayload>[];
                };
                delete: {
                    args: Prisma.PageBodyLinksDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyLinksPayload>;
                };
                update: {
                    args: Prisma.PageBodyLinksUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyLinksPayload>;
                };
                deleteMany: {
                    args: Prisma.PageBodyLinksDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.PageBodyLinksUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.PageBodyLinksUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyLinksPayload>[];
                };
                upsert: {
                    args: Prisma.PageBodyLinksUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyLinksPayload>;
                };
                aggregate: {
                    args: Prisma.PageBodyLinksAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregatePageBodyLinks>;
                };
                groupBy: {
                    args: Prisma.PageBodyLinksGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.PageBodyLinksGroupByOutputType>[];
                };
                count: {
                    args: Prisma.PageBodyLinksCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.PageBodyLinksCountAggregateOutputType> | number;
                };
            };
        };
        PageBodyReference: {
            payload: Prisma.$PageBodyReferencePayload<ExtArgs>;
            fields: Prisma.PageBodyReferenceFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.PageBodyReferenceFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyReferencePayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.PageBodyReferenceFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyReferencePayload>;
                };
                findFirst: {
                    args: Prisma.PageBodyReferenceFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyReferencePayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.PageBodyReferenceFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyReferencePayload>;
                };
                findMany: {
                    args: Prisma.PageBodyReferenceFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyReferencePayload>[];
                };
                create: {
                    args: Prisma.PageBodyReferenceCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyReferencePayload>;
                };
                createMany: {
                    args: Prisma.PageBodyReferenceCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.PageBodyReferenceCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyReferencePayload>[];
                };
                delete: {
                    args: Prisma.PageBodyReferenceDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyReferencePayload>;
                };
                update: {
                    args: Prisma.PageBodyReferenceUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyReferencePayload>;
                };
                deleteMany: {
                    args: Prisma.PageBodyReferenceDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.PageBodyReferenceUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.PageBodyReferenceUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyReferencePayload>[];
                };
                upsert: {
                    args: Prisma.PageBodyReferenceUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$PageBodyReferencePayload>;
                };
                aggregate: {
                    args: Prisma.PageBodyReferenceAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregatePageBodyReference>;
                };
                groupBy: {
                    args: Prisma.PageBodyReferenceGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.PageBodyReferenceGroupByOutputType>[];
                };
                count: {
                    args: Prisma.PageBodyReferenceCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.PageBodyReferenceCountAggregateOutputType> | number;
                };
            };
        };
        ChangeRequest: {
            payload: Prisma.$ChangeRequestPayload<ExtArgs>;
            fields: Prisma.ChangeRequestFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.ChangeRequestFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.ChangeRequestFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestPayload>;
                };
                findFirst: {
                    args: Prisma.ChangeRequestFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.ChangeRequestFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestPayload>;
                };
                findMany: {
                    args: Prisma.ChangeRequestFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestPayload>[];
                };
                create: {
                    args: Prisma.ChangeRequestCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestPayload>;
                };
                createMany: {
                    args: Prisma.ChangeRequestCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.ChangeRequestCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestPayload>[];
                };
                delete: {
                    args: Prisma.ChangeRequestDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestPayload>;
                };
                update: {
                    args: Prisma.ChangeRequestUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestPayload>;
                };
                deleteMany: {
                    args: Prisma.ChangeRequestDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.ChangeRequestUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.ChangeRequestUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestPayload>[];
                };
                upsert: {
                    args: Prisma.ChangeRequestUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestPayload>;
                };
                aggregate: {
                    args: Prisma.ChangeRequestAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateChangeRequest>;
                };
                groupBy: {
                    args: Prisma.ChangeRequestGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ChangeRequestGroupByOutputType>[];
                };
                count: {
                    args: Prisma.ChangeRequestCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ChangeRequestCountAggregateOutputType> | number;
                };
            };
        };
        ChangeRequestContributor: {
            payload: Prisma.$ChangeRequestContributorPayload<ExtArgs>;
            fields: Prisma.ChangeRequestContributorFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.ChangeRequestContributorFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestContributorPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.ChangeRequestContributorFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestContributorPayload>;
                };
                findFirst: {
                    args: Prisma.ChangeRequestContributorFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestContributorPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.ChangeRequestContributorFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestContributorPayload>;
                };
                findMany: {
                    args: Prisma.ChangeRequestContributorFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestContributorPayload>[];
                };
                create: {
                    args: Prisma.ChangeRequestContributorCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestContributorPayload>;
                };
                createMany: {
                    args: Prisma.ChangeRequestContributorCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.ChangeRequestContributorCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestContributorPayload>[];
                };
                delete: {
                    args: Prisma.ChangeRequestContributorDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestContributorPayload>;
                };
                update: {
                    args: Prisma.ChangeRequestContributorUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestContributorPayload>;
                };
                deleteMany: {
                    args: Prisma.ChangeRequestContributorDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.ChangeRequestContributorUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.ChangeRequestContributorUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestContributorPayload>[];
                };
                upsert: {
                    args: Prisma.ChangeRequestContributorUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestContributorPayload>;
                };
                aggregate: {
                    args: Prisma.ChangeRequestContributorAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateChangeRequestContributor>;
                };
                groupBy: {
                    args: Prisma.ChangeRequestContributorGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ChangeRequestContributorGroupByOutputType>[];
                };
                count: {
                    args: Prisma.ChangeRequestContributorCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ChangeRequestContributorCountAggregateOutputType> | number;
                };
            };
        };
        ChangeRequestReviewer: {
            payload: Prisma.$ChangeRequestReviewerPayload<ExtArgs>;
            fields: Prisma.ChangeRequestReviewerFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.ChangeRequestReviewerFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewerPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.ChangeRequestReviewerFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewerPayload>;
                };
                findFirst: {
                    args: Prisma.ChangeRequestReviewerFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewerPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.ChangeRequestReviewerFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewerPayload>;
                };
                findMany: {
                    args: Prisma.ChangeRequestReviewerFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewerPayload>[];
                };
                create: {
                    args: Prisma.ChangeRequestReviewerCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewerPayload>;
                };
                createMany: {
                    args: Prisma.ChangeRequestReviewerCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.ChangeRequestReviewerCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewerPayload>[];
                };
                delete: {
                    args: Prisma.ChangeRequestReviewerDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewerPayload>;
                };
                update: {
                    args: Prisma.ChangeRequestReviewerUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewerPayload>;
                };
                deleteMany: {
                    args: Prisma.ChangeRequestReviewerDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.ChangeRequestReviewerUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.ChangeRequestReviewerUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewerPayload>[];
                };
                upsert: {
                    args: Prisma.ChangeRequestReviewerUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewerPayload>;
                };
                aggregate: {
                    args: Prisma.ChangeRequestReviewerAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateChangeRequestReviewer>;
                };
                groupBy: {
                    args: Prisma.ChangeRequestReviewerGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ChangeRequestReviewerGroupByOutputType>[];
                };
                count: {
                    args: Prisma.ChangeRequestReviewerCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ChangeRequestReviewerCountAggregateOutputType> | number;
                };
            };
        };
        ChangeRequestReview: {
            payload: Prisma.$ChangeRequestReviewPayload<ExtArgs>;
            fields: Prisma.ChangeRequestReviewFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.ChangeRequestReviewFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.ChangeRequestReviewFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewPayload>;
                };
                findFirst: {
                    args: Prisma.ChangeRequestReviewFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.ChangeRequestReviewFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewPayload>;
                };
                findMany: {
                    args: Prisma.ChangeRequestReviewFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewPayload>[];
                };
                create: {
                    args: Prisma.ChangeRequestReviewCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewPayload>;
                };
                createMany: {
                    args: Prisma.ChangeRequestReviewCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.ChangeRequestReviewCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewPayload>[];
                };
                delete: {
                    args: Prisma.ChangeRequestReviewDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewPayload>;
                };
                update: {
                    args: Prisma.ChangeRequestReviewUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewPayload>;
                };
                deleteMany: {
                    args: Prisma.ChangeRequestReviewDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.ChangeRequestReviewUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.ChangeRequestReviewUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewPayload>[];
                };
                upsert: {
                    args: Prisma.ChangeRequestReviewUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ChangeRequestReviewPayload>;
                };
                aggregate: {
                    args: Prisma.ChangeRequestReviewAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateChangeRequestReview>;
                };
                groupBy: {
                    args: Prisma.ChangeRequestReviewGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ChangeRequestReviewGroupByOutputType>[];
                };
                count: {
                    args: Prisma.ChangeRequestReviewCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ChangeRequestReviewCountAggregateOutputType> | number;
                };
            };
        };
        Comment: {
            payload: Prisma.$CommentPayload<ExtArgs>;
            fields: Prisma.CommentFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.CommentFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.CommentFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentPayload>;
                };
                findFirst: {
                    args: Prisma.CommentFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.CommentFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentPayload>;
                };
                findMany: {
                    args: Prisma.CommentFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentPayload>[];
                };
                create: {
                    args: Prisma.CommentCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentPayload>;
                };
                createMany: {
                    args: Prisma.CommentCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.CommentCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentPayload>[];
                };
                delete: {
                    args: Prisma.CommentDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentPayload>;
                };
                update: {
                    args: Prisma.CommentUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentPayload>;
                };
                deleteMany: {
                    args: Prisma.CommentDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.CommentUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.CommentUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentPayload>[];
                };
                upsert: {
                    args: Prisma.CommentUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentPayload>;
                };
                aggregate: {
                    args: Prisma.CommentAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateComment>;
                };
                groupBy: {
                    args: Prisma.CommentGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CommentGroupByOutputType>[];
                };
                count: {
                    args: Prisma.CommentCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CommentCountAggregateOutputType> | number;
                };
            };
        };
        CommentReply: {
            payload: Prisma.$CommentReplyPayload<ExtArgs>;
            fields: Prisma.CommentReplyFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.CommentReplyFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.CommentReplyFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyPayload>;
                };
                findFirst: {
                    args: Prisma.CommentReplyFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.CommentReplyFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyPayload>;
                };
                findMany: {
                    args: Prisma.CommentReplyFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyPayload>[];
                };
                create: {
                    args: Prisma.CommentReplyCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyPayload>;
                };
                createMany: {
                    args: Prisma.CommentReplyCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.CommentReplyCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyPayload>[];
                };
                delete: {
                    args: Prisma.CommentReplyDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyPayload>;
                };
                update: {
                    args: Prisma.CommentReplyUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyPayload>;
                };
                deleteMany: {
                    args: Prisma.CommentReplyDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.CommentReplyUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.CommentReplyUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyPayload>[];
                };
                upsert: {
                    args: Prisma.CommentReplyUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyPayload>;
                };
                aggregate: {
                    args: Prisma.CommentReplyAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateCommentReply>;
                };
                groupBy: {
                    args: Prisma.CommentReplyGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CommentReplyGroupByOutputType>[];
                };
                count: {
                    args: Prisma.CommentReplyCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CommentReplyCountAggregateOutputType> | number;
                };
            };
        };
        CommentReaction: {
            payload: Prisma.$CommentReactionPayload<ExtArgs>;
            fields: Prisma.CommentReactionFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.CommentReactionFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReactionPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.CommentReactionFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReactionPayload>;
                };
                findFirst: {
                    args: Prisma.CommentReactionFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReactionPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.CommentReactionFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReactionPayload>;
                };
                findMany: {
                    args: Prisma.CommentReactionFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReactionPayload>[];
                };
                create: {
                    args: Prisma.CommentReactionCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReactionPayload>;
                };
                createMany: {
                    args: Prisma.CommentReactionCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.CommentReactionCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReactionPayload>[];
                };
                delete: {
                    args: Prisma.CommentReactionDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReactionPayload>;
                };
                update: {
                    args: Prisma.CommentReactionUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReactionPayload>;
                };
                deleteMany: {
                    args: Prisma.CommentReactionDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.CommentReactionUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.CommentReactionUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReactionPayload>[];
                };
                upsert: {
                    args: Prisma.CommentReactionUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReactionPayload>;
                };
                aggregate: {
                    args: Prisma.CommentReactionAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateCommentReaction>;
                };
                groupBy: {
                    args: Prisma.CommentReactionGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CommentReactionGroupByOutputType>[];
                };
                count: {
                    args: Prisma.CommentReactionCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CommentReactionCountAggregateOutputType> | number;
                };
            };
        };
        CommentReplyReaction: {
            payload: Prisma.$CommentReplyReactionPayload<ExtArgs>;
            fields: Prisma.CommentReplyReactionFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.CommentReplyReactionFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyReactionPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.CommentReplyReactionFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyReactionPayload>;
                };
                findFirst: {
                    args: Prisma.CommentReplyReactionFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyReactionPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.CommentReplyReactionFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyReactionPayload>;
                };
                findMany: {
                    args: Prisma.CommentReplyReactionFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyReactionPayload>[];
                };
                create: {
                    args: Prisma.CommentReplyReactionCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyReactionPayload>;
                };
                createMany: {
                    args: Prisma.CommentReplyReactionCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.CommentReplyReactionCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyReactionPayload>[];
                };
                delete: {
                    args: Prisma.CommentReplyReactionDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyReactionPayload>;
                };
                update: {
                    args: Prisma.CommentReplyReactionUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyReactionPayload>;
                };
                deleteMany: {
                    args: Prisma.CommentReplyReactionDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.CommentReplyReactionUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.CommentReplyReactionUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyReactionPayload>[];
                };
                upsert: {
                    args: Prisma.CommentReplyReactionUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$CommentReplyReactionPayload>;
                };
                aggregate: {
                    args: Prisma.CommentReplyReactionAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateCommentReplyReaction>;
                };
                groupBy: {
                    args: Prisma.CommentReplyReactionGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CommentReplyReactionGroupByOutputType>[];
                };
                count: {
                    args: Prisma.CommentReplyReactionCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.CommentReplyReactionCountAggregateOutputType> | number;
                };
            };
        };
        OutboxEvent: {
            payload: Prisma.$OutboxEventPayload<ExtArgs>;
            fields: Prisma.OutboxEventFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.OutboxEventFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OutboxEventPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.OutboxEventFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OutboxEventPayload>;
                };
                findFirst: {
                    args: Prisma.OutboxEventFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OutboxEventPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.OutboxEventFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OutboxEventPayload>;
                };
                findMany: {
                    args: Prisma.OutboxEventFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OutboxEventPayload>[];
                };
                create: {
                    args: Prisma.OutboxEventCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OutboxEventPayload>;
                };
                createMany: {
                    args: Prisma.OutboxEventCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.OutboxEventCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OutboxEventPayload>[];
                };
                delete: {
                    args: Prisma.OutboxEventDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OutboxEventPayload>;
                };
                update: {
                    args: Prisma.OutboxEventUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OutboxEventPayload>;
                };
                deleteMany: {
                    args: Prisma.OutboxEventDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.OutboxEventUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.OutboxEventUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OutboxEventPayload>[];
                };
                upsert: {
                    args: Prisma.OutboxEventUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OutboxEventPayload>;
                };
                aggregate: {
                    args: Prisma.OutboxEventAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateOutboxEvent>;
                };
                groupBy: {
                    args: Prisma.OutboxEventGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.OutboxEventGroupByOutputType>[];
                };
                count: {
                    args: Prisma.OutboxEventCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.OutboxEventCountAggregateOutputType> | number;
                };
            };
        };
        ProcessedEvent: {
            payload: Prisma.$ProcessedEventPayload<ExtArgs>;
            fields: Prisma.ProcessedEventFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.ProcessedEventFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ProcessedEventPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.ProcessedEventFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ProcessedEventPayload>;
                };
                findFirst: {
                    args: Prisma.ProcessedEventFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ProcessedEventPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.ProcessedEventFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ProcessedEventPayload>;
                };
                findMany: {
                    args: Prisma.ProcessedEventFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ProcessedEventPayload>[];
                };
                create: {
                    args: Prisma.ProcessedEventCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ProcessedEventPayload>;
                };
                createMany: {
                    args: Prisma.ProcessedEventCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.ProcessedEventCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ProcessedEventPayload>[];
                };
                delete: {
                    args: Prisma.ProcessedEventDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ProcessedEventPayload>;
                };
                update: {
                    args: Prisma.ProcessedEventUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ProcessedEventPayload>;
                };
                deleteMany: {
                    args: Prisma.ProcessedEventDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.ProcessedEventUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.ProcessedEventUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ProcessedEventPayload>[];
                };
                upsert: {
                    args: Prisma.ProcessedEventUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ProcessedEventPayload>;
                };
                aggregate: {
                    args: Prisma.ProcessedEventAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateProcessedEvent>;
                };
                groupBy: {
                    args: Prisma.ProcessedEventGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ProcessedEventGroupByOutputType>[];
                };
                count: {
                    args: Prisma.ProcessedEventCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ProcessedEventCountAggregateOutputType> | number;
                };
            };
        };
        SearchSpace: {
            payload: Prisma.$SearchSpacePayload<ExtArgs>;
            fields: Prisma.SearchSpaceFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.SearchSpaceFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSpacePayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.SearchSpaceFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSpacePayload>;
                };
                findFirst: {
                    args: Prisma.SearchSpaceFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSpacePayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.SearchSpaceFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSpacePayload>;
                };
                findMany: {
                    args: Prisma.SearchSpaceFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSpacePayload>[];
                };
                create: {
                    args: Prisma.SearchSpaceCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSpacePayload>;
                };
                createMany: {
                    args: Prisma.SearchSpaceCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.SearchSpaceCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSpacePayload>[];
                };
                delete: {
                    args: Prisma.SearchSpaceDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSpacePayload>;
                };
                update: {
                    args: Prisma.SearchSpaceUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSpacePayload>;
                };
                deleteMany: {
                    args: Prisma.SearchSpaceDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.SearchSpaceUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.SearchSpaceUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSpacePayload>[];
                };
                upsert: {
                    args: Prisma.SearchSpaceUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSpacePayload>;
                };
                aggregate: {
                    args: Prisma.SearchSpaceAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateSearchSpace>;
                };
                groupBy: {
                    args: Prisma.SearchSpaceGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SearchSpaceGroupByOutputType>[];
                };
                count: {
                    args: Prisma.SearchSpaceCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SearchSpaceCountAggregateOutputType> | number;
                };
            };
        };
        SearchPage: {
            payload: Prisma.$SearchPagePayload<ExtArgs>;
            fields: Prisma.SearchPageFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.SearchPageFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.SearchPageFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePayload>;
                };
                findFirst: {
                    args: Prisma.SearchPageFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.SearchPageFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePayload>;
                };
                findMany: {
                    args: Prisma.SearchPageFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePayload>[];
                };
                delete: {
                    args: Prisma.SearchPageDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePayload>;
                };
                update: {
                    args: Prisma.SearchPageUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePayload>;
                };
                deleteMany: {
                    args: Prisma.SearchPageDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.SearchPageUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.SearchPageUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePayload>[];
                };
                aggregate: {
                    args: Prisma.SearchPageAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateSearchPage>;
                };
                groupBy: {
                    args: Prisma.SearchPageGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SearchPageGroupByOutputType>[];
                };
                count: {
                    args: Prisma.SearchPageCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SearchPageCountAggregateOutputType> | number;
                };
            };
        };
        SearchPageTerm: {
            payload: Prisma.$SearchPageTermPayload<ExtArgs>;
            fields: Prisma.SearchPageTermFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.SearchPageTermFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPageTermPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.SearchPageTermFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPageTermPayload>;
                };
                findFirst: {
                    args: Prisma.SearchPageTermFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPageTermPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.SearchPageTermFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPageTermPayload>;
                };
                findMany: {
                    args: Prisma.SearchPageTermFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPageTermPayload>[];
                };
                create: {
                    args: Prisma.SearchPageTermCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPageTermPayload>;
                };
                createMany: {
                    args: Prisma.SearchPageTermCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.SearchPageTermCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPageTermPayload>[];
                };
                delete: {
                    args: Prisma.SearchPageTermDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPageTermPayload>;
                };
                update: {
                    args: Prisma.SearchPageTermUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPageTermPayload>;
                };
                deleteMany: {
                    args: Prisma.SearchPageTermDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.SearchPageTermUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.SearchPageTermUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPageTermPayload>[];
                };
                upsert: {
                    args: Prisma.SearchPageTermUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPageTermPayload>;
                };
                aggregate: {
                    args: Prisma.SearchPageTermAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateSearchPageTerm>;
                };
                groupBy: {
                    args: Prisma.SearchPageTermGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SearchPageTermGroupByOutputType>[];
                };
                count: {
                    args: Prisma.SearchPageTermCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SearchPageTermCountAggregateOutputType> | number;
                };
            };
        };
        SearchPagePath: {
            payload: Prisma.$SearchPagePathPayload<ExtArgs>;
            fields: Prisma.SearchPagePathFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.SearchPagePathFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePathPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.SearchPagePathFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePathPayload>;
                };
                findFirst: {
                    args: Prisma.SearchPagePathFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePathPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.SearchPagePathFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePathPayload>;
                };
                findMany: {
                    args: Prisma.SearchPagePathFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePathPayload>[];
                };
                create: {
                    args: Prisma.SearchPagePathCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePathPayload>;
                };
                createMany: {
                    args: Prisma.SearchPagePathCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.SearchPagePathCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePathPayload>[];
                };
                delete: {
                    args: Prisma.SearchPagePathDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePathPayload>;
                };
                update: {
                    args: Prisma.SearchPagePathUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePathPayload>;
                };
                deleteMany: {
                    args: Prisma.SearchPagePathDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.SearchPagePathUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.SearchPagePathUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePathPayload>[];
                };
                upsert: {
                    args: Prisma.SearchPagePathUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchPagePathPayload>;
                };
                aggregate: {
                    args: Prisma.SearchPagePathAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateSearchPagePath>;
                };
                groupBy: {
                    args: Prisma.SearchPagePathGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SearchPagePathGroupByOutputType>[];
                };
                count: {
                    args: Prisma.SearchPagePathCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SearchPagePathCountAggregateOutputType> | number;
                };
            };
        };
        SearchSection: {
            payload: Prisma.$SearchSectionPayload<ExtArgs>;
            fields: Prisma.SearchSectionFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.SearchSectionFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSectionPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.SearchSectionFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSectionPayload>;
                };
                findFirst: {
                    args: Prisma.SearchSectionFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSectionPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.SearchSectionFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSectionPayload>;
                };
                findMany: {
                    args: Prisma.SearchSectionFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSectionPayload>[];
                };
                delete: {
                    args: Prisma.SearchSectionDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSectionPayload>;
                };
                update: {
                    args: Prisma.SearchSectionUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSectionPayload>;
                };
                deleteMany: {
                    args: Prisma.SearchSectionDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.SearchSectionUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.SearchSectionUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SearchSectionPayload>[];
                };
                aggregate: {
                    args: Prisma.SearchSectionAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateSearchSection>;
                };
                groupBy: {
                    args: Prisma.SearchSectionGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SearchSectionGroupByOutputType>[];
                };
                count: {
                    args: Prisma.SearchSectionCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SearchSectionCountAggregateOutputType> | number;
                };
            };
        };
        ImportRun: {
            payload: Prisma.$ImportRunPayload<ExtArgs>;
            fields: Prisma.ImportRunFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.ImportRunFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.ImportRunFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPayload>;
                };
                findFirst: {
                    args: Prisma.ImportRunFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.ImportRunFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPayload>;
                };
                findMany: {
                    args: Prisma.ImportRunFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPayload>[];
                };
                create: {
                    args: Prisma.ImportRunCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPayload>;
                };
                createMany: {
                    args: Prisma.ImportRunCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.ImportRunCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPayload>[];
                };
                delete: {
                    args: Prisma.ImportRunDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPayload>;
                };
                update: {
                    args: Prisma.ImportRunUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPayload>;
                };
                deleteMany: {
                    args: Prisma.ImportRunDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.ImportRunUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.ImportRunUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPayload>[];
                };
                upsert: {
                    args: Prisma.ImportRunUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPayload>;
                };
                aggregate: {
                    args: Prisma.ImportRunAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateImportRun>;
                };
                groupBy: {
                    args: Prisma.ImportRunGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ImportRunGroupByOutputType>[];
                };
                count: {
                    args: Prisma.ImportRunCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ImportRunCountAggregateOutputType> | number;
                };
            };
        };
        ImportRunPage: {
            payload: Prisma.$ImportRunPagePayload<ExtArgs>;
            fields: Prisma.ImportRunPageFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.ImportRunPageFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPagePayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.ImportRunPageFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPagePayload>;
                };
                findFirst: {
                    args: Prisma.ImportRunPageFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPagePayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.ImportRunPageFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPagePayload>;
                };
                findMany: {
                    args: Prisma.ImportRunPageFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPagePayload>[];
                };
                create: {
                    args: Prisma.ImportRunPageCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPagePayload>;
                };
                createMany: {
                    args: Prisma.ImportRunPageCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.ImportRunPageCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPagePayload>[];
                };
                delete: {
                    args: Prisma.ImportRunPageDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPagePayload>;
                };
                update: {
                    args: Prisma.ImportRunPageUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPagePayload>;
                };
                deleteMany: {
                    args: Prisma.ImportRunPageDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.ImportRunPageUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.ImportRunPageUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPagePayload>[];
                };
                upsert: {
                    args: Prisma.ImportRunPageUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ImportRunPagePayload>;
                };
                aggregate: {
                    args: Prisma.ImportRunPageAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateImportRunPage>;
                };
                groupBy: {
                    args: Prisma.ImportRunPageGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ImportRunPageGroupByOutputType>[];
                };
                count: {
                    args: Prisma.ImportRunPageCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ImportRunPageCountAggregateOutputType> | number;
                };
            };
        };
        SourceBlob: {
            payload: Prisma.$SourceBlobPayload<ExtArgs>;
            fields: Prisma.SourceBlobFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.SourceBlobFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceBlobPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.SourceBlobFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceBlobPayload>;
                };
                findFirst: {
                    args: Prisma.SourceBlobFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceBlobPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.SourceBlobFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceBlobPayload>;
                };
                findMany: {
                    args: Prisma.SourceBlobFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceBlobPayload>[];
                };
                create: {
                    args: Prisma.SourceBlobCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceBlobPayload>;
                };
                createMany: {
                    args: Prisma.SourceBlobCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.SourceBlobCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceBlobPayload>[];
                };
                delete: {
                    args: Prisma.SourceBlobDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceBlobPayload>;
                };
                update: {
                    args: Prisma.SourceBlobUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceBlobPayload>;
                };
                deleteMany: {
                    args: Prisma.SourceBlobDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.SourceBlobUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.SourceBlobUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceBlobPayload>[];
                };
                upsert: {
                    args: Prisma.SourceBlobUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceBlobPayload>;
                };
                aggregate: {
                    args: Prisma.SourceBlobAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateSourceBlob>;
                };
                groupBy: {
                    args: Prisma.SourceBlobGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SourceBlobGroupByOutputType>[];
                };
                count: {
                    args: Prisma.SourceBlobCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SourceBlobCountAggregateOutputType> | number;
                };
            };
        };
        ComputedPageSource: {
            payload: Prisma.$ComputedPageSourcePayload<ExtArgs>;
            fields: Prisma.ComputedPageSourceFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.ComputedPageSourceFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ComputedPageSourcePayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.ComputedPageSourceFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ComputedPageSourcePayload>;
                };
                findFirst: {
                    args: Prisma.ComputedPageSourceFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ComputedPageSourcePayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.ComputedPageSourceFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ComputedPageSourcePayload>;
                };
                findMany: {
                    args: Prisma.ComputedPageSourceFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ComputedPageSourcePayload>[];
                };
                create: {
                    args: Prisma.ComputedPageSourceCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ComputedPageSourcePayload>;
                };
                createMany: {
                    args: Prisma.ComputedPageSourceCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.ComputedPageSourceCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ComputedPageSourcePayload>[];
                };
                delete: {
                    args: Prisma.ComputedPageSourceDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ComputedPageSourcePayload>;
                };
                update: {
                    args: Prisma.ComputedPageSourceUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ComputedPageSourcePayload>;
                };
                deleteMany: {
                    args: Prisma.ComputedPageSourceDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.ComputedPageSourceUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.ComputedPageSourceUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ComputedPageSourcePayload>[];
                };
                upsert: {
                    args: Prisma.ComputedPageSourceUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$ComputedPageSourcePayload>;
                };
                aggregate: {
                    args: Prisma.ComputedPageSourceAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateComputedPageSource>;
                };
                groupBy: {
                    args: Prisma.ComputedPageSourceGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ComputedPageSourceGroupByOutputType>[];
                };
                count: {
                    args: Prisma.ComputedPageSourceCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.ComputedPageSourceCountAggregateOutputType> | number;
                };
            };
        };
        SourceWrite: {
            payload: Prisma.$SourceWritePayload<ExtArgs>;
            fields: Prisma.SourceWriteFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.SourceWriteFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceWritePayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.SourceWriteFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceWritePayload>;
                };
                findFirst: {
                    args: Prisma.SourceWriteFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceWritePayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.SourceWriteFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceWritePayload>;
                };
                findMany: {
                    args: Prisma.SourceWriteFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceWritePayload>[];
                };
                create: {
                    args: Prisma.SourceWriteCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceWritePayload>;
                };
                createMany: {
                    args: Prisma.SourceWriteCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.SourceWriteCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceWritePayload>[];
                };
                delete: {
                    args: Prisma.SourceWriteDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceWritePayload>;
                };
                update: {
                    args: Prisma.SourceWriteUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceWritePayload>;
                };
                deleteMany: {
                    args: Prisma.SourceWriteDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.SourceWriteUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.SourceWriteUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceWritePayload>[];
                };
                upsert: {
                    args: Prisma.SourceWriteUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SourceWritePayload>;
                };
                aggregate: {
                    args: Prisma.SourceWriteAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateSourceWrite>;
                };
                groupBy: {
                    args: Prisma.SourceWriteGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SourceWriteGroupByOutputType>[];
                };
                count: {
                    args: Prisma.SourceWriteCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SourceWriteCountAggregateOutputType> | number;
                };
            };
        };
        GitOperation: {
            payload: Prisma.$GitOperationPayload<ExtArgs>;
            fields: Prisma.GitOperationFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.GitOperationFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$GitOperationPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.GitOperationFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$GitOperationPayload>;
                };
                findFirst: {
                    args: Prisma.GitOperationFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$GitOperationPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.GitOperationFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$GitOperationPayload>;
                };
                findMany: {
                    args: Prisma.GitOperationFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$GitOperationPayload>[];
                };
                create: {
                    args: Prisma.GitOperationCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$GitOperationPayload>;
                };
                createMany: {
                    args: Prisma.GitOperationCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.GitOperationCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$GitOperationPayload>[];
                };
                delete: {
                    args: Prisma.GitOperationDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$GitOperationPayload>;
                };
                update: {
                    args: Prisma.GitOperationUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$GitOperationPayload>;
                };
                deleteMany: {
                    args: Prisma.GitOperationDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.GitOperationUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.GitOperationUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$GitOperationPayload>[];
                };
                upsert: {
                    args: Prisma.GitOperationUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$GitOperationPayload>;
                };
                aggregate: {
                    args: Prisma.GitOperationAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateGitOperation>;
                };
                groupBy: {
                    args: Prisma.GitOperationGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.GitOperationGroupByOutputType>[];
                };
                count: {
                    args: Prisma.GitOperationCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.GitOperationCountAggregateOutputType> | number;
                };
            };
        };
        SpaceGitSync: {
            payload: Prisma.$SpaceGitSyncPayload<ExtArgs>;
            fields: Prisma.SpaceGitSyncFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.SpaceGitSyncFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceGitSyncPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.SpaceGitSyncFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceGitSyncPayload>;
                };
                findFirst: {
                    args: Prisma.SpaceGitSyncFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceGitSyncPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.SpaceGitSyncFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceGitSyncPayload>;
                };
                findMany: {
                    args: Prisma.SpaceGitSyncFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceGitSyncPayload>[];
                };
                create: {
                    args: Prisma.SpaceGitSyncCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceGitSyncPayload>;
                };
                createMany: {
                    args: Prisma.SpaceGitSyncCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.SpaceGitSyncCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceGitSyncPayload>[];
                };
                delete: {
                    args: Prisma.SpaceGitSyncDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceGitSyncPayload>;
                };
                update: {
                    args: Prisma.SpaceGitSyncUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceGitSyncPayload>;
                };
                deleteMany: {
                    args: Prisma.SpaceGitSyncDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.SpaceGitSyncUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.SpaceGitSyncUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceGitSyncPayload>[];
                };
                upsert: {
                    args: Prisma.SpaceGitSyncUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$SpaceGitSyncPayload>;
                };
                aggregate: {
                    args: Prisma.SpaceGitSyncAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateSpaceGitSync>;
                };
                groupBy: {
                    args: Prisma.SpaceGitSyncGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SpaceGitSyncGroupByOutputType>[];
                };
                count: {
                    args: Prisma.SpaceGitSyncCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.SpaceGitSyncCountAggregateOutputType> | number;
                };
            };
        };
        OpenAPISpec: {
            payload: Prisma.$OpenAPISpecPayload<ExtArgs>;
            fields: Prisma.OpenAPISpecFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.OpenAPISpecFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.OpenAPISpecFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecPayload>;
                };
                findFirst: {
                    args: Prisma.OpenAPISpecFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.OpenAPISpecFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecPayload>;
                };
                findMany: {
                    args: Prisma.OpenAPISpecFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecPayload>[];
                };
                create: {
                    args: Prisma.OpenAPISpecCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecPayload>;
                };
                createMany: {
                    args: Prisma.OpenAPISpecCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.OpenAPISpecCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecPayload>[];
                };
                delete: {
                    args: Prisma.OpenAPISpecDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecPayload>;
                };
                update: {
                    args: Prisma.OpenAPISpecUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecPayload>;
                };
                deleteMany: {
                    args: Prisma.OpenAPISpecDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.OpenAPISpecUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.OpenAPISpecUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecPayload>[];
                };
                upsert: {
                    args: Prisma.OpenAPISpecUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecPayload>;
                };
                aggregate: {
                    args: Prisma.OpenAPISpecAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateOpenAPISpec>;
                };
                groupBy: {
                    args: Prisma.OpenAPISpecGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.OpenAPISpecGroupByOutputType>[];
                };
                count: {
                    args: Prisma.OpenAPISpecCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.OpenAPISpecCountAggregateOutputType> | number;
                };
            };
        };
        OpenAPISpecVersion: {
            payload: Prisma.$OpenAPISpecVersionPayload<ExtArgs>;
            fields: Prisma.OpenAPISpecVersionFieldRefs;
            operations: {
                findUnique: {
                    args: Prisma.OpenAPISpecVersionFindUniqueArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecVersionPayload> | null;
                };
                findUniqueOrThrow: {
                    args: Prisma.OpenAPISpecVersionFindUniqueOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecVersionPayload>;
                };
                findFirst: {
                    args: Prisma.OpenAPISpecVersionFindFirstArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecVersionPayload> | null;
                };
                findFirstOrThrow: {
                    args: Prisma.OpenAPISpecVersionFindFirstOrThrowArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecVersionPayload>;
                };
                findMany: {
                    args: Prisma.OpenAPISpecVersionFindManyArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecVersionPayload>[];
                };
                create: {
                    args: Prisma.OpenAPISpecVersionCreateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecVersionPayload>;
                };
                createMany: {
                    args: Prisma.OpenAPISpecVersionCreateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                createManyAndReturn: {
                    args: Prisma.OpenAPISpecVersionCreateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecVersionPayload>[];
                };
                delete: {
                    args: Prisma.OpenAPISpecVersionDeleteArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecVersionPayload>;
                };
                update: {
                    args: Prisma.OpenAPISpecVersionUpdateArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecVersionPayload>;
                };
                deleteMany: {
                    args: Prisma.OpenAPISpecVersionDeleteManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateMany: {
                    args: Prisma.OpenAPISpecVersionUpdateManyArgs<ExtArgs>;
                    result: BatchPayload;
                };
                updateManyAndReturn: {
                    args: Prisma.OpenAPISpecVersionUpdateManyAndReturnArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecVersionPayload>[];
                };
                upsert: {
                    args: Prisma.OpenAPISpecVersionUpsertArgs<ExtArgs>;
                    result: runtime.Types.Utils.PayloadToResult<Prisma.$OpenAPISpecVersionPayload>;
                };
                aggregate: {
                    args: Prisma.OpenAPISpecVersionAggregateArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.AggregateOpenAPISpecVersion>;
                };
                groupBy: {
                    args: Prisma.OpenAPISpecVersionGroupByArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.OpenAPISpecVersionGroupByOutputType>[];
                };
                count: {
                    args: Prisma.OpenAPISpecVersionCountArgs<ExtArgs>;
                    result: runtime.Types.Utils.Optional<Prisma.OpenAPISpecVersionCountAggregateOutputType> | number;
                };
            };
        };
    };
} & {
    other: {
        payload: any;
        operations: {
            $executeRaw: {
                args: [query: TemplateStringsArray | Sql, ...values: any[]];
                result: any;
            };
            $executeRawUnsafe: {
                args: [query: string, ...values: any[]];
                result: any;
            };
            $queryRaw: {
                args: [query: TemplateStringsArray | Sql, ...values: any[]];
                result: any;
            };
            $queryRawUnsafe: {
                args: [query: string, ...values: any[]];
                result: any;
            };
        };
    };
};
/**
 * Enums
 */
export declare const TransactionIsolationLevel: {
    readonly ReadUncommitted: "ReadUncommitted";
    readonly ReadCommitted: "ReadCommitted";
    readonly RepeatableRead: "RepeatableRead";
    readonly Serializable: "Serializable";
};
export type TransactionIsolationLevel = (typeof TransactionIsolationLevel)[keyof typeof TransactionIsolationLevel];
export declare const CollectionScalarFieldEnum: {
    readonly id: "id";
    readonly organizationId: "organizationId";
    readonly parentId: "parentId";
    readonly title: "title";
    readonly description: "description";
    readonly defaultLevel: "defaultLevel";
    readonly position: "position";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type CollectionScalarFieldEnum = (typeof CollectionScalarFieldEnum)[keyof typeof CollectionScalarFieldEnum];
export declare const SpaceScalarFieldEnum: {
    readonly id: "id";
    readonly organizationId: "organizationId";
    readonly parentId: "parentId";
    readonly title: "title";
    readonly emoji: "emoji";
    readonly iconUrl: "iconUrl";
    readonly visibility: "visibility";
    readonly editMode: "editMode";
    readonly defaultLevel: "defaultLevel";
    readonly language: "language";
    readonly mergeRules: "mergeRules";
    readonly revisionId: "revisionId";
    readonly position: "position";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
    readonly deletedAt: "deletedAt";
    readonly changeRequestCounter: "changeRequestCounter";
};
export type SpaceScalarFieldEnum = (typeof SpaceScalarFieldEnum)[keyof typeof SpaceScalarFieldEnum];
export declare const RevisionScalarFieldEnum: {
    readonly id: "id";
    readonly spaceId: "spaceId";
    readonly parentId: "parentId";
    readonly parents: "parents";
    readonly type: "type";
    readonly changeRequestId: "changeRequestId";
    readonly createdById: "createdById";
    readonly pageChunks: "pageChunks";
    readonly fileChunks: "fileChunks";
    readonly pageCount: "pageCount";
    readonly fileCount: "fileCount";
    readonly reusableContents: "reusableContents";
    readonly variables: "variables";
    readonly redirects: "redirects";
    readonly git: "git";
    readonly createdAt: "createdAt";
};
export type RevisionScalarFieldEnum = (typeof RevisionScalarFieldEnum)[keyof typeof RevisionScalarFieldEnum];
export declare const PagePathHistoryScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly path: "path";
    readonly pageId: "pageId";
    readonly recordedAt: "recordedAt";
};
export type PagePathHistoryScalarFieldEnum = (typeof PagePathHistoryScalarFieldEnum)[keyof typeof PagePathHistoryScalarFieldEnum];
export declare const SpaceDocumentScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly bodyHash: "bodyHash";
};
export type SpaceDocumentScalarFieldEnum = (typeof SpaceDocumentScalarFieldEnum)[keyof typeof SpaceDocumentScalarFieldEnum];
export declare const RevisionChunkScalarFieldEnum: {
    readonly hash: "hash";
    readonly entries: "entries";
    readonly createdAt: "createdAt";
};
export type RevisionChunkScalarFieldEnum = (typeof RevisionChunkScalarFieldEnum)[keyof typeof RevisionChunkScalarFieldEnum];
export declare const PageBodyScalarFieldEnum: {
    readonly hash: "hash";
    readonly markdown: "markdown";
    readonly createdAt: "createdAt";
};
export type PageBodyScalarFieldEnum = (typeof PageBodyScalarFieldEnum)[keyof typeof PageBodyScalarFieldEnum];
export declare const BlobScalarFieldEnum: {
    readonly hash: "hash";
    readonly data: "data";
    readonly size: "size";
    readonly createdAt: "createdAt";
};
export type BlobScalarFieldEnum = (typeof BlobScalarFieldEnum)[keyof typeof BlobScalarFieldEnum];
export declare const CollectionTeamPermissionScalarFieldEnum: {
    readonly collectionId: "collectionId";
    readonly teamId: "teamId";
    readonly organizationId: "organizationId";
    readonly role: "role";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type CollectionTeamPermissionScalarFieldEnum = (typeof CollectionTeamPermissionScalarFieldEnum)[keyof typeof CollectionTeamPermissionScalarFieldEnum];
export declare const CollectionUserPermissionScalarFieldEnum: {
    readonly collectionId: "collectionId";
    readonly userId: "userId";
    readonly organizationId: "organizationId";
    readonly role: "role";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type CollectionUserPermissionScalarFieldEnum = (typeof CollectionUserPermissionScalarFieldEnum)[keyof typeof CollectionUserPermissionScalarFieldEnum];
export declare const SpacePermissionScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly subjectKind: "subjectKind";
    readonly subjectId: "subjectId";
    readonly organizationId: "organizationId";
    readonly role: "role";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type SpacePermissionScalarFieldEnum = (typeof SpacePermissionScalarFieldEnum)[keyof typeof SpacePermissionScalarFieldEnum];
export declare const PageBodyLinksScalarFieldEnum: {
    readonly bodyHash: "bodyHash";
    readonly version: "version";
    readonly anchors: "anchors";
    readonly createdAt: "createdAt";
};
export type PageBodyLinksScalarFieldEnum = (typeof PageBodyLinksScalarFieldEnum)[keyof typeof PageBodyLinksScalarFieldEnum];
export declare const PageBodyReferenceScalarFieldEnum: {
    readonly bodyHash: "bodyHash";
    readonly position: "position";
    readonly kind: "kind";
    readonly lookupKey: "lookupKey";
    readonly target: "target";
    readonly anchor: "anchor";
    readonly spaceId: "spaceId";
    readonly relation: "relation";
};
export type PageBodyReferenceScalarFieldEnum = (typeof PageBodyReferenceScalarFieldEnum)[keyof typeof PageBodyReferenceScalarFieldEnum];
export declare const ChangeRequestScalarFieldEnum: {
    readonly id: "id";
    readonly spaceId: "spaceId";
    readonly organizationId: "organizationId";
    readonly number: "number";
    readonly status: "status";
    readonly subject: "subject";
    readonly description: "description";
    readonly createdById: "createdById";
    readonly revisionId: "revisionId";
    readonly revisionInitialId: "revisionInitialId";
    readonly revisionMergedAncestorId: "revisionMergedAncestorId";
    readonly revisionMergedId: "revisionMergedId";
    readonly conversationsIssuesCluster: "conversationsIssuesCluster";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type ChangeRequestScalarFieldEnum = (typeof ChangeRequestScalarFieldEnum)[keyof typeof ChangeRequestScalarFieldEnum];
export declare const ChangeRequestContributorScalarFieldEnum: {
    readonly changeRequestId: "changeRequestId";
    readonly userId: "userId";
    readonly firstAt: "firstAt";
    readonly lastAt: "lastAt";
    readonly edits: "edits";
};
export type ChangeRequestContributorScalarFieldEnum = (typeof ChangeRequestContributorScalarFieldEnum)[keyof typeof ChangeRequestContributorScalarFieldEnum];
export declare const ChangeRequestReviewerScalarFieldEnum: {
    readonly changeRequestId: "changeRequestId";
    readonly userId: "userId";
    readonly requestedById: "requestedById";
    readonly revisionId: "revisionId";
    readonly createdAt: "createdAt";
};
export type ChangeRequestReviewerScalarFieldEnum = (typeof ChangeRequestReviewerScalarFieldEnum)[keyof typeof ChangeRequestReviewerScalarFieldEnum];
export declare const ChangeRequestReviewScalarFieldEnum: {
    readonly id: "id";
    readonly changeRequestId: "changeRequestId";
    readonly reviewerId: "reviewerId";
    readonly requestedById: "requestedById";
    readonly status: "status";
    readonly revisionId: "revisionId";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type ChangeRequestReviewScalarFieldEnum = (typeof ChangeRequestReviewScalarFieldEnum)[keyof typeof ChangeRequestReviewScalarFieldEnum];
export declare const CommentScalarFieldEnum: {
    readonly id: "id";
    readonly spaceId: "spaceId";
    readonly changeRequestId: "changeRequestId";
    readonly revisionId: "revisionId";
    readonly pageId: "pageId";
    readonly nodeId: "nodeId";
    readonly tableCellRecord: "tableCellRecord";
    readonly tableCellDefinition: "tableCellDefinition";
    readonly status: "status";
    readonly body: "body";
    readonly postedById: "postedById";
    readonly createdAt: "createdAt";
    readonly editedAt: "editedAt";
    readonly resolvedAt: "resolvedAt";
    readonly resolvedById: "resolvedById";
};
export type CommentScalarFieldEnum = (typeof CommentScalarFieldEnum)[keyof typeof CommentScalarFieldEnum];
export declare const CommentReplyScalarFieldEnum: {
    readonly id: "id";
    readonly commentId: "commentId";
    readonly body: "body";
    readonly postedById: "postedById";
    readonly createdAt: "createdAt";
    readonly editedAt: "editedAt";
};
export type CommentReplyScalarFieldEnum = (typeof CommentReplyScalarFieldEnum)[keyof typeof CommentReplyScalarFieldEnum];
export declare const CommentReactionScalarFieldEnum: {
    readonly commentId: "commentId";
    readonly emoji: "emoji";
    readonly userId: "userId";
    readonly reactedAt: "reactedAt";
};
export type CommentReactionScalarFieldEnum = (typeof CommentReactionScalarFieldEnum)[keyof typeof CommentReactionScalarFieldEnum];
export declare const CommentReplyReactionScalarFieldEnum: {
    readonly replyId: "replyId";
    readonly emoji: "emoji";
    readonly userId: "userId";
    readonly reactedAt: "reactedAt";
};
export type CommentReplyReactionScalarFieldEnum = (typeof CommentReplyReactionScalarFieldEnum)[keyof typeof CommentReplyReactionScalarFieldEnum];
export declare const OutboxEventScalarFieldEnum: {
    readonly seq: "seq";
    readonly id: "id";
    readonly type: "type";
    readonly subject: "subject";
    readonly aggregateId: "aggregateId";
    readonly organizationId: "organizationId";
    readonly data: "data";
    readonly createdAt: "createdAt";
    readonly sentAt: "sentAt";
    readonly traceParent: "traceParent";
    readonly actor: "actor";
};
export type OutboxEventScalarFieldEnum = (typeof OutboxEventScalarFieldEnum)[keyof typeof OutboxEventScalarFieldEnum];
export declare const ProcessedEventScalarFieldEnum: {
    readonly id: "id";
    readonly consumer: "consumer";
    readonly handledAt: "handledAt";
};
export type ProcessedEventScalarFieldEnum = (typeof ProcessedEventScalarFieldEnum)[keyof typeof ProcessedEventScalarFieldEnum];
export declare const SearchSpaceScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly revisionId: "revisionId";
    readonly language: "language";
    readonly rebuildRequested: "rebuildRequested";
    readonly indexedAt: "indexedAt";
};
export type SearchSpaceScalarFieldEnum = (typeof SearchSpaceScalarFieldEnum)[keyof typeof SearchSpaceScalarFieldEnum];
export declare const SearchPageScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly pageId: "pageId";
    readonly title: "title";
    readonly titleFolded: "titleFolded";
};
export type SearchPageScalarFieldEnum = (typeof SearchPageScalarFieldEnum)[keyof typeof SearchPageScalarFieldEnum];
export declare const SearchPageTermScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly pageId: "pageId";
    readonly lexeme: "lexeme";
    readonly rank: "rank";
};
export type SearchPageTermScalarFieldEnum = (typeof SearchPageTermScalarFieldEnum)[keyof typeof SearchPageTermScalarFieldEnum];
export declare const SearchPagePathScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly pageId: "pageId";
    readonly title: "title";
    readonly path: "path";
    readonly ancestors: "ancestors";
};
export type SearchPagePathScalarFieldEnum = (typeof SearchPagePathScalarFieldEnum)[keyof typeof SearchPagePathScalarFieldEnum];
export declare const SearchSectionScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly pageId: "pageId";
    readonly position: "position";
    readonly anchor: "anchor";
    readonly title: "title";
    readonly headings: "headings";
    readonly body: "body";
};
export type SearchSectionScalarFieldEnum = (typeof SearchSectionScalarFieldEnum)[keyof typeof SearchSectionScalarFieldEnum];
export declare const ImportRunScalarFieldEnum: {
    readonly id: "id";
    readonly organizationId: "organizationId";
    readonly spaceId: "spaceId";
    readonly changeRequestId: "changeRequestId";
    readonly pageId: "pageId";
    readonly sourceType: "sourceType";
    readonly websiteUrl: "websiteUrl";
    readonly fileIds: "fileIds";
    readonly status: "status";
    readonly createdById: "createdById";
    readonly errorCode: "errorCode";
    readonly errorMessage: "errorMessage";
    readonly createdAt: "createdAt";
    readonly startedAt: "startedAt";
    readonly finishedAt: "finishedAt";
};
export type ImportRunScalarFieldEnum = (typeof ImportRunScalarFieldEnum)[keyof typeof ImportRunScalarFieldEnum];
export declare const ImportRunPageScalarFieldEnum: {
    readonly importRunId: "importRunId";
    readonly position: "position";
    readonly sourceKey: "sourceKey";
    readonly status: "status";
    readonly pageId: "pageId";
    readonly errorCode: "errorCode";
    readonly errorMessage: "errorMessage";
};
export type ImportRunPageScalarFieldEnum = (typeof ImportRunPageScalarFieldEnum)[keyof typeof ImportRunPageScalarFieldEnum];
export declare const SourceBlobScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly sha256: "sha256";
    readonly size: "size";
    readonly width: "width";
    readonly height: "height";
    readonly createdAt: "createdAt";
};
export type SourceBlobScalarFieldEnum = (typeof SourceBlobScalarFieldEnum)[keyof typeof SourceBlobScalarFieldEnum];
export declare const ComputedPageSourceScalarFieldEnum: {
    readonly organizationId: "organizationId";
    readonly specSlug: "specSlug";
    readonly spaceId: "spaceId";
    readonly createdAt: "createdAt";
};
export type ComputedPageSourceScalarFieldEnum = (typeof ComputedPageSourceScalarFieldEnum)[keyof typeof ComputedPageSourceScalarFieldEnum];
export declare const SourceWriteScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly idempotencyKey: "idempotencyKey";
    readonly revisionId: "revisionId";
    readonly pageIds: "pageIds";
    readonly fileIds: "fileIds";
    readonly createdAt: "createdAt";
};
export type SourceWriteScalarFieldEnum = (typeof SourceWriteScalarFieldEnum)[keyof typeof SourceWriteScalarFieldEnum];
export declare const GitOperationScalarFieldEnum: {
    readonly id: "id";
    readonly organizationId: "organizationId";
    readonly spaceId: "spaceId";
    readonly kind: "kind";
    readonly sealedUrl: "sealedUrl";
    readonly redactedUrl: "redactedUrl";
    readonly ref: "ref";
    readonly params: "params";
    readonly timestamp: "timestamp";
    readonly force: "force";
    readonly status: "status";
    readonly requestedById: "requestedById";
    readonly createdAt: "createdAt";
    readonly completedAt: "completedAt";
    readonly commitOid: "commitOid";
    readonly revisionId: "revisionId";
    readonly errorCode: "errorCode";
    readonly errorMessage: "errorMessage";
};
export type GitOperationScalarFieldEnum = (typeof GitOperationScalarFieldEnum)[keyof typeof GitOperationScalarFieldEnum];
export declare const SpaceGitSyncScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly provider: "provider";
    readonly installationProvider: "installationProvider";
    readonly url: "url";
    readonly repoName: "repoName";
    readonly integration: "integration";
    readonly updatedAt: "updatedAt";
    readonly lastTimestamp: "lastTimestamp";
    readonly lastCommitOid: "lastCommitOid";
    readonly lastOperationId: "lastOperationId";
};
export type SpaceGitSyncScalarFieldEnum = (typeof SpaceGitSyncScalarFieldEnum)[keyof typeof SpaceGitSyncScalarFieldEnum];
export declare const OpenAPISpecScalarFieldEnum: {
    readonly id: "id";
    readonly organizationId: "organizationId";
    readonly slug: "slug";
    readonly visibility: "visibility";
    readonly sourceUrl: "sourceUrl";
    readonly processingState: "processingState";
    readonly lastVersionId: "lastVersionId";
    readonly versionCount: "versionCount";
    readonly lastProcessedAt: "lastProcessedAt";
    readonly lastProcessErrorCode: "lastProcessErrorCode";
    readonly lastProcessedErrors: "lastProcessedErrors";
    readonly validVersionId: "validVersionId";
    readonly validVersionNumber: "validVersionNumber";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type OpenAPISpecScalarFieldEnum = (typeof OpenAPISpecScalarFieldEnum)[keyof typeof OpenAPISpecScalarFieldEnum];
export declare const OpenAPISpecVersionScalarFieldEnum: {
    readonly id: "id";
    readonly specId: "specId";
    readonly organizationId: "organizationId";
    readonly number: "number";
    readonly sourceUrl: "sourceUrl";
    readonly sourceText: "sourceText";
    readonly sourceSha256: "sourceSha256";
    readonly state: "state";
    readonly errorCode: "errorCode";
    readonly errors: "errors";
    readonly document: "document";
    readonly openapiVersion: "openapiVersion";
    readonly createdAt: "createdAt";
    readonly processedAt: "processedAt";
};
export type OpenAPISpecVersionScalarFieldEnum = (typeof OpenAPISpecVersionScalarFieldEnum)[keyof typeof OpenAPISpecVersionScalarFieldEnum];
export declare const SortOrder: {
    readonly asc: "asc";
    readonly desc: "desc";
};
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];
export declare const JsonNullValueInput: {
    readonly JsonNull: runtime.JsonNullClass;
};
export type JsonNullValueInput = (typeof JsonNullValueInput)[keyof typeof JsonNullValueInput];
export declare const NullableJsonNullValueInput: {
    readonly DbNull: runtime.DbNullClass;
    readonly JsonNull: runtime.JsonNullClass;
};
export type NullableJsonNullValueInput = (typeof NullableJsonNullValueInput)[keyof typeof NullableJsonNullValueInput];
export declare const QueryMode: {
    readonly default: "default";
    readonly insensitive: "insensitive";
};
export type QueryMode = (typeof QueryMode)[keyof typeof QueryMode];
export declare const NullsOrder: {
    readonly first: "first";
    readonly last: "last";
};
export type NullsOrder = (typeof NullsOrder)[keyof typeof NullsOrder];
export declare const JsonNullValueFilter: {
    readonly DbNull: runtime.DbNullClass;
    readonly JsonNull: runtime.JsonNullClass;
    readonly AnyNull: runtime.AnyNullClass;
};
export type JsonNullValueFilter = (typeof JsonNullValueFilter)[keyof typeof JsonNullValueFilter];
/**
 * Field references
 */
/**
 * Reference to a field of type 'String'
 */
export type StringFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'String'>;
/**
 * Reference to a field of type 'String[]'
 */
export type ListStringFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'String[]'>;
/**
 * Reference to a field of type 'DefaultLevel'
 */
export type EnumDefaultLevelFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'DefaultLevel'>;
/**
 * Reference to a field of type 'DefaultLevel[]'
 */
export type ListEnumDefaultLevelFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'DefaultLevel[]'>;
/**
 * Reference to a field of type 'DateTime'
 */
export type DateTimeFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'DateTime'>;
/**
 * Reference to a field of type 'DateTime[]'
 */
export type ListDateTimeFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'DateTime[]'>;
/**
 * Reference to a field of type 'ContentVisibility'
 */
export type EnumContentVisibilityFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ContentVisibility'>;
/**
 * Reference to a field of type 'ContentVisibility[]'
 */
export type ListEnumContentVisibilityFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ContentVisibility[]'>;
/**
 * Reference to a field of type 'SpaceEditMode'
 */
export type EnumSpaceEditModeFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'SpaceEditMode'>;
/**
 * Reference to a field of type 'SpaceEditMode[]'
 */
export type ListEnumSpaceEditModeFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'SpaceEditMode[]'>;
/**
 * Reference to a field of type 'Json'
 */
export type JsonFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'Json'>;
/**
 * Reference to a field of type 'QueryMode'
 */
export type EnumQueryModeFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'QueryMode'>;
/**
 * Reference to a field of type 'Int'
 */
export type IntFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'Int'>;
/**
 * Reference to a field of type 'Int[]'
 */
export type ListIntFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'Int[]'>;
/**
 * Reference to a field of type 'RevisionType'
 */
export type EnumRevisionTypeFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'RevisionType'>;
/**
 * Reference to a field of type 'RevisionType[]'
 */
export type ListEnumRevisionTypeFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'RevisionType[]'>;
/**
 * Reference to a field of type 'Bytes'
 */
export type BytesFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'Bytes'>;
/**
 * Reference to a field of type 'Bytes[]'
 */
export type ListBytesFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'Bytes[]'>;
/**
 * Reference to a field of type 'MemberRole'
 */
export type EnumMemberRoleFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'MemberRole'>;
/**
 * Reference to a field of type 'MemberRole[]'
 */
export type ListEnumMemberRoleFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'MemberRole[]'>;
/**
 * Reference to a field of type 'GrantSubject'
 */
export type EnumGrantSubjectFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'GrantSubject'>;
/**
 * Reference to a field of type 'GrantSubject[]'
 */
export type ListEnumGrantSubjectFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'GrantSubject[]'>;
/**
 * Reference to a field of type 'LinkTargetKind'
 */
export type EnumLinkTargetKindFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'LinkTargetKind'>;
/**
 * Reference to a field of type 'LinkTargetKind[]'
 */
export type ListEnumLinkTargetKindFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'LinkTargetKind[]'>;
/**
 * Reference to a field of type 'LinkRelation'
 */
export type EnumLinkRelationFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'LinkRelation'>;
/**
 * Reference to a field of type 'LinkRelation[]'
 */
export type ListEnumLinkRelationFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'LinkRelation[]'>;
/**
 * Reference to a field of type 'ChangeRequestStatus'
 */
export type EnumChangeRequestStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ChangeRequestStatus'>;
/**
 * Reference to a field of type 'ChangeRequestStatus[]'
 */
export type ListEnumChangeRequestStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ChangeRequestStatus[]'>;
/**
 * Reference to a field of type 'ReviewStatus'
 */
export type EnumReviewStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ReviewStatus'>;
/**
 * Reference to a field of type 'ReviewStatus[]'
 */
export type ListEnumReviewStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ReviewStatus[]'>;
/**
 * Reference to a field of type 'CommentStatus'
 */
export type EnumCommentStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'CommentStatus'>;
/**
 * Reference to a field of type 'CommentStatus[]'
 */
export type ListEnumCommentStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'CommentStatus[]'>;
/**
 * Reference to a field of type 'BigInt'
 */
export type BigIntFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'BigInt'>;
/**
 * Reference to a field of type 'BigInt[]'
 */
export type ListBigIntFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'BigInt[]'>;
/**
 * Reference to a field of type 'Boolean'
 */
export type BooleanFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'Boolean'>;
/**
 * Reference to a field of type 'Float'
 */
export type FloatFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'Float'>;
/**
 * Reference to a field of type 'Float[]'
 */
export type ListFloatFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'Float[]'>;
/**
 * Reference to a field of type 'ImportRunSourceType'
 */
export type EnumImportRunSourceTypeFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ImportRunSourceType'>;
/**
 * Reference to a field of type 'ImportRunSourceType[]'
 */
export type ListEnumImportRunSourceTypeFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ImportRunSourceType[]'>;
/**
 * Reference to a field of type 'ImportRunStatus'
 */
export type EnumImportRunStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ImportRunStatus'>;
/**
 * Reference to a field of type 'ImportRunStatus[]'
 */
export type ListEnumImportRunStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ImportRunStatus[]'>;
/**
 * Reference to a field of type 'ImportRunPageStatus'
 */
export type EnumImportRunPageStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ImportRunPageStatus'>;
/**
 * Reference to a field of type 'ImportRunPageStatus[]'
 */
export type ListEnumImportRunPageStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'ImportRunPageStatus[]'>;
/**
 * Reference to a field of type 'GitOperationKind'
 */
export type EnumGitOperationKindFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'GitOperationKind'>;
/**
 * Reference to a field of type 'GitOperationKind[]'
 */
export type ListEnumGitOperationKindFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'GitOperationKind[]'>;
/**
 * Reference to a field of type 'GitOperationStatus'
 */
export type EnumGitOperationStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'GitOperationStatus'>;
/**
 * Reference to a field of type 'GitOperationStatus[]'
 */
export type ListEnumGitOperationStatusFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'GitOperationStatus[]'>;
/**
 * Reference to a field of type 'GitSyncProvider'
 */
export type EnumGitSyncProviderFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'GitSyncProvider'>;
/**
 * Reference to a field of type 'GitSyncProvider[]'
 */
export type ListEnumGitSyncProviderFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'GitSyncProvider[]'>;
/**
 * Reference to a field of type 'OpenAPISpecVisibility'
 */
export type EnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'OpenAPISpecVisibility'>;
/**
 * Reference to a field of type 'OpenAPISpecVisibility[]'
 */
export type ListEnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'OpenAPISpecVisibility[]'>;
/**
 * Reference to a field of type 'OpenAPISpecProcessingState'
 */
export type EnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'OpenAPISpecProcessingState'>;
/**
 * Reference to a field of type 'OpenAPISpecProcessingState[]'
 */
export type ListEnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'OpenAPISpecProcessingState[]'>;
/**
 * Reference to a field of type 'OpenAPISpecErrorCode'
 */
export type EnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'OpenAPISpecErrorCode'>;
/**
 * Reference to a field of type 'OpenAPISpecErrorCode[]'
 */
export type ListEnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'OpenAPISpecErrorCode[]'>;
/**
 * Reference to a field of type 'OpenAPISpecVersionState'
 */
export type EnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'OpenAPISpecVersionState'>;
/**
 * Reference to a field of type 'OpenAPISpecVersionState[]'
 */
export type ListEnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel> = FieldRefInputType<$PrismaModel, 'OpenAPISpecVersionState[]'>;
/**
 * Batch Payload for updateMany & deleteMany & createMany
 */
export type BatchPayload = {
    count: number;
};
export declare const defineExtension: runtime.Types.Extensions.ExtendsHook<"define", TypeMapCb, runtime.Types.Extensions.DefaultArgs>;
export type DefaultPrismaClient = PrismaClient;
export type ErrorFormat = 'pretty' | 'colorless' | 'minimal';
/**
 * Options common to all variants of `PrismaClientOptions`, regardless of whether you connect to your database through a driver adapter or through Prisma Accelerate.
 */
export interface PrismaClientBaseOptions {
    /**
     * @default "colorless"
     */
    errorFormat?: ErrorFormat;
    /**
     * @example
     * ```
     * // Shorthand for `emit: 'stdout'`
     * log: ['query', 'info', 'warn', 'error']
     *
     * // Emit as events only
     * log: [
     *   { emit: 'event', level: 'query' },
     *   { emit: 'event', level: 'info' },
     *   { emit: 'event', level: 'warn' }
     *   { emit: 'event', level: 'error' }
     * ]
     *
     * / Emit as events and log to stdout
     * og: [
     *  { emit: 'stdout', level: 'query' },
     *  { emit: 'stdout', level: 'info' },
     *  { emit: 'stdout', level: 'warn' }
     *  { emit: 'stdout', level: 'error' }
     *
     * ```
     * Read more in our [docs](https://pris.ly/d/logging).
     */
    log?: (LogLevel | LogDefinition)[];
    /**
     * The default values for transactionOptions
     * maxWait ?= 2000
     * timeout ?= 5000
     */
    transactionOptions?: {
        maxWait?: number;
        timeout?: number;
        isolationLevel?: TransactionIsolationLevel;
    };
    /**
     * Global configuration for omitting model fields by default.
     *
     * @example
     * ```
     * const prisma = new PrismaClient({
     *   omit: {
     *     user: {
     *       password: true
     *     }
     *   }
     * })
     * ```
     */
    omit?: GlobalOmitConfig;
    /**
     * SQL commenter plugins that add metadata to SQL queries as comments.
     * Comments follow the sqlcommenter format: https://google.github.io/sqlcommenter/
     *
     * @example
     * ```
     * const prisma = new PrismaClient({
     *   adapter,
     *   comments: [
     *     traceContext(),
     *     queryInsights(),
     *   ],
     * })
     * ```
     */
    comments?: runtime.SqlCommenterPlugin[];
    /**
     * Optional maximum size for the query plan cache. If not provided, a default size will be used.
     * A value of `0` can be used to disable the cache entirely. A higher cache size can improve
     * performance for applications that execute a large number of unique queries, while a smaller
     * cache size can reduce memory usage.
     *
     * @example
     * ```
     * const prisma = new PrismaClient({
     *   adapter,
     *   queryPlanCacheMaxSize: 100,
     * })
     * ```
     */
    queryPlanCacheMaxSize?: number;
}
/**
 * `PrismaClient` options for connecting to your database through Prisma Accelerate instead of a driver adapter.
 *
 * Learn more: https://pris.ly/d/accelerate
 */
export interface PrismaClientOptionsWithAccelerateUrl extends PrismaClientBaseOptions {
    /**
     * The Prisma Accelerate connection URL. Use this option to connect to your database through Prisma Accelerate instead of using a driver adapter to connect directly.
     *
     * Learn more: https://pris.ly/d/accelerate
     */
    accelerateUrl: string;
    adapter?: never;
}
/**
 * `PrismaClient` options for connecting to your database through a driver adapter. This is the common case in Prisma 7.
 *
 * Learn more: https://pris.ly/d/driver-adapters
 */
export interface PrismaClientOptionsWithAdapter extends PrismaClientBaseOptions {
    /**
     * A driver adapter that PrismaClient uses to connect to your database, such as the ones provided by `@prisma/adapter-pg`, `@prisma/adapter-libsql`, `@prisma/adapter-planetscale`, etc.
     *
     * A driver adapter is **required** unless you connect to your database through Prisma Accelerate (in which case use `accelerateUrl` instead).
     *
     * Learn more: https://pris.ly/d/driver-adapters
     *
     * @example
     * ```ts
     * import { PrismaPg } from '@prisma/adapter-pg'
     * import { PrismaClient } from './generated/prisma/client'
     *
     * const adapter = new PrismaPg({ connectionString: process.env.DATABASE_URL })
     * const prisma = new PrismaClient({ adapter })
     * ```
     */
    adapter: runtime.SqlDriverAdapterFactory;
    accelerateUrl?: never;
}
/**
 * Options passed to the `PrismaClient` constructor.
 *
 * A driver adapter (or, alternatively, a Prisma Accelerate URL) is **required**. See {@link PrismaClientOptionsWithAdapter} and {@link PrismaClientOptionsWithAccelerateUrl} for the two variants. All other properties live in {@link PrismaClientBaseOptions} and are optional.
 *
 * Learn more about driver adapters: https://pris.ly/d/driver-adapters
 */
export type PrismaClientOptions = PrismaClientOptionsWithAccelerateUrl | PrismaClientOptionsWithAdapter;
export type GlobalOmitConfig = {
    collection?: Prisma.CollectionOmit;
    space?: Prisma.SpaceOmit;
    revision?: Prisma.RevisionOmit;
    pagePathHistory?: Prisma.PagePathHistoryOmit;
    spaceDocument?: Prisma.SpaceDocumentOmit;
    revisionChunk?: Prisma.RevisionChunkOmit;
    pageBody?: Prisma.PageBodyOmit;
    blob?: Prisma.BlobOmit;
    collectionTeamPermission?: Prisma.CollectionTeamPermissionOmit;
    collectionUserPermission?: Prisma.CollectionUserPermissionOmit;
    spacePermission?: Prisma.SpacePermissionOmit;
    pageBodyLinks?: Prisma.PageBodyLinksOmit;
    pageBodyReference?: Prisma.PageBodyReferenceOmit;
    changeRequest?: Prisma.ChangeRequestOmit;
    changeRequestContributor?: Prisma.ChangeRequestContributorOmit;
    changeRequestReviewer?: Prisma.ChangeRequestReviewerOmit;
    changeRequestReview?: Prisma.ChangeRequestReviewOmit;
    comment?: Prisma.CommentOmit;
    commentReply?: Prisma.CommentReplyOmit;
    commentReaction?: Prisma.CommentReactionOmit;
    commentReplyReaction?: Prisma.CommentReplyReactionOmit;
    outboxEvent?: Prisma.OutboxEventOmit;
    processedEvent?: Prisma.ProcessedEventOmit;
    searchSpace?: Prisma.SearchSpaceOmit;
    searchPage?: Prisma.SearchPageOmit;
    searchPageTerm?: Prisma.SearchPageTermOmit;
    searchPagePath?: Prisma.SearchPagePathOmit;
    searchSection?: Prisma.SearchSectionOmit;
    importRun?: Prisma.ImportRunOmit;
    importRunPage?: Prisma.ImportRunPageOmit;
    sourceBlob?: Prisma.SourceBlobOmit;
    computedPageSource?: Prisma.ComputedPageSourceOmit;
    sourceWrite?: Prisma.SourceWriteOmit;
    gitOperation?: Prisma.GitOperationOmit;
    spaceGitSync?: Prisma.SpaceGitSyncOmit;
    openAPISpec?: Prisma.OpenAPISpecOmit;
    openAPISpecVersion?: Prisma.OpenAPISpecVersionOmit;
};
export type LogLevel = 'info' | 'query' | 'warn' | 'error';
export type LogDefinition = {
    level: LogLevel;
    emit: 'stdout' | 'event';
};
export type CheckIsLogLevel<T> = T extends LogLevel ? T : never;
export type GetLogType<T> = CheckIsLogLevel<T extends LogDefinition ? T['level'] : T>;
export type GetEvents<T extends any[]> = T extends Array<LogLevel | LogDefinition> ? GetLogType<T[number]> : never;
export type QueryEvent = {
    timestamp: Date;
    query: string;
    params: string;
    duration: number;
    target: string;
};
export type LogEvent = {
    timestamp: Date;
    message: string;
    target: string;
};
export type PrismaAction = 'findUnique' | 'findUniqueOrThrow' | 'findMany' | 'findFirst' | 'findFirstOrThrow' | 'create' | 'createMany' | 'createManyAndReturn' | 'update' | 'updateMany' | 'updateManyAndReturn' | 'upsert' | 'delete' | 'deleteMany' | 'executeRaw' | 'queryRaw' | 'aggregate' | 'count' | 'runCommandRaw' | 'findRaw' | 'groupBy';
/**
 * `PrismaClient` proxy available in interactive transactions.
 */
export type TransactionClient = Omit<DefaultPrismaClient, runtime.ITXClientDenyList>;
