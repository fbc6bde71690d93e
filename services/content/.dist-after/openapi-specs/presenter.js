"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SPEC_FILE_NAME = exports.versionLocation = exports.specLocation = exports.ERROR_CODE = exports.VISIBILITY = void 0;
exports.presentSpecError = presentSpecError;
exports.presentSpec = presentSpec;
exports.versionUrl = versionUrl;
exports.presentVersion = presentVersion;
exports.presentVersionContent = presentVersionContent;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const validation_1 = require("./validation");
const STATE = {
    pending: proto_1.contentV1.OpenAPISpecProcessingState.OPEN_API_SPEC_PROCESSING_STATE_PENDING,
    progress: proto_1.contentV1.OpenAPISpecProcessingState.OPEN_API_SPEC_PROCESSING_STATE_PROGRESS,
    complete: proto_1.contentV1.OpenAPISpecProcessingState.OPEN_API_SPEC_PROCESSING_STATE_COMPLETE,
};
exports.VISIBILITY = (0, shared_1.enumMapping)({
    private: proto_1.contentV1.OpenAPISpecVisibility.OPEN_API_SPEC_VISIBILITY_PRIVATE,
    public: proto_1.contentV1.OpenAPISpecVisibility.OPEN_API_SPEC_VISIBILITY_PUBLIC,
});
exports.ERROR_CODE = {
    FETCH_TIMEOUT: proto_1.contentV1.OpenAPISpecProcessingErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_TIMEOUT,
    FETCH_ERROR: proto_1.contentV1.OpenAPISpecProcessingErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_ERROR,
    PARSE_ERROR: proto_1.contentV1.OpenAPISpecProcessingErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_PARSE_ERROR,
};
const segment = encodeURIComponent;
/** The spec's URL in the API (also the base of its published URL). */
const specLocation = (urls, organizationId, slug) => `${urls.publicUrl}/v1/orgs/${segment(organizationId)}/openapi/${segment(slug)}`;
exports.specLocation = specLocation;
/** A stored error as GitBook's "OpenAPIErrorObject": where it is goes into the message, which is all a client shows. */
function presentSpecError(error) {
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
function presentSpec(row, abilities, urls) {
    const location = (0, exports.specLocation)(urls, row.organizationId, row.slug);
    return {
        object: 'openapi-spec',
        id: row.id,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        slug: row.slug,
        sourceUrl: row.sourceUrl ?? undefined,
        processingState: STATE[row.processingState],
        visibility: exports.VISIBILITY.toProto[row.visibility],
        lastVersion: row.lastVersionId ?? undefined,
        lastProcessedAt: row.lastProcessedAt ?? undefined,
        lastProcessErrorCode: row.lastProcessErrorCode
            ? exports.ERROR_CODE[row.lastProcessErrorCode]
            : proto_1.contentV1.OpenAPISpecProcessingErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_UNSPECIFIED,
        lastProcessedErrors: (0, validation_1.storedErrorsOf)(row.lastProcessedErrors).map(presentSpecError),
        permissions: { view: abilities.view, edit: abilities.edit },
        urls: {
            location,
            app: `${urls.appUrl}/o/${segment(row.organizationId)}/openapi/${segment(row.slug)}`,
            published: row.visibility === 'public' && row.validVersionId !== null ? `${location}/published` : undefined,
        },
    };
}
/** A version's URL in the API. */
const versionLocation = (urls, spec, versionId) => `${(0, exports.specLocation)(urls, spec.organizationId, spec.slug)}/versions/${segment(versionId)}`;
exports.versionLocation = versionLocation;
/** GitBook "URL" (len ..2048). */
const MAX_URL_LENGTH = 2048;
/**
 * Where a version's document is: the URL it was fetched from (as the URL parser writes it, so
 * that it is a URI even when it was given with spaces or non-ASCII characters), or, for a text
 * source, the version's content in the API.
 */
function versionUrl(urls, spec, version) {
    if (version.sourceUrl !== null && URL.canParse(version.sourceUrl)) {
        const href = new URL(version.sourceUrl).href;
        if (href.length <= MAX_URL_LENGTH)
            return href;
    }
    return `${(0, exports.versionLocation)(urls, spec, version.id)}/content`;
}
/** GitBook "OpenAPISpecVersion". */
function presentVersion(version, spec, urls) {
    return {
        object: 'openapi-spec-version',
        id: version.id,
        createdAt: version.createdAt,
        url: versionUrl(urls, spec, version),
        urls: { location: (0, exports.versionLocation)(urls, spec, version.id) },
    };
}
/** The one file of a version's filesystem: Quire's documents are self-contained (no external `$ref`). */
exports.SPEC_FILE_NAME = 'openapi.json';
/**
 * GitBook "OpenAPISpecContent" as JSON, built around the stored document without parsing it
 * (it is a JSON object, checked when it was recorded). `filesystem` must be a JSON object (the
 * contract's `type: object`), so GitBook's list of file entries (`{dir, isEntrypoint,
 * references, filename, specification}`, @gitbook/openapi-parser's Filesystem) is keyed by
 * file name: `Object.values(filesystem)` is that list. The specification is the document as
 * stored: bundled, internal `$ref`s kept.
 */
function presentVersionContent(document, url) {
    const entry = `{"dir":".","isEntrypoint":true,"references":[],"filename":${JSON.stringify(exports.SPEC_FILE_NAME)},"specification":`;
    return Buffer.from(`{"filesystem":{${JSON.stringify(exports.SPEC_FILE_NAME)}:${entry}${document}}},"url":${JSON.stringify(url)}}`, 'utf8');
}
//# sourceMappingURL=presenter.js.map