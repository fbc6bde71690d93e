import type {
  DocumentBlockColumn,
  DocumentBlockColumns,
  DocumentBlockContentRef,
  DocumentBlockDivider,
  DocumentBlockExpandable,
  DocumentBlockHint,
  DocumentBlockIf,
  DocumentBlockIntegration,
  DocumentBlockQuote,
  DocumentBlockReusableContent,
  DocumentBlockStepper,
  DocumentBlockStepperStep,
  DocumentBlockTabs,
  DocumentBlockTabsItem,
  Length,
} from '@gitbook/api';
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { RenderContext } from './context';
import { icon } from './icons';
import { RENDER_LIMITS } from './limits';
import { contentKitBlock } from './contentkit';
import { linkCard } from './media';
import { integrationBlockRef } from './references';
import { notice } from './notice';
import { refTitle } from './text';
import { resolveRef, safeHref, urlHost } from './urls';

export function blockquote(block: DocumentBlockQuote, ctx: RenderContext): ElementContent[] {
  return [h('blockquote', { className: ['q-quote'] }, ctx.withToc(false, () => ctx.blocks(block.nodes)))];
}

const HINT_STYLES = ['info', 'success', 'warning', 'danger'] as const;

/** A hint: a note (not a landmark) named by its style, with the style's icon. */
export function hint(block: DocumentBlockHint, ctx: RenderContext): ElementContent[] {
  const style = HINT_STYLES.find((s) => s === block.data?.style) ?? 'info';
  return [
    h('aside', { className: ['q-hint', `q-hint-${style}`], role: 'note', ariaLabel: ctx.t(`hint_${style}`) }, [
      h('span', { className: ['q-hint-icon'] }, icon(style)),
      h('div', { className: ['q-hint-body'] }, ctx.withToc(false, () => ctx.blocks(block.nodes))),
    ]),
  ];
}

export function divider(_block: DocumentBlockDivider): ElementContent[] {
  return [h('hr', { className: ['q-divider'] })];
}

/**
 * Tabs as the ARIA tabs pattern. Every panel is in the page and visible: without JavaScript
 * the tab list is hidden by blocks.css and each panel shows its title; the client script
 * marks the container `data-q-enhanced`, shows the tab list, hides the panels not selected
 * and moves between tabs with the arrow keys.
 */
export function tabs(block: DocumentBlockTabs, ctx: RenderContext): ElementContent[] {
  const index = ctx.nextTabsIndex();
  const items = (Array.isArray(block.nodes) ? block.nodes : []).filter((item) => item && typeof item === 'object');
  const buttons: ElementContent[] = [];
  const panels: ElementContent[] = [];
  items.forEach((item, position) => {
    const number = position + 1;
    const tabId = ctx.ids.claim(`q-tabs-${index}-tab-${number}`);
    const panelId = ctx.ids.claim(`q-tabs-${index}-panel-${number}`);
    const given = typeof item.data?.title === 'string' ? item.data.title.trim() : '';
    const title = given || `${ctx.t('tab')} ${number}`;
    const selected = position === 0;
    buttons.push(
      h('button', { type: 'button', role: 'tab', id: tabId, className: ['q-tab'], ariaControls: panelId, ariaSelected: selected ? 'true' : 'false', tabIndex: selected ? 0 : -1 }, title),
    );
    panels.push(
      h('div', { role: 'tabpanel', id: panelId, className: ['q-tab-panel'], ariaLabelledBy: tabId, tabIndex: 0 }, [
        h('p', { className: ['q-tab-panel-title'], ariaHidden: 'true' }, title),
        ...ctx.withToc(false, () => ctx.blocks(item.nodes)),
      ]),
    );
  });
  const classes = ['q-tabs', ...(block.data?.fullWidth ? ['q-full-width'] : [])];
  return [h('div', { className: classes, dataQTabs: true }, [h('div', { role: 'tablist', className: ['q-tablist'] }, buttons), ...panels])];
}

/** A tab outside tabs (a malformed document): tabs of one. */
export function tabsItem(block: DocumentBlockTabsItem, ctx: RenderContext): ElementContent[] {
  return tabs({ object: 'block', type: 'tabs', nodes: [block] }, ctx);
}

/** An expandable: `<details>`, closed, its title as the `<summary>`. */
export function expandable(block: DocumentBlockExpandable, ctx: RenderContext): ElementContent[] {
  const fragments = Array.isArray(block.fragments) ? block.fragments : [];
  const title = fragments.find((f) => f?.fragment === 'expandable-title');
  const body = fragments.find((f) => f?.fragment === 'expandable-body');
  const summary = (Array.isArray(title?.nodes) ? title.nodes : []).flatMap((paragraph) => ctx.inlines((paragraph as { nodes?: unknown })?.nodes));
  return [
    h('details', { className: ['q-expandable'] }, [
      h('summary', { className: ['q-expandable-title'] }, summary.length > 0 ? summary : [{ type: 'text', value: '…' }]),
      h('div', { className: ['q-expandable-body'] }, ctx.withToc(false, () => ctx.blocks(body?.nodes))),
    ]),
  ];
}

