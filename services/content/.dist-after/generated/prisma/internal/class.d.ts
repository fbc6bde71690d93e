import * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "./prismaNamespace";
export type LogOptions<ClientOptions extends Prisma.PrismaClientOptions> = 'log' extends keyof ClientOptions ? ClientOptions['log'] extends Array<Prisma.LogLevel | Prisma.LogDefinition> ? Prisma.GetEvents<ClientOptions['log']> : never : never;
export interface PrismaClientConstructor {
    /**
   * ## Prisma Client
   *
   * Type-safe database client for TypeScript
   * @example
   * ```
   * const prisma = new PrismaClient({
   *   adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL })
   * })
   * // Fetch zero or more Collections
   * const collections = await prisma.collection.findMany()
   * ```
   *
   * Read more in our [docs](https://pris.ly/d/client).
   */
    new <Options extends Prisma.PrismaClientOptions = Prisma.PrismaClientOptions, LogOpts extends LogOptions<Options> = LogOptions<Options>, OmitOpts extends Prisma.PrismaClientOptions['omit'] = Options extends {
        omit: infer U;
    } ? U : Prisma.PrismaClientOptions['omit'], ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs>(options: Prisma.PrismaClientConstructorArgs<Options>): PrismaClient<LogOpts, OmitOpts, ExtArgs>;
}
/**
 * ## Prisma Client
 *
 * Type-safe database client for TypeScript
 * @example
 * ```
 * const prisma = new PrismaClient({
 *   adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL })
 * })
 * // Fetch zero or more Collections
 * const collections = await prisma.collection.findMany()
 * ```
 *
 * Read more in our [docs](https://pris.ly/d/client).
 */
export interface PrismaClient<in LogOpts extends Prisma.LogLevel = never, in out OmitOpts extends Prisma.PrismaClientOptions['omit'] = Prisma.PrismaClientOptions['omit'], in out ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['other'];
    };
    $on<V extends LogOpts>(eventType: V, callback: (event: V extends 'query' ? Prisma.QueryEvent : Prisma.LogEvent) => void): PrismaClient;
    /**
     * Connect with the database
     */
    $connect(): runtime.Types.Utils.JsPromise<void>;
    /**
     * Disconnect from the database
     */
    $disconnect(): runtime.Types.Utils.JsPromise<void>;
    /**
       * Executes a prepared raw query and returns the number of affected rows.
       * @example
       * ```
       * const result = await prisma.$executeRaw`UPDATE User SET cool = ${true} WHERE email = ${'user@email.com'};`
       * ```
       *
       * Read more in our [docs](https://pris.ly/d/raw-queries).
       */
    $executeRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: any[]): Prisma.PrismaPromise<number>;
    /**
     * Executes a raw query and returns the number of affected rows.
     * Susceptible to SQL injections, see documentation.
     * @example
     * ```
     * const result = await prisma.$executeRawUnsafe('UPDATE User SET cool = $1 WHERE email = $2 ;', true, 'user@email.com')
     * ```
     *
     * Read more in our [docs](https://pris.ly/d/raw-queries).
     */
    $executeRawUnsafe<T = unknown>(query: string, ...values: any[]): Prisma.PrismaPromise<number>;
    /**
     * Performs a prepared raw query and returns the `SELECT` data.
     * @example
     * ```
     * const result = await prisma.$queryRaw`SELECT * FROM User WHERE id = ${1} OR email = ${'user@email.com'};`
     * ```
     *
     * Read more in our [docs](https://pris.ly/d/raw-queries).
     */
    $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: any[]): Prisma.PrismaPromise<T>;
    /**
     * Performs a raw query and returns the `SELECT` data.
     * Susceptible to SQL injections, see documentation.
     * @example
     * ```
     * const result = await prisma.$queryRawUnsafe('SELECT * FROM User WHERE id = $1 OR email = $2;', 1, 'user@email.com')
     * ```
     *
     * Read more in our [docs](https://pris.ly/d/raw-queries).
     */
    $queryRawUnsafe<T = unknown>(query: string, ...values: any[]): Prisma.PrismaPromise<T>;
    /**
     * Allows the running of a sequence of read/write operations that are guaranteed to either succeed or fail as a whole.
     * @example
     * ```
     * const [george, bob, alice] = await prisma.$transaction([
     *   prisma.user.create({ data: { name: 'George' } }),
     *   prisma.user.create({ data: { name: 'Bob' } }),
     *   prisma.user.create({ data: { name: 'Alice' } }),
     * ])
     * ```
     *
     * Read more in our [docs](https://www.prisma.io/docs/orm/prisma-client/queries/transactions).
     */
    $transaction<P extends Prisma.PrismaPromise<any>[]>(arg: [...P], options?: {
        maxWait?: number;
        timeout?: number;
        isolationLevel?: Prisma.TransactionIsolationLevel;
    }): runtime.Types.Utils.JsPromise<runtime.Types.Utils.UnwrapTuple<P>>;
    $transaction<R>(fn: (prisma: Omit<PrismaClient, runtime.ITXClientDenyList>) => runtime.Types.Utils.JsPromise<R>, options?: {
        maxWait?: number;
        timeout?: number;
        isolationLevel?: Prisma.TransactionIsolationLevel;
    }): runtime.Types.Utils.JsPromise<R>;
    $extends: runtime.Types.Extensions.ExtendsHook<"extends", Prisma.TypeMapCb<OmitOpts>, ExtArgs, runtime.Types.Utils.Call<Prisma.TypeMapCb<OmitOpts>, {
        extArgs: ExtArgs;
    }>>;
    /**
 * `prisma.collection`: Exposes CRUD operations for the **Collection** model.
  * Example usage:
  * ```ts
  * // Fetch zero or more Collections
  * const collections = await prisma.collection.findMany()
  * ```
  */
    get collection(): Prisma.CollectionDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.space`: Exposes CRUD operations for the **Space** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more Spaces
      * const spaces = await prisma.space.findMany()
      * ```
      */
    get space(): Prisma.SpaceDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.revision`: Exposes CRUD operations for the **Revision** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more Revisions
      * const revisions = await prisma.revision.findMany()
      * ```
      */
    get revision(): Prisma.RevisionDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.pagePathHistory`: Exposes CRUD operations for the **PagePathHistory** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more PagePathHistories
      * const pagePathHistories = await prisma.pagePathHistory.findMany()
      * ```
      */
    get pagePathHistory(): Prisma.PagePathHistoryDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.spaceDocument`: Exposes CRUD operations for the **SpaceDocument** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more SpaceDocuments
      * const spaceDocuments = await prisma.spaceDocument.findMany()
      * ```
      */
    get spaceDocument(): Prisma.SpaceDocumentDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.revisionChunk`: Exposes CRUD operations for the **RevisionChunk** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more RevisionChunks
      * const revisionChunks = await prisma.revisionChunk.findMany()
      * ```
      */
    get revisionChunk(): Prisma.RevisionChunkDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.pageBody`: Exposes CRUD operations for the **PageBody** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more PageBodies
      * const pageBodies = await prisma.pageBody.findMany()
      * ```
      */
    get pageBody(): Prisma.PageBodyDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.blob`: Exposes CRUD operations for the **Blob** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more Blobs
      * const blobs = await prisma.blob.findMany()
      * ```
      */
    get blob(): Prisma.BlobDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.collectionTeamPermission`: Exposes CRUD operations for the **CollectionTeamPermission** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more CollectionTeamPermissions
      * const collectionTeamPermissions = await prisma.collectionTeamPermission.findMany()
      * ```
      */
    get collectionTeamPermission(): Prisma.CollectionTeamPermissionDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.collectionUserPermission`: Exposes CRUD operations for the **CollectionUserPermission** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more CollectionUserPermissions
      * const collectionUserPermissions = await prisma.collectionUserPermission.findMany()
      * ```
      */
    get collectionUserPermission(): Prisma.CollectionUserPermissionDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.spacePermission`: Exposes CRUD operations for the **SpacePermission** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more SpacePermissions
      * const spacePermissions = await prisma.spacePermission.findMany()
      * ```
      */
    get spacePermission(): Prisma.SpacePermissionDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.pageBodyLinks`: Exposes CRUD operations for the **PageBodyLinks** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more PageBodyLinks
      * const pageBodyLinks = await prisma.pageBodyLinks.findMany()
      * ```
      */
    get pageBodyLinks(): Prisma.PageBodyLinksDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.pageBodyReference`: Exposes CRUD operations for the **PageBodyReference** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more PageBodyReferences
      * const pageBodyReferences = await prisma.pageBodyReference.findMany()
      * ```
      */
    get pageBodyReference(): Prisma.PageBodyReferenceDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.changeRequest`: Exposes CRUD operations for the **ChangeRequest** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more ChangeRequests
      * const changeRequests = await prisma.changeRequest.findMany()
      * ```
      */
    get changeRequest(): Prisma.ChangeRequestDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.changeRequestContributor`: Exposes CRUD operations for the **ChangeRequestContributor** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more ChangeRequestContributors
      * const changeRequestContributors = await prisma.changeRequestContributor.findMany()
      * ```
      */
    get changeRequestContributor(): Prisma.ChangeRequestContributorDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.changeRequestReviewer`: Exposes CRUD operations for the **ChangeRequestReviewer** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more ChangeRequestReviewers
      * const changeRequestReviewers = await prisma.changeRequestReviewer.findMany()
      * ```
      */
    get changeRequestReviewer(): Prisma.ChangeRequestReviewerDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.changeRequestReview`: Exposes CRUD operations for the **ChangeRequestReview** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more ChangeRequestReviews
      * const changeRequestReviews = await prisma.changeRequestReview.findMany()
      * ```
      */
    get changeRequestReview(): Prisma.ChangeRequestReviewDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.comment`: Exposes CRUD operations for the **Comment** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more Comments
      * const comments = await prisma.comment.findMany()
      * ```
      */
    get comment(): Prisma.CommentDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.commentReply`: Exposes CRUD operations for the **CommentReply** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more CommentReplies
      * const commentReplies = await prisma.commentReply.findMany()
      * ```
      */
    get commentReply(): Prisma.CommentReplyDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.commentReaction`: Exposes CRUD operations for the **CommentReaction** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more CommentReactions
      * const commentReactions = await prisma.commentReaction.findMany()
      * ```
      */
    get commentReaction(): Prisma.CommentReactionDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.commentReplyReaction`: Exposes CRUD operations for the **CommentReplyReaction** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more CommentReplyReactions
      * const commentReplyReactions = await prisma.commentReplyReaction.findMany()
      * ```
      */
    get commentReplyReaction(): Prisma.CommentReplyReactionDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.outboxEvent`: Exposes CRUD operations for the **OutboxEvent** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more OutboxEvents
      * const outboxEvents = await prisma.outboxEvent.findMany()
      * ```
      */
    get outboxEvent(): Prisma.OutboxEventDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.processedEvent`: Exposes CRUD operations for the **ProcessedEvent** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more ProcessedEvents
      * const processedEvents = await prisma.processedEvent.findMany()
      * ```
      */
    get processedEvent(): Prisma.ProcessedEventDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.searchSpace`: Exposes CRUD operations for the **SearchSpace** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more SearchSpaces
      * const searchSpaces = await prisma.searchSpace.findMany()
      * ```
      */
    get searchSpace(): Prisma.SearchSpaceDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.searchPage`: Exposes CRUD operations for the **SearchPage** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more SearchPages
      * const searchPages = await prisma.searchPage.findMany()
      * ```
      */
    get searchPage(): Prisma.SearchPageDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.searchPageTerm`: Exposes CRUD operations for the **SearchPageTerm** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more SearchPageTerms
      * const searchPageTerms = await prisma.searchPageTerm.findMany()
      * ```
      */
    get searchPageTerm(): Prisma.SearchPageTermDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.searchPagePath`: Exposes CRUD operations for the **SearchPagePath** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more SearchPagePaths
      * const searchPagePaths = await prisma.searchPagePath.findMany()
      * ```
      */
    get searchPagePath(): Prisma.SearchPagePathDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.searchSection`: Exposes CRUD operations for the **SearchSection** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more SearchSections
      * const searchSections = await prisma.searchSection.findMany()
      * ```
      */
    get searchSection(): Prisma.SearchSectionDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.importRun`: Exposes CRUD operations for the **ImportRun** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more ImportRuns
      * const importRuns = await prisma.importRun.findMany()
      * ```
      */
    get importRun(): Prisma.ImportRunDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.importRunPage`: Exposes CRUD operations for the **ImportRunPage** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more ImportRunPages
      * const importRunPages = await prisma.importRunPage.findMany()
      * ```
      */
    get importRunPage(): Prisma.ImportRunPageDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.sourceBlob`: Exposes CRUD operations for the **SourceBlob** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more SourceBlobs
      * const sourceBlobs = await prisma.sourceBlob.findMany()
      * ```
      */
    get sourceBlob(): Prisma.SourceBlobDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.computedPageSource`: Exposes CRUD operations for the **ComputedPageSource** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more ComputedPageSources
      * const computedPageSources = await prisma.computedPageSource.findMany()
      * ```
      */
    get computedPageSource(): Prisma.ComputedPageSourceDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.sourceWrite`: Exposes CRUD operations for the **SourceWrite** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more SourceWrites
      * const sourceWrites = await prisma.sourceWrite.findMany()
      * ```
      */
    get sourceWrite(): Prisma.SourceWriteDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.gitOperation`: Exposes CRUD operations for the **GitOperation** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more GitOperations
      * const gitOperations = await prisma.gitOperation.findMany()
      * ```
      */
    get gitOperation(): Prisma.GitOperationDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.spaceGitSync`: Exposes CRUD operations for the **SpaceGitSync** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more SpaceGitSyncs
      * const spaceGitSyncs = await prisma.spaceGitSync.findMany()
      * ```
      */
    get spaceGitSync(): Prisma.SpaceGitSyncDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.openAPISpec`: Exposes CRUD operations for the **OpenAPISpec** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more OpenAPISpecs
      * const openAPISpecs = await prisma.openAPISpec.findMany()
      * ```
      */
    get openAPISpec(): Prisma.OpenAPISpecDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
    /**
     * `prisma.openAPISpecVersion`: Exposes CRUD operations for the **OpenAPISpecVersion** model.
      * Example usage:
      * ```ts
      * // Fetch zero or more OpenAPISpecVersions
      * const openAPISpecVersions = await prisma.openAPISpecVersion.findMany()
      * ```
      */
    get openAPISpecVersion(): Prisma.OpenAPISpecVersionDelegate<ExtArgs, {
        omit: OmitOpts;
    }>;
}
export declare function getPrismaClientClass(): PrismaClientConstructor;
