import type { DocumentBlockListItem, DocumentBlockListOrdered, DocumentBlockListTasks, DocumentBlockListUnordered } from '@gitbook/api';
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { RenderContext } from './context';

function items(nodes: unknown, ctx: RenderContext): ElementContent[] {
  return ctx.withToc(false, () => ctx.blocks(nodes));
}

export function listOrdered(block: DocumentBlockListOrdered, ctx: RenderContext): ElementContent[] {
  const start = block.data?.start;
  return [h('ol', { className: ['q-list'], start: Number.isSafeInteger(start) && start !== 1 ? start : undefined }, items(block.nodes, ctx))];
}

export function listUnordered(block: DocumentBlockListUnordered, ctx: RenderContext): ElementContent[] {
  return [h('ul', { className: ['q-list'] }, items(block.nodes, ctx))];
}

export function listTasks(block: DocumentBlockListTasks, ctx: RenderContext): ElementContent[] {
  return [h('ul', { className: ['q-list', 'q-tasks'] }, items(block.nodes, ctx))];
}

/**
 * An item; in a task list (its `data.checked` is a boolean) a read-only checkbox named by the
 * item's content (`aria-labelledby`, since the content is blocks a `<label>` cannot hold).
 */
export function listItem(block: DocumentBlockListItem, ctx: RenderContext): ElementContent[] {
  const checked = block.data?.checked;
  const content = ctx.blocks(block.nodes);
  if (typeof checked !== 'boolean') return [h('li', content)];
  const id = ctx.ids.claim('q-task');
  return [
    h('li', { className: ['q-task', ...(checked ? ['q-task-done'] : [])] }, [
      h('input', { type: 'checkbox', checked, disabled: true, ariaLabelledBy: id }),
      h('div', { className: ['q-task-body'], id }, content),
    ]),
  ];
}