/** A stepper: an ordered list of steps (numbered by blocks.css, announced as a list). */
export function stepper(block: DocumentBlockStepper, ctx: RenderContext): ElementContent[] {
  return [h('ol', { className: ['q-stepper'] }, ctx.blocks(block.nodes))];
}

export function stepperStep(block: DocumentBlockStepperStep, ctx: RenderContext): ElementContent[] {
  return [h('li', { className: ['q-step'] }, [h('div', { className: ['q-step-body'] }, ctx.blocks(block.nodes))])];
}

/** A column's width as a class in steps of 5 % (`q-w-50`): sizes never become inline styles. */
function widthClass(width: Length | undefined): string | undefined {
  let percent: number | undefined;
  if (typeof width === 'number') percent = width <= 1 ? width * 100 : width;
  else if (width && typeof width === 'object' && width.unit === '%') percent = width.value;
  if (percent === undefined || !Number.isFinite(percent)) return undefined;
  const step = Math.min(95, Math.max(5, Math.round(percent / 5) * 5));
  return `q-w-${step}`;
}

export function columns(block: DocumentBlockColumns, ctx: RenderContext): ElementContent[] {
  return [h('div', { className: ['q-columns', ...(block.data?.fullWidth ? ['q-full-width'] : [])] }, ctx.blocks(block.nodes))];
}

export function column(block: DocumentBlockColumn, ctx: RenderContext): ElementContent[] {
  const width = widthClass(block.data?.width);
  const align = block.data?.verticalAlignment;
  const classes = ['q-column', ...(width ? [width] : []), ...(align === 'middle' || align === 'bottom' ? [`q-valign-${align}`] : [])];
  return [h('div', { className: classes }, ctx.blocks(block.nodes))];
}

/** Adaptive content: the blocks only when the visitor's claims satisfy the expression (a failing evaluation hides them). */
export function ifBlock(block: DocumentBlockIf, ctx: RenderContext): ElementContent[] {
  const expression = typeof block.data?.expression === 'string' ? block.data.expression : '';
  let visible = false;
  try {
    visible = ctx.resources.visible(expression) === true;
  } catch {
    visible = false;
  }
  return visible ? ctx.blocks(block.nodes) : [];
}

/** A reusable content's document, inline; one that includes itself, or nests too deep, is a notice. */
export function reusableContent(block: DocumentBlockReusableContent, ctx: RenderContext): ElementContent[] {
  const id = block.data?.ref?.reusableContent;
  if (typeof id !== 'string' || id === '') return [notice(ctx.t('reusable_content_missing'))];
  if (ctx.reusable.includes(id)) return [notice(ctx.t('reusable_content_cycle'))];
  if (ctx.reusable.length >= RENDER_LIMITS.maxReusableDepth) return [notice(ctx.t('content_too_deep'))];
  const document = ctx.resources.reusableContent(id);
  if (!document || !Array.isArray(document.nodes)) return [notice(ctx.t('reusable_content_missing'))];
  ctx.reusable.push(id);
  try {
    return [h('div', { className: ['q-reusable'] }, ctx.blocks(document.nodes))];
  } finally {
    ctx.reusable.pop();
  }
}

/**
 * A content ref as a link card titled with the page, space or file it points to. One whose
 * target is not published here is left out: its title would tell visitors about a page they
 * may not see. A URL the page may not link to is shown as text.
 */
export function contentRef(block: DocumentBlockContentRef, ctx: RenderContext): ElementContent[] {
  const ref = block.data?.ref;
  const link = resolveRef(ref, ctx.resources);
  if (ref?.kind === 'url') {
    const url = typeof ref.url === 'string' ? ref.url : '';
    return [linkCard(link, urlHost(url) ?? url, url, 'external', ['q-content-ref'])];
  }
  if (!link) return [];
  const title = refTitle(ref, ctx) ?? link.href;
  return [linkCard(link, title, '', ref?.kind === 'file' ? 'file' : 'page', ['q-content-ref'])];
}

/**
 * An integration block: what the integration's script rendered for it (loaded before rendering
 * from the runtime, docs/reader.md "Integration blocks") as static HTML. Without an output (the
 * integration is not installed on the space, failed, or took too long): a visible notice naming
 * the integration, and a link card when the block was made from a URL.
 */
export function integration(block: DocumentBlockIntegration, ctx: RenderContext): ElementContent[] {
  const name = typeof block.data?.integration === 'string' ? block.data.integration.slice(0, 100) : '?';
  const ref = integrationBlockRef(block.data as unknown as Record<string, unknown> | undefined);
  const rendered = ref ? ctx.resources.integrationBlock?.(ref) : undefined;
  if (rendered?.output && !rendered.error) {
    const { nodes, frames } = contentKitBlock(rendered, ctx);
    for (const origin of frames) ctx.frameOrigins.add(origin);
    return nodes;
  }
  const url = typeof block.data?.url === 'string' ? block.data.url : undefined;
  const extra = url ? [linkCard(safeHref(url), urlHost(url) ?? url, url, 'external')] : [];
  return [h('div', { className: ['q-notice', 'q-integration'], role: 'note' }, [icon('plug'), h('p', { className: ['q-notice-text'] }, ctx.t('integration_unavailable', { name })), ...extra])];
}
