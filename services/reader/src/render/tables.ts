import type { ContentRef, ContentRefFile, ContentRefURL, DocumentBlockTable, DocumentFragment, DocumentTableDefinition, DocumentTableRecord } from '@gitbook/api';
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { RenderContext } from './context';
import { RENDER_LIMITS } from './limits';
import { imageSource } from './media';
import { notice } from './notice';
import { blocksText, colorName, linkElement, refTitle } from './text';
import { resolveRef } from './urls';

type Value = DocumentTableRecord['values'][string] | undefined;
type Table = {
  columns: DocumentTableDefinition[];
  records: DocumentTableRecord[];
  fragments: Map<string, DocumentFragment>;
  truncated: boolean;
};

/** The table's displayed columns and its records in order, cut to `maxTableCells`. */
function read(block: DocumentBlockTable): Table {
  const data = block.data ?? ({} as DocumentBlockTable['data']);
  const definition = data.definition && typeof data.definition === 'object' ? data.definition : {};
  const ids = Array.isArray(data.view?.columns) ? data.view.columns : [];
  const columns = ids.filter((id) => typeof id === 'string' && Object.hasOwn(definition, id) && definition[id]).map((id) => definition[id]);
  const all = Object.values(data.records && typeof data.records === 'object' ? data.records : {})
    .filter((record) => record && typeof record === 'object' && record.values && typeof record.values === 'object')
    .sort((a, b) => (String(a.orderIndex) < String(b.orderIndex) ? -1 : String(a.orderIndex) > String(b.orderIndex) ? 1 : 0));
  const maxRecords = Math.max(1, Math.floor(RENDER_LIMITS.maxTableCells / Math.max(1, columns.length)));
  const fragments = new Map<string, DocumentFragment>();
  for (const fragment of Array.isArray(block.fragments) ? block.fragments : []) if (typeof fragment?.fragment === 'string') fragments.set(fragment.fragment, fragment);
  return { columns, records: all.slice(0, maxRecords), fragments, truncated: all.length > maxRecords };
}

function isRef(value: unknown): value is ContentRef {
  return !!value && typeof value === 'object' && typeof (value as { kind?: unknown }).kind === 'string';
}

/** An image column's value: a file or URL ref, or `{ ref, alt }`. */
function imageValue(value: Value): { ref: ContentRefFile | ContentRefURL; alt: string } | undefined {
  if (isRef(value) && (value.kind === 'file' || value.kind === 'url')) return { ref: value, alt: '' };
  if (value && typeof value === 'object' && 'ref' in value && isRef(value.ref)) return { ref: value.ref, alt: typeof value.alt === 'string' ? value.alt : '' };
  return undefined;
}

