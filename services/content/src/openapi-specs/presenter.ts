import { contentV1 } from '@quire/proto';
import { enumMapping } from '@quire/shared';
import type { OpenAPISpecErrorCode, OpenAPISpecProcessingState, OpenAPISpecVisibility } from '../generated/prisma/enums';
import type { PublicUrls } from '../lib/urls';
import type { SpecAbilities } from './policy';
import type { SpecRow, VersionRow } from './queries';
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

/** A version's URL in the API. */
export const versionLocation = (urls: PublicUrls, spec: Pick<SpecRow, 'organizationId' | 'slug'>, versionId: string): string =>
  `${specLocation(urls, spec.organizationId, spec.slug)}/versions/${segment(versionId)}`;

/** GitBook "URL" (len ..2048). */
const MAX_URL_LENGTH = 2048;

/**
 * Where a version's document is: the URL it was fetched from (as the URL parser writes it, so
 * that it is a URI even when it was given with spaces or non-ASCII characters), or, for a text
 * source, the version's content in the API.
 */
export function versionUrl(urls: PublicUrls, spec: Pick<SpecRow, 'organizationId' | 'slug'>, version: Pick<VersionRow, 'id' | 'sourceUrl'>): string {
  if (version.sourceUrl !== null && URL.canParse(version.sourceUrl)) {
    const href = new URL(version.sourceUrl).href;
    if (href.length <= MAX_URL_LENGTH) return href;
  }
  return `${versionLocation(urls, spec, version.id)}/content`;
}

/** GitBook "OpenAPISpecVersion". */
export function presentVersion(version: VersionRow, spec: Pick<SpecRow, 'organizationId' | 'slug'>, urls: PublicUrls): contentV1.OpenAPISpecVersion {
  return {
    object: 'openapi-spec-version',
    id: version.id,
    createdAt: version.createdAt,
    url: versionUrl(urls, spec, version),
    urls: { location: versionLocation(urls, spec, version.id) },
  };
}

/** The one file of a version's filesystem: Quire's documents are self-contained (no external `$ref`). */
export const SPEC_FILE_NAME = 'openapi.json';

/**
 * GitBook "OpenAPISpecContent" as JSON, built around the stored document without parsing it
 * (it is a JSON object, checked when it was recorded). `filesystem` must be a JSON object (the
 * contract's `type: object`), so GitBook's list of file entries (`{dir, isEntrypoint,
 * references, filename, specification}`, @gitbook/openapi-parser's Filesystem) is keyed by
 * file name: `Object.values(filesystem)` is that list. The specification is the document as
 * stored: bundled, internal `$ref`s kept.
 */
export function presentVersionContent(document: string, url: string): Buffer {
  const entry = `{"dir":".","isEntrypoint":true,"references":[],"filename":${JSON.stringify(SPEC_FILE_NAME)},"specification":`;
  return Buffer.from(`{"filesystem":{${JSON.stringify(SPEC_FILE_NAME)}:${entry}${document}}},"url":${JSON.stringify(url)}}`, 'utf8');
}
