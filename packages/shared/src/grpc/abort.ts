/**
 * Whether `error` is an abort (a DOMException or abort-controller-x's AbortError). Checked by
 * name because such errors may come from another realm, where `instanceof Error` is false.
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
