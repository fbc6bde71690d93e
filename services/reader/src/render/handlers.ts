import type { DocumentBlock, DocumentInline, DocumentText } from '@gitbook/api';
import type { ElementContent } from 'hast';
import { code, codeLine } from './code';
import { blockquote, column, columns, contentRef, divider, expandable, hint, ifBlock, integration, reusableContent, stepper, stepperStep, tabs, tabsItem } from './containers';
import type { HandlerTable, RenderContext } from './context';
import { listItem, listOrdered, listTasks, listUnordered } from './lists';
import { inlineMath, math } from './math';
import { drawing, embed, file, image, images, inlineImage } from './media';
import { openapiOperation, openapiSchemas, openapiWebhook, swagger } from './openapi/blocks';
import { table } from './tables';
import { annotation, button, emoji, expression, heading, inlineIcon, link, mention, paragraph, renderText } from './text';

/** The block type(s) of a kind (a heading type covers three kinds, hence not `Extract`). */
type BlockOf<K> = DocumentBlock extends infer B ? (B extends { type: infer T } ? (K extends T ? B : never) : never) : never;
type BlockHandlers = { [K in DocumentBlock['type']]: (block: BlockOf<K>, ctx: RenderContext) => ElementContent[] };
type InlineHandlers = { [K in DocumentInline['type']]: (node: Extract<DocumentInline, { type: K }>, ctx: RenderContext) => ElementContent[] };

/**
 * One handler per block kind of the contract (`DocumentBlock` of @gitbook/api): the mapped
 * type makes a kind without a handler a compile error. A kind not in the contract gets a
 * notice from `RenderContext.blocks`.
 */
export const BLOCK_HANDLERS: BlockHandlers = {
  paragraph,
  'heading-1': heading,
  'heading-2': heading,
  'heading-3': heading,
  'list-ordered': listOrdered,
  'list-unordered': listUnordered,
  'list-tasks': listTasks,
  'list-item': listItem,
  divider,
  blockquote,
  hint,
  if: ifBlock,
  images,
  image,
  file,
  drawing,
  embed,
  code,
  'code-line': codeLine,
  math,
  expandable,
  tabs,
  'tabs-item': tabsItem,
  table,
  swagger,
  'openapi-operation': openapiOperation,
  'openapi-schemas': openapiSchemas,
  'openapi-webhook': openapiWebhook,
  'content-ref': contentRef,
  integration,
  'reusable-content': reusableContent,
  stepper,
  'stepper-step': stepperStep,
  columns,
  column,
};

/** One handler per inline kind of the contract. */
export const INLINE_HANDLERS: InlineHandlers = {
  link,
  emoji,
  icon: inlineIcon,
  expression,
  'inline-math': inlineMath,
  'inline-image': inlineImage,
  annotation,
  mention,
  button,
};

export const HANDLERS: HandlerTable = {
  blocks: BLOCK_HANDLERS,
  inlines: INLINE_HANDLERS,
  text: (node: DocumentText) => renderText(node),
};
