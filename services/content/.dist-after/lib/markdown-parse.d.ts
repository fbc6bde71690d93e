import { type JSONDocument, type MarkdownTask } from '@quire/documents';
import { z } from 'zod';
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
export declare const DEFAULT_PARSE_BUDGET_MS = 3000;
export declare const DEFAULT_PARSE_WORKERS = 2;
/** CONTENT_PARSE_BUDGET_MS, as main.ts reads it: ms one body's parse may take. */
export declare const parseBudgetMsConfig: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
/** CONTENT_PARSE_WORKERS, as main.ts reads it: worker threads parsing at once. */
export declare const parseWorkersConfig: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
export type ParseSettings = {
    budgetMs: number;
    workers: number;
};
/** Sets the budget and the number of workers (the process's last started service wins); ends the workers of the previous settings. */
export declare function configureMarkdownParsing(next: Partial<ParseSettings>): void;
/** Ends the workers (a service stopping); the next parse starts new ones. */
export declare function closeMarkdownParsing(): Promise<void>;
export declare const markdownParseSettings: () => ParseSettings;
/** Why a body was not parsed: a structural limit, the time budget, or the worker's failure. */
export declare class MarkdownParseRefused extends Error {
    readonly reason: 'limit' | 'budget' | 'failed' | 'busy';
    constructor(message: string, reason: 'limit' | 'budget' | 'failed' | 'busy');
}
export type ParseOptions = Omit<MarkdownTask, 'markdown'>;
/** The document of `markdown`, parsed in the pool; MarkdownParseRefused when it cannot be within the limits and the budget. */
export declare function parseMarkdownDocument(markdown: string, options?: ParseOptions): Promise<JSONDocument>;
/**
 * For a read: the document of a stored body, or its plain-text form when it cannot be parsed
 * within the limits and the budget. Never throws.
 */
export declare function documentForReading(markdown: string, options?: ParseOptions): Promise<JSONDocument>;
/**
 * The documents of several bodies by key (a body hash), for presenters. A request queues at most
 * two bodies per worker at a time, so that one request for a large subtree neither fills the
 * pool's queue nor makes every other request wait behind all of it.
 */
export declare function documentsForReading(bodies: ReadonlyMap<string, string>, options?: ParseOptions): Promise<Map<string, JSONDocument>>;
/**
 * For a write: refuses a body over a structural limit or the time budget with INVALID_ARGUMENT
 * `"<field>: ..."` naming the limit (UNAVAILABLE when the pool is saturated). The parse also
 * leaves the document in a worker's cache for the first read.
 */
export declare function checkMarkdownForWrite(field: string, markdown: string): Promise<void>;