/** One cell, by its column's type. */
function cell(column: DocumentTableDefinition, value: Value, table: Table, ctx: RenderContext): ElementContent[] {
  switch (column.type) {
    case 'text': {
      if (typeof value !== 'string') return [];
      const fragment = table.fragments.get(value);
      return fragment ? ctx.withToc(false, () => ctx.blocks(fragment.nodes)) : [{ type: 'text', value }];
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [{ type: 'text', value: String(value) }] : [];
    case 'checkbox':
      return [h('input', { type: 'checkbox', checked: value === true, disabled: true, ariaLabel: `${column.title}: ${ctx.t(value === true ? 'yes' : 'no')}` })];
    case 'rating': {
      const max = Math.min(10, Math.max(1, Math.round(Number(column.max) || 5)));
      const rating = typeof value === 'number' ? Math.min(max, Math.max(0, Math.round(value))) : 0;
      return [h('span', { className: ['q-rating'], role: 'img', ariaLabel: ctx.t('rating', { value: rating, max }) }, '★'.repeat(rating) + '☆'.repeat(max - rating))];
    }
    case 'select': {
      const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
      const options = Array.isArray(column.options) ? column.options : [];
      return chosen.flatMap((choice) => {
        const option = options.find((o) => o?.value === choice);
        if (!option) return [];
        const color = colorName(option.color) ?? colorName(`$${option.color}`);
        return [h('span', { className: ['q-chip', ...(color ? [`q-chip-${color}`] : [])] }, String(option.label ?? option.value))];
      });
    }
    case 'files': {
      const ids = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
      return ids.flatMap((id, index) => {
        const found = ctx.resources.file(id);
        if (!found) return [];
        return [...(index > 0 ? [{ type: 'text' as const, value: ', ' }] : []), linkElement(resolveRef({ kind: 'file', file: id }, ctx.resources), ['q-link'], [{ type: 'text', value: found.name }])];
      });
    }
    case 'content-ref': {
      if (!isRef(value)) return [];
      const link = resolveRef(value, ctx.resources);
      if (!link) return [];
      const label = refTitle(value, ctx) ?? (value.kind === 'url' ? value.url : link.href);
      return [linkElement(link, ['q-link'], [{ type: 'text', value: label }])];
    }
    case 'image': {
      const image = imageValue(value);
      const source = image ? imageSource(image.ref, ctx) : undefined;
      if (!source) return [];
      return [h('img', { className: ['q-table-image'], src: source.src, alt: image?.alt ?? '', width: source.width, height: source.height, loading: 'lazy', decoding: 'async', referrerPolicy: source.external ? 'no-referrer' : undefined })];
    }
    // Users: the reader has no people directory to name them with.
    default:
      return [];
  }
}

function alignClass(column: DocumentTableDefinition): string[] {
  const classes = [`q-col-${column.type}`];
  if (column.type === 'text') {
    if (column.textAlignment === 'center' || column.textAlignment === 'right') classes.push(`q-align-${column.textAlignment}`);
    if (column.verticalAlignment === 'middle' || column.verticalAlignment === 'bottom') classes.push(`q-valign-${column.verticalAlignment}`);
  }
  return classes;
}

/** A grid view: a `<table>` with its header row (unless hidden), in a box that scrolls sideways. */
function grid(block: DocumentBlockTable, table: Table, ctx: RenderContext): ElementContent[] {
  const view = block.data.view;
  const hideHeader = view.type === 'grid' && view.hideHeader === true;
  const head = hideHeader ? [] : [h('thead', [h('tr', table.columns.map((column) => h('th', { scope: 'col', className: alignClass(column) }, String(column.title ?? ''))))])];
  const body = h(
    'tbody',
    table.records.map((record) => h('tr', table.columns.map((column) => h('td', { className: alignClass(column) }, cell(column, record.values[column.id], table, ctx))))),
  );
  return [h('div', { className: ['q-table-wrap', ...(block.data.fullWidth ? ['q-full-width'] : [])], tabIndex: 0 }, [h('table', { className: ['q-table'] }, [...head, body])])];
}

/** A card view: a grid of cards, each with its cover, its fields and, when it has a target, a link covering it. */
function cards(block: DocumentBlockTable, table: Table, ctx: RenderContext): ElementContent[] {
  const view = block.data.view;
  if (view.type !== 'cards') return [];
  const hidden = new Set([view.targetDefinition, view.coverDefinition, view.coverDefinitionDark].filter((id): id is string => typeof id === 'string'));
  const fields = table.columns.filter((column) => !hidden.has(column.id));
  const coverColumn = view.coverDefinition;
  const cardsList = table.records.map((record) => {
    const children: ElementContent[] = [];
    const cover = coverColumn ? imageValue(record.values[coverColumn]) : undefined;
    const source = cover ? imageSource(cover.ref, ctx) : undefined;
    if (source) children.push(h('img', { className: ['q-card-cover'], src: source.src, alt: cover?.alt ?? '', width: source.width, height: source.height, loading: 'lazy', decoding: 'async', referrerPolicy: source.external ? 'no-referrer' : undefined }));
    const body = fields.flatMap((column) => {
      const content = cell(column, record.values[column.id], table, ctx);
      if (content.length === 0) return [];
      return [h('div', { className: ['q-card-field', ...alignClass(column)] }, [...(view.hideColumnTitle ? [] : [h('span', { className: ['q-card-field-title'] }, String(column.title ?? ''))]), ...content])];
    });
    children.push(h('div', { className: ['q-card-body'] }, body));
    const targetValue = view.targetDefinition ? record.values[view.targetDefinition] : undefined;
    const target = isRef(targetValue) ? resolveRef(targetValue, ctx.resources) : undefined;
    if (target) {
      const first = fields.find((column) => column.type === 'text');
      const labelValue = first ? record.values[first.id] : undefined;
      const label = (typeof labelValue === 'string' ? blocksText(table.fragments.get(labelValue)?.nodes ?? [], 120) : '') || (isRef(targetValue) ? refTitle(targetValue, ctx) : undefined) || target.href;
      children.push(linkElement(target, ['q-card-target'], [{ type: 'text', value: label }]));
    }
    return h('div', { className: ['q-card', 'q-table-card', ...(target ? ['q-card-linked'] : [])] }, children);
  });
  const size = view.cardSize === 'large' ? 'large' : 'medium';
  return [h('div', { className: ['q-cards', `q-cards-${size}`, ...(block.data.fullWidth ? ['q-full-width'] : [])] }, cardsList)];
}

export function table(block: DocumentBlockTable, ctx: RenderContext): ElementContent[] {
  const data = read(block);
  const out = block.data?.view?.type === 'cards' ? cards(block, data, ctx) : grid(block, data, ctx);
  if (data.truncated) out.push(notice(ctx.t('table_truncated')));
  return out;
}
