import { validateDocument as checkDocument } from '@quire/documents';
import { invalidArgument } from '@quire/shared';

// GitBook "JSONDocument" values the service stores and echoes (change request descriptions),
// checked against the contract's block model by @quire/documents.

/** Largest document accepted, as serialized JSON. */
export const MAX_DOCUMENT_BYTES = 1024 * 1024;

/**
 * Throws INVALID_ARGUMENT `"<field>[.path]: <reason>"` unless `document` is a GitBook
 * JSONDocument of at most MAX_DOCUMENT_BYTES of JSON.
 */
export function validateDocument(field: string, document: unknown): void {
  if (Buffer.byteLength(JSON.stringify(document) ?? '', 'utf8') > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(`${field}: must be at most ${MAX_DOCUMENT_BYTES} bytes of JSON`);
  }
  const checked = checkDocument(document);
  if (checked.ok) return;
  // The validator's path is a JSON pointer to the deepest node ("/nodes/0"); "" is the document itself.
  const path = checked.path.split('/').filter(Boolean).join('.');
  throw invalidArgument(`${path ? `${field}.${path}` : field}: ${checked.message}`);
}
