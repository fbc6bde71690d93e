import type { JSONDocument } from '@gitbook/api';

/** A file of the current space's revision, as the renderer needs it. */
export type RenderFile = { url: string; name: string; contentType: string; size?: number; width?: number; height?: number };

/** Where an OpenAPI specification comes from: a stored spec's slug, the URL it was imported from, or a file of the space (`swagger` blocks). */
export type OpenAPISpecRef = { spec?: string; url?: string; file?: string };

/** A page of a space (the current space when `spaceId` is undefined). */
export type PageRef = { spaceId?: string; pageId: string };

/**
 * What the renderer asks the caller while rendering. Everything is already loaded (see
 * `collectReferences`): rendering does no I/O, so these are plain synchronous lookups.
 */
export type RenderResources = {
  /** URL of a page of a space (the current one when spaceId is undefined); undefined when that page is not published in this site: the link becomes plain text. */
  pageHref(ref: { spaceId?: string; pageId: string; anchor?: string }): string | undefined;
  /** Title of such a page (content-ref cards, page mentions); optional: without it, cards show the page's URL. */
  pageTitle?(ref: PageRef): string | undefined;
  /** A file of the current space's revision. */
  file(fileId: string): RenderFile | undefined;
  /** The published URL of a space (its site space in this site), or undefined. */
  spaceHref(spaceId: string): string | undefined;
  /** Title of a published space (content-ref cards); optional. */
  spaceTitle?(spaceId: string): string | undefined;
  /** A reusable content's document, already loaded (undefined: not found). */
  reusableContent(id: string): JSONDocument | undefined;
  /** An OpenAPI specification of the organization, already loaded and dereferenced, by the ref the block carries. */
  openAPISpec(ref: OpenAPISpecRef): object | undefined;
  /** Adaptive content: whether the visitor sees an `if` block (evaluates `data.expression`). */
  visible(expression: string): boolean;
  /** Optional: the value of an inline expression (`{{ ... }}`) for this visitor; undefined shows the expression itself. */
  expression?(expression: string): string | undefined;
  /**
   * Optional: an integration block as the integration's script rendered it (loaded before
   * rendering, see `collectReferences().integrationBlocks`); undefined or an `error` shows a notice.
   */
  integrationBlock?(ref: IntegrationBlockRef): IntegrationBlockOutput | undefined;
  /** The reader's interface strings (e.g. 'copy', 'download', 'integration_unavailable'...), already in the visitor's language. */
  t(key: string): string;
};

/** An integration block of a document (`block.data`): the integration, its component and the props it was inserted with. */
export type IntegrationBlockRef = { integration: string; block: string; props: Record<string, unknown> };

/** What the runtime answered for an integration block: its ContentKit output, or why there is none. */
export type IntegrationBlockOutput = {
  integration: string;
  /** GitBook `ContentKitRenderOutput`. */
  output?: unknown;
  /** The integration's `urls.publicEndpoint` (its own webframes may point there). */
  publicEndpoint?: string;
  error?: string;
};

/** Everything a document points to, so the caller loads it in one batch before rendering. */
export type DocumentReferences = {
  pages: PageRef[];
  files: string[];
  spaces: string[];
  reusableContents: string[];
  openAPISpecs: OpenAPISpecRef[];
  integrationBlocks: IntegrationBlockRef[];
};
