import { invalidArgument, parseRequest } from '@quire/shared';
import LZString from 'lz-string';
import { z } from 'zod';

export const ZIntegrationName = z.string().min(1).max(100).regex(/^[a-zA-Z0-9-_.]+$/, 'must be an integration name');
const ZId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
const ZTheme = z.enum(['dark', 'light']);

/** GitBook "PlainObject": strings, numbers, booleans, arrays and objects of them (no null). */
const ZPlainValue: z.ZodType = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.array(ZPlainValue), z.record(z.string(), ZPlainValue)]));
const ZPlainObject = z.record(z.string().max(1024), ZPlainValue);
const ZObject = z.record(z.string().max(1024), z.unknown());

/** GitBook "ContentKitContext": five variants by `type`, each with its `theme`. */
export const ZContentKitContext = z.discriminatedUnion('type', [
  z.object({ type: z.literal('configuration_account'), theme: ZTheme, organizationId: ZId }),
  z.object({ type: z.literal('configuration_space'), theme: ZTheme, spaceId: ZId }),
  z.object({ type: z.literal('configuration_site'), theme: ZTheme, siteId: ZId }),
  z.object({ type: z.literal('configuration_contentsource'), theme: ZTheme, organizationId: ZId, spaceId: ZId.optional() }),
  z.object({ type: z.literal('document'), theme: ZTheme, spaceId: ZId, editable: z.boolean() }),
]);
export type ContentKitContext = z.output<typeof ZContentKitContext>;

/** GitBook "ContentKitAction": a custom `{action}` or one of the default actions (which have an `action` too). */
const ZContentKitAction = z.object({ action: z.string().min(1).max(256) }).loose();

/** GitBook "RenderIntegrationUI" (the POST body; the GET's `request` once decompressed). */
export const ZRenderIntegrationUI = z.object({
  componentId: z.string().min(1).max(256),
  props: ZPlainObject,
  state: ZObject.optional(),
  context: ZContentKitContext,
  action: ZContentKitAction.optional(),
});
export type RenderIntegrationUI = z.output<typeof ZRenderIntegrationUI>;

/** The largest decompressed request accepted (a render's props and state, not a document). */
const MAX_REQUEST_CHARS = 256 * 1024;

/**
 * The `request` query parameter of renderIntegrationUIWithGet: RenderIntegrationUI as JSON
 * compressed with LZ-string. Accepted: `compressToEncodedURIComponent` (URL-safe, what GitBook's
 * clients send) and `compressToBase64`; anything that does not decompress to a JSON object is
 * INVALID_ARGUMENT.
 */
export function decompressRenderRequest(compressed: string): unknown {
  const attempts = [() => LZString.decompressFromEncodedURIComponent(compressed), () => LZString.decompressFromBase64(compressed)];
  for (const attempt of attempts) {
    let text: string | null | undefined;
    try {
      text = attempt();
    } catch {
      text = undefined;
    }
    if (!text || text.length > MAX_REQUEST_CHARS) continue;
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value;
    } catch {
      // Not this variant.
    }
  }
  throw invalidArgument('request: must be a RenderIntegrationUI JSON object compressed with LZ-string (compressToEncodedURIComponent)');
}

/** The request's fields, checked (INVALID_ARGUMENT naming the field). */
export const parseRenderRequest = (request: unknown): RenderIntegrationUI => parseRequest(ZRenderIntegrationUI, request);
