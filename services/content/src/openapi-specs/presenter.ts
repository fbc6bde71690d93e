import { contentV1 } from '@quire/proto';
import { enumMapping } from '@quire/shared';
import type { OpenAPISpecErrorCode, OpenAPISpecProcessingState, OpenAPISpecVisibility } from '../generated/prisma/enums';
import type { PublicUrls } from '../lib/urls';
import type { SpecAbilities } from './policy';
import type { SpecRow } from './queries';
import { storedErrorsOf, type StoredSpecError } from './validation';

const STATE: Record<OpenAPISpecProcessingState, contentV1.OpenAPISpecProcessingState> = {
  pending: contentV1.OpenAPISpecProcessingState.OPEN_API_SPEC_PROCESSING_STATE_PENDING,
  progress: contentV1.OpenAPISpecProcessingState.OPEN_API_SPEC_PROCESSING_STATE_PROGRESS,
  complete: contentV1.OpenAPISpecProcessingState.OPEN_API_SPEC_PROCESSING_STATE_COMPLETE,
};

export const VISIBILITY = enumMapping<OpenAPISpecVisibility, contentV1.OpenAPISpecVisibility>({
  private: contentV1.OpenAPISpecVisibility.OPEN_API_SPEC_VISIBILITY_PRIVATE,
  public: contentV1.OpenAPISpecVisibility.OPEN_API_SPEC_VISIBILITY_PUBLIC,
});

export const ERROR_CODE: Record<OpenAPISpecErrorCode, contentV1.OpenAPISpecProcessingErrorCode> = {
  FETCH_TIMEOUT: contentV1.OpenAPISpecProcessingErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_TIMEOUT,
  FETCH_ERROR: contentV1.OpenAPISpecProcessingErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_ERROR,
  PARSE_ERROR: contentV1.OpenAPISpecProcessingErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_PARSE_ERROR,
};

const segment = encodeURIComponent;

/** The spec's URL in the API (also the base of its published URL). */
export const specLocation = (urls: PublicUrls, organizationId: string, slug: string): string =>
  `${urls.publicUrl}/v1/orgs/${segment(organizationId)}/openapi/${segment(slug)}`;

/** A stored error as GitBook's "OpenAPIErrorObject": where it is goes into the message, which is all a client shows. */
export function presentSpecError(error: StoredSpecError): contentV1.OpenAPIErrorObject {
  const place = [
    error.pointer ? `at ${error.pointer}` : '',
    error.line > 0 ? `line ${error.line}${error.column > 0 ? `, column ${error.column}` : ''}` : '',
  ].filter((part) => part !== '');
  return { message: place.length > 0 ? `${error.message} (${place.join(', ')})` : error.message, code: error.code || undefined };
}

/**
 * GitBook "OpenAPISpec". The processing fields describe the latest version; `urls.published`
 * is set only for a public spec with a valid version (what GetPublishedOpenAPISpec serves).
 */
export function presentSpec(row: SpecRow, abilities: SpecAbilities, urls: PublicUrls): contentV1.OpenAPISpec {
  const location = specLocation(urls, row.organizationId, row.slug);
  return {
    object: 'openapi-spec',
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    slug: row.slug,
    sourceUrl: row.sourceUrl ?? undefined,
    processingState: STATE[row.processingState],
    visibility: VISIBILITY.toProto[row.visibility],
    lastVersion: row.lastVersionId ?? undefined,
    lastProcessedAt: row.lastProcessedAt ?? undefined,
    lastProcessErrorCode: row.lastProcessErrorCode
      ? ERROR_CODE[row.lastProcessErrorCode]
      : contentV1.OpenAPISpecProcessingErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_UNSPECIFIED,
    lastProcessedErrors: storedErrorsOf(row.lastProcessedErrors).map(presentSpecError),
    permissions: { view: abilities.view, edit: abilities.edit },
    urls: {
      location,
      app: `${urls.appUrl}/o/${segment(row.organizationId)}/openapi/${segment(row.slug)}`,
      published: row.visibility === 'public' && row.validVersionId !== null ? `${location}/published` : undefined,
    },
  };
}
