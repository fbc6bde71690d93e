import { contentV1 } from '@quire/proto';
import { ClientError, Status } from 'nice-grpc';
import { EgressError } from '../egress/egress';
import { toEgressError } from '../egress/guard';
import { redactSecrets } from '../egress/redact';
import { JobError, type JobContext, type JobHandler } from '../jobs/job';
import { parseOpenAPISource, type ParseOptions, type ParseOutcome, type SpecProblem } from './parse';

const { OpenAPISpecProcessingErrorCode: ErrorCode } = contentV1;

/**
 * The `openapi-fetch` job (docs/outside-sources.md, "OpenAPI specifications"): one version of
 * an OpenAPI spec. Content gives the source (GetSpecVersionSource); a URL is fetched through
 * the egress guard with a size cap and a time limit; the text is parsed and validated
 * (./parse.ts); the result goes back to content (RecordSpecVersionResult).
 *
 * - An invalid document is a result, not a failure of the job: it is recorded (PARSE_ERROR,
 *   every problem with its place) and the job ends.
 * - A timeout or a network error may pass: the job is retried by the queue, and the spec stays
 *   `progress` meanwhile; the last attempt records FETCH_TIMEOUT / FETCH_ERROR before failing.
 * - What another attempt cannot change (an address the guard refuses, a 404, a document over
 *   the cap, too many redirects) is recorded as FETCH_ERROR at once and fails the job.
 */

export type OpenAPIFetchSettings = {
  /** Largest document fetched from a URL (content's cap on a text source is the same). */
  maxBytes: number;
  /** Total time of the fetch, redirects and body included. */
  timeoutMs: number;
  parse?: ParseOptions;
};

export const OPENAPI_FETCH_DEFAULTS: OpenAPIFetchSettings = { maxBytes: 10 * 1024 * 1024, timeoutMs: 60_000 };

type FetchFailure = { errorCode: contentV1.OpenAPISpecProcessingErrorCode; jobCode: string; message: string; retryable: boolean };

type Fetched = { body: Buffer } | { failure: FetchFailure };

const MIB = 1024 * 1024;

/** Statuses a later attempt may not get again. */
const isTransientStatus = (status: number) => status === 408 || status === 425 || status === 429 || status >= 500;

/** Text content can store: NUL and lone surrogates replaced. */
// PostgreSQL cannot store NUL.
const storable = (text: string) => text.replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function failureOf(error: EgressError, settings: OpenAPIFetchSettings): FetchFailure {
  const message = redactSecrets(error.message);
  switch (error.code) {
    case 'FETCH_TIMEOUT':
      return { errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_TIMEOUT, jobCode: 'FETCH_TIMEOUT', message, retryable: true };
    case 'FETCH_ERROR':
      return { errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_ERROR, jobCode: 'FETCH_ERROR', message, retryable: true };
    case 'EGRESS_REFUSED':
      return {
        errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_ERROR,
        jobCode: 'EGRESS_REFUSED',
        message: `the URL's address is not reachable from Quire (private, loopback or metadata addresses are refused): ${message}`,
        retryable: false,
      };
    case 'TOO_LARGE':
      return {
        errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_ERROR,
        jobCode: 'TOO_LARGE',
        message: `the document is larger than ${Math.round((settings.maxBytes / MIB) * 100) / 100} MiB`,
        retryable: false,
      };
    default:
      return { errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_ERROR, jobCode: error.code, message, retryable: false };
  }
}

async function fetchSource(context: JobContext, url: string, settings: OpenAPIFetchSettings): Promise<Fetched> {
  let response;
  try {
    response = await context.egress.fetch(url, {
      headers: { accept: 'application/json, application/yaml, application/x-yaml, text/yaml, text/plain;q=0.9, */*;q=0.8' },
      maxBytes: settings.maxBytes,
      timeoutMs: settings.timeoutMs,
      signal: context.signal,
    });
  } catch (error) {
    const mapped = toEgressError(error, url);
    // The job's own abort (the worker stops, the time limit) and bugs are the queue's to handle.
    if (!(mapped instanceof EgressError) || context.signal.aborted) throw error;
    return { failure: failureOf(mapped, settings) };
  }
  if (response.status < 200 || response.status > 299) {
    return {
      failure: {
        errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_ERROR,
        jobCode: 'FETCH_ERROR',
        message: `the server answered HTTP ${response.status}`,
        retryable: isTransientStatus(response.status),
      },
    };
  }
  return { body: response.body };
}

