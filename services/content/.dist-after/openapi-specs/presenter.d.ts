import { contentV1 } from '@quire/proto';
import type { OpenAPISpecErrorCode, OpenAPISpecVisibility } from '../generated/prisma/enums';
import type { PublicUrls } from '../lib/urls';
import type { SpecAbilities } from './policy';
import type { SpecRow, VersionRow } from './queries';
import { type StoredSpecError } from './validation';
export declare const VISIBILITY: import("@quire/shared").EnumMapping<OpenAPISpecVisibility, contentV1.OpenAPISpecVisibility>;
export declare const ERROR_CODE: Record<OpenAPISpecErrorCode, contentV1.OpenAPISpecProcessingErrorCode>;
/** The spec's URL in the API (also the base of its published URL). */
export declare const specLocation: (urls: PublicUrls, organizationId: string, slug: string) => string;
/** A stored error as GitBook's "OpenAPIErrorObject": where it is goes into the message, which is all a client shows. */
export declare function presentSpecError(error: StoredSpecError): contentV1.OpenAPIErrorObject;
/**
 * GitBook "OpenAPISpec". The processing fields describe the latest version; `urls.published`
 * is set only for a public spec with a valid version (what GetPublishedOpenAPISpec serves).
 */
export declare function presentSpec(row: SpecRow, abilities: SpecAbilities, urls: PublicUrls): contentV1.OpenAPISpec;
/** A version's URL in the API. */
export declare const versionLocation: (urls: PublicUrls, spec: Pick<SpecRow, "organizationId" | "slug">, versionId: string) => string;
/**
 * Where a version's document is: the URL it was fetched from (as the URL parser writes it, so
 * that it is a URI even when it was given with spaces or non-ASCII characters), or, for a text
 * source, the version's content in the API.
 */
export declare function versionUrl(urls: PublicUrls, spec: Pick<SpecRow, 'organizationId' | 'slug'>, version: Pick<VersionRow, 'id' | 'sourceUrl'>): string;
/** GitBook "OpenAPISpecVersion". */
export declare function presentVersion(version: VersionRow, spec: Pick<SpecRow, 'organizationId' | 'slug'>, urls: PublicUrls): contentV1.OpenAPISpecVersion;
/** The one file of a version's filesystem: Quire's documents are self-contained (no external `$ref`). */
export declare const SPEC_FILE_NAME = "openapi.json";
/**
 * GitBook "OpenAPISpecContent" as JSON, built around the stored document without parsing it
 * (it is a JSON object, checked when it was recorded). `filesystem` must be a JSON object (the
 * contract's `type: object`), so GitBook's list of file entries (`{dir, isEntrypoint,
 * references, filename, specification}`, @gitbook/openapi-parser's Filesystem) is keyed by
 * file name: `Object.values(filesystem)` is that list. The specification is the document as
 * stored: bundled, internal `$ref`s kept.
 */
export declare function presentVersionContent(document: string, url: string): Buffer;
