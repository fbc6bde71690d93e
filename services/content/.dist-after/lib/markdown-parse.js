"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MarkdownParseRefused = exports.markdownParseSettings = exports.parseWorkersConfig = exports.parseBudgetMsConfig = exports.DEFAULT_PARSE_WORKERS = exports.DEFAULT_PARSE_BUDGET_MS = void 0;
exports.configureMarkdownParsing = configureMarkdownParsing;
exports.closeMarkdownParsing = closeMarkdownParsing;
exports.parseMarkdownDocument = parseMarkdownDocument;
exports.documentForReading = documentForReading;
exports.documentsForReading = documentsForReading;
exports.checkMarkdownForWrite = checkMarkdownForWrite;
const documents_1 = require("@quire/documents");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const worker_pool_1 = require("./worker-pool");
/**
 * Every Markdown parse of content runs here (docs/content-core.md, "Parsing Markdown"), in a
 * pool of worker threads with a time budget per body: first the structural limits of
 * @quire/documents (`checkMarkdownLimits`, one linear scan), then the parse itself. The event loop never
 * parses: a body that is slow to parse costs one worker thread at most the budget, and every
 * other request goes on meanwhile.
 *
 * Writing a body over a limit or the budget is refused (INVALID_ARGUMENT naming the limit).
 * Reading one (a body stored before the limits, or one a busier machine parses more slowly)
 * gives its plain-text form: one paragraph of the raw text.
 */
exports.DEFAULT_PARSE_BUDGET_MS = 3000;
exports.DEFAULT_PARSE_WORKERS = 2;
/** CONTENT_PARSE_BUDGET_MS, as main.ts reads it: ms one body's parse may take. */
exports.parseBudgetMsConfig = zod_1.z.coerce
    .number({ error: 'must be a number of ms' })
    .int({ error: 'must be a whole number of ms' })
    .min(100, { error: 'must be at least 100 (ms)' })
    .max(60_000, { error: 'must be at most 60000 (ms)' })
    .default(exports.DEFAULT_PARSE_BUDGET_MS);
/** CONTENT_PARSE_WORKERS, as main.ts reads it: worker threads parsing at once. */
exports.parseWorkersConfig = zod_1.z.coerce
    .number({ error: 'must be a number of threads' })
    .int({ error: 'must be a whole number of threads' })
    .min(1, { error: 'must be at least 1' })
    .max(64, { error: 'must be at most 64' })
    .default(exports.DEFAULT_PARSE_WORKERS);
/**
 * A worker's V8 heap: a 1 MiB body's tree and document take some tens of MiB; a text that
 * needs far more ends its worker instead of the process.
 */
const WORKER_HEAP_MB = 256;
let settings = { budgetMs: exports.DEFAULT_PARSE_BUDGET_MS, workers: exports.DEFAULT_PARSE_WORKERS };
let pool;
/** Sets the budget and the number of workers (the process's last started service wins); ends the workers of the previous settings. */
function configureMarkdownParsing(next) {
    settings = { ...settings, ...next };
    void pool?.close();
    pool = undefined;
}
/** Ends the workers (a service stopping); the next parse starts new ones. */
async function closeMarkdownParsing() {
    const closing = pool;
    pool = undefined;
    await closing?.close();
}
const markdownParseSettings = () => ({ ...settings });
exports.markdownParseSettings = markdownParseSettings;
const parsePool = () => (pool ??= new worker_pool_1.WorkerPool({
    filename: documents_1.MARKDOWN_WORKER_FILE,
    size: settings.workers,
    budgetMs: settings.budgetMs,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
}));
/** Why a body was not parsed: a structural limit, the time budget, or the worker's failure. */
class MarkdownParseRefused extends Error {
    reason;
    constructor(message, reason) {
        super(message);
        this.reason = reason;
        this.name = 'MarkdownParseRefused';
    }
}
exports.MarkdownParseRefused = MarkdownParseRefused;
/** The document of `markdown`, parsed in the pool; MarkdownParseRefused when it cannot be within the limits and the budget. */
async function parseMarkdownDocument(markdown, options = {}) {
    let result;
    try {
        result = await parsePool().run({ ...options, markdown });
    }
    catch (error) {
        if (error instanceof worker_pool_1.BudgetExceededError) {
            throw new MarkdownParseRefused(`it takes longer than ${error.budgetMs} ms to parse (limit CONTENT_PARSE_BUDGET_MS): split it into smaller pages`, 'budget');
        }
        if (error instanceof worker_pool_1.PoolBusyError)
            throw new MarkdownParseRefused('too many pages are being parsed at once', 'busy');
        // The worker's own message (a stack overflow, its heap limit) says nothing useful to a writer.
        throw new MarkdownParseRefused(`it cannot be parsed within the parser's memory and stack limits`, 'failed');
    }
    if ('violation' in result)
        throw new MarkdownParseRefused(result.violation.message, 'limit');
    return JSON.parse(result.document);
}
/**
 * For a read: the document of a stored body, or its plain-text form when it cannot be parsed
 * within the limits and the budget. Never throws.
 */
async function documentForReading(markdown, options = {}) {
    try {
        return await parseMarkdownDocument(markdown, options);
    }
    catch (error) {
        if (error instanceof MarkdownParseRefused)
            return (0, documents_1.plainTextDocument)(markdown);
        throw error;
    }
}
/**
 * The documents of several bodies by key (a body hash), for presenters. A request queues at most
 * two bodies per worker at a time, so that one request for a large subtree neither fills the
 * pool's queue nor makes every other request wait behind all of it.
 */
async function documentsForReading(bodies, options = {}) {
    const documents = new Map();
    const entries = [...bodies];
    let next = 0;
    const lane = async () => {
        while (next < entries.length) {
            const [key, markdown] = entries[next++];
            documents.set(key, await documentForReading(markdown, options));
        }
    };
    await Promise.all(Array.from({ length: Math.min(entries.length, 2 * settings.workers) }, lane));
    return documents;
}
/**
 * For a write: refuses a body over a structural limit or the time budget with INVALID_ARGUMENT
 * `"<field>: ..."` naming the limit (UNAVAILABLE when the pool is saturated). The parse also
 * leaves the document in a worker's cache for the first read.
 */
async function checkMarkdownForWrite(field, markdown) {
    try {
        await parseMarkdownDocument(markdown);
    }
    catch (error) {
        if (!(error instanceof MarkdownParseRefused))
            throw error;
        if (error.reason === 'busy')
            throw new shared_1.ServerError(shared_1.Status.UNAVAILABLE, 'Too many pages are being parsed at once; try again shortly');
        throw (0, shared_1.invalidArgument)(`${field}: ${error.message}`);
    }
}
//# sourceMappingURL=markdown-parse.js.map