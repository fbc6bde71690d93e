import { MARKDOWN_WORKER_FILE, plainTextDocument, type JSONDocument, type MarkdownTask, type MarkdownTaskResult } from '@quire/documents';
import { invalidArgument, ServerError, Status } from '@quire/shared';
import { z } from 'zod';
import { BudgetExceededError, PoolBusyError, WorkerPool } from './worker-pool';

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

export const DEFAULT_PARSE_BUDGET_MS = 3000;
export const DEFAULT_PARSE_WORKERS = 2;

/** CONTENT_PARSE_BUDGET_MS, as main.ts reads it: ms one body's parse may take. */
export const parseBudgetMsConfig = z.coerce
  .number({ error: 'must be a number of ms' })
  .int({ error: 'must be a whole number of ms' })
  .min(100, { error: 'must be at least 100 (ms)' })
  .max(60_000, { error: 'must be at most 60000 (ms)' })
  .default(DEFAULT_PARSE_BUDGET_MS);

/** CONTENT_PARSE_WORKERS, as main.ts reads it: worker threads parsing at once. */
export const parseWorkersConfig = z.coerce
  .number({ error: 'must be a number of threads' })
  .int({ error: 'must be a whole number of threads' })
  .min(1, { error: 'must be at least 1' })
  .max(64, { error: 'must be at most 64' })
  .default(DEFAULT_PARSE_WORKERS);

export type ParseSettings = { budgetMs: number; workers: number };

/**
 * A worker's V8 heap: a 1 MiB body's tree and document take some tens of MiB; a text that
 * needs far more ends its worker instead of the process.
 */
const WORKER_HEAP_MB = 256;

let settings: ParseSettings = { budgetMs: DEFAULT_PARSE_BUDGET_MS, workers: DEFAULT_PARSE_WORKERS };
let pool: WorkerPool<MarkdownTaskResult> | undefined;

/** Sets the budget and the number of workers (the process's last started service wins); ends the workers of the previous settings. */
export function configureMarkdownParsing(next: Partial<ParseSettings>): void {
  settings = { ...settings, ...next };
  void pool?.close();
  pool = undefined;
}

/** Ends the workers (a service stopping); the next parse starts new ones. */
export async function closeMarkdownParsing(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}

export const markdownParseSettings = (): ParseSettings => ({ ...settings });

const parsePool = (): WorkerPool<MarkdownTaskResult> =>
  (pool ??= new WorkerPool<MarkdownTaskResult>({
    filename: MARKDOWN_WORKER_FILE,
    size: settings.workers,
    budgetMs: settings.budgetMs,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  }));

/** Why a body was not parsed: a structural limit, the time budget, or the worker's failure. */
export class MarkdownParseRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'limit' | 'budget' | 'failed' | 'busy',
  ) {
    super(message);
    this.name = 'MarkdownParseRefused';
  }
}

export type ParseOptions = Omit<MarkdownTask, 'markdown'>;

/** The document of `markdown`, parsed in the pool; MarkdownParseRefused when it cannot be within the limits and the budget. */
export async function parseMarkdownDocument(markdown: string, options: ParseOptions = {}): Promise<JSONDocument> {
  let result: MarkdownTaskResult;
  try {
    result = await parsePool().run({ ...options, markdown } satisfies MarkdownTask);
  } catch (error) {
    if (error instanceof BudgetExceededError) {
      throw new MarkdownParseRefused(`it takes longer than ${error.budgetMs} ms to parse (limit CONTENT_PARSE_BUDGET_MS): split it into smaller pages`, 'budget');
    }
    if (error instanceof PoolBusyError) throw new MarkdownParseRefused('too many pages are being parsed at once', 'busy');
    // The worker's own message (a stack overflow, its heap limit) says nothing useful to a writer.
    throw new MarkdownParseRefused(`it cannot be parsed within the parser's memory and stack limits`, 'failed');
  }
  if ('violation' in result) throw new MarkdownParseRefused(result.violation.message, 'limit');
  return JSON.parse(result.document) as JSONDocument;
}

/**
 * For a read: the document of a stored body, or its plain-text form when it cannot be parsed
 * within the limits and the budget. Never throws.
 */
export async function documentForReading(markdown: string, options: ParseOptions = {}): Promise<JSONDocument> {
  try {
    return await parseMarkdownDocument(markdown, options);
  } catch (error) {
    if (error instanceof MarkdownParseRefused) return plainTextDocument(markdown);
    throw error;
  }
}

/**
 * The documents of several bodies by key (a body hash), for presenters. A request queues at most
 * two bodies per worker at a time, so that one request for a large subtree neither fills the
 * pool's queue nor makes every other request wait behind all of it.
 */
export async function documentsForReading(bodies: ReadonlyMap<string, string>, options: ParseOptions = {}): Promise<Map<string, JSONDocument>> {
  const documents = new Map<string, JSONDocument>();
  const entries = [...bodies];
  let next = 0;
  const lane = async (): Promise<void> => {
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
export async function checkMarkdownForWrite(field: string, markdown: string): Promise<void> {
  try {
    await parseMarkdownDocument(markdown);
  } catch (error) {
    if (!(error instanceof MarkdownParseRefused)) throw error;
    if (error.reason === 'busy') throw new ServerError(Status.UNAVAILABLE, 'Too many pages are being parsed at once; try again shortly');
    throw invalidArgument(`${field}: ${error.message}`);
  }
}