/** The source's text; undefined when it is not UTF-8 (what JSON requires, and every YAML spec is written in). */
function decodeText(body: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return undefined;
  }
}

const toError = (problem: SpecProblem): contentV1.OpenAPISpecProcessingError => ({
  message: storable(problem.message),
  code: problem.code,
  pointer: storable(problem.pointer).slice(0, 2048),
  line: problem.line,
  column: problem.column,
});

export function createOpenAPIFetchHandler(settings: OpenAPIFetchSettings = OPENAPI_FETCH_DEFAULTS): JobHandler {
  return async (job, context) => {
    let source: contentV1.GetSpecVersionSourceResponse;
    try {
      source = await context.content.openapiSpecs.getSpecVersionSource({ versionId: job.jobId }, { signal: context.signal });
    } catch (error) {
      if (error instanceof ClientError && error.code === Status.NOT_FOUND) {
        context.logger.info('the OpenAPI spec was deleted: nothing to process');
        return;
      }
      throw error;
    }
    if (source.superseded || source.processed) {
      context.logger.info({ superseded: source.superseded, processed: source.processed }, 'the OpenAPI spec version needs no processing');
      return;
    }
    const log = context.logger.child({ specId: source.specId, version: source.number });

    let text: string | undefined = source.text;
    if (source.url !== undefined) {
      const fetched = await fetchSource(context, source.url, settings);
      if ('failure' in fetched) {
        const { failure } = fetched;
        // Another attempt may succeed: the spec stays `progress` until the last one.
        if (failure.retryable && !context.finalAttempt) throw new JobError(failure.jobCode, failure.message, true);
        await record(context, {
          versionId: source.versionId,
          ok: false,
          errorCode: failure.errorCode,
          errors: [{ message: storable(failure.message), code: 'fetch', pointer: '', line: 0, column: 0 }],
          document: '',
          openapiVersion: '',
        });
        log.info({ code: failure.jobCode }, 'OpenAPI spec version could not be fetched');
        throw new JobError(failure.jobCode, failure.message, failure.retryable);
      }
      text = decodeText(fetched.body);
    }

    context.heartbeat();
    const outcome: ParseOutcome =
      text === undefined
        ? { ok: false, problems: [{ message: 'the document is not UTF-8 text', code: 'syntax', pointer: '', line: 0, column: 0 }] }
        : await parseOpenAPISource(text, settings.parse);
    context.heartbeat();
    if (outcome.ok) {
      await record(context, { versionId: source.versionId, ok: true, errorCode: 0, errors: [], document: outcome.document, openapiVersion: outcome.openapiVersion });
      log.info({ openapi: outcome.openapiVersion }, 'OpenAPI spec version recorded as valid');
      return;
    }
    await record(context, {
      versionId: source.versionId,
      ok: false,
      errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_PARSE_ERROR,
      errors: outcome.problems.map(toError),
      document: '',
      openapiVersion: '',
    });
    log.info({ problems: outcome.problems.length }, 'OpenAPI spec version recorded as invalid');
  };
}

/** Sends a result to content. A spec deleted meanwhile has nothing to record it on: done. */
async function record(context: JobContext, request: contentV1.RecordSpecVersionResultRequest): Promise<void> {
  try {
    await context.content.openapiSpecs.recordSpecVersionResult(request, { signal: context.signal });
  } catch (error) {
    if (error instanceof ClientError && error.code === Status.NOT_FOUND) {
      context.logger.info('the OpenAPI spec was deleted before its result was recorded');
      return;
    }
    throw error;
  }
}

export const openapiFetchHandler = createOpenAPIFetchHandler();
