import type { contentV1 } from '@quire/proto';
import { notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import type { OpenAPISpecErrorCode } from '../../generated/prisma/enums';
import { ZId } from '../../lib/validation';
import { versionResultRecorder, type VersionResult } from '../commands/version-result-recorder';
import { ERROR_CODE } from '../presenter';
import { MAX_DOCUMENT_BYTES, MAX_RECORDED_ERRORS, ZStoredSpecError } from '../validation';

const ZRecordSpecVersionResultRequest = z
  .object({
    versionId: ZId,
    ok: z.boolean(),
    errorCode: z.number().int(),
    errors: z.array(ZStoredSpecError).max(MAX_RECORDED_ERRORS),
    document: z.string(),
    openapiVersion: z.string().max(32),
  })
  .transform((request, context): VersionResult => {
    if (request.ok) {
      if (Buffer.byteLength(request.document, 'utf8') > MAX_DOCUMENT_BYTES) {
        context.addIssue({ code: 'custom', path: ['document'], message: `must be at most ${MAX_DOCUMENT_BYTES} bytes` });
        return z.NEVER;
      }
      if (!isJsonObject(request.document)) {
        context.addIssue({ code: 'custom', path: ['document'], message: 'must be a JSON object' });
        return z.NEVER;
      }
      if (!/^3\.[01]\.\d+/.test(request.openapiVersion)) {
        context.addIssue({ code: 'custom', path: ['openapiVersion'], message: 'must be an OpenAPI 3.0 or 3.1 version' });
        return z.NEVER;
      }
      return { versionId: request.versionId, ok: true, document: request.document, openapiVersion: request.openapiVersion, errors: request.errors };
    }
    const errorCode = (Object.keys(ERROR_CODE) as OpenAPISpecErrorCode[]).find((code) => ERROR_CODE[code] === request.errorCode);
    if (!errorCode) {
      context.addIssue({ code: 'custom', path: ['errorCode'], message: 'must be set when the version is not ok' });
      return z.NEVER;
    }
    return { versionId: request.versionId, ok: false, errorCode, errors: request.errors };
  });

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** For the git-worker: a version's outcome (see versionResultRecorder). Takes no principal. */
export async function recordSpecVersionResult(
  ctx: ContentContext,
  request: contentV1.RecordSpecVersionResultRequest,
  _callContext: CallContext,
): Promise<contentV1.RecordSpecVersionResultResponse> {
  const result = parseRequest(ZRecordSpecVersionResultRequest, request);
  const recorded = await versionResultRecorder(ctx.db, result);
  if (!recorded) throw notFound('No such OpenAPI specification version');
  return recorded;
}
