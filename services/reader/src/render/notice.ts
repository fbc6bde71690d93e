import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { icon } from './icons';

/**
 * A visible note in place of content the reader cannot show (an integration block, a missing
 * OpenAPI operation, an unknown block, a limit reached): never dropped silently.
 */
export function notice(message: string, extra: ElementContent[] = []): Element {
  return h('div', { className: ['q-notice'], role: 'note' }, [icon('info'), h('p', { className: ['q-notice-text'] }, message), ...extra]);
}
