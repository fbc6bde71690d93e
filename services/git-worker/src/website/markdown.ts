import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';

type Node = TurndownService.Node;
/** The attribute reads the rules need (the worker compiles without the DOM library). */
type Attributes = { getAttribute(name: string): string | null; hasAttribute(name: string): boolean };
const attributesOf = (node: unknown) => node as Attributes;

const indexOf = (list: ArrayLike<unknown>, item: unknown) => Array.prototype.indexOf.call(list, item);

/** The element children of a node (turndown's DOM may not offer `children` on every node). */
const elementChildren = (node: Node): Node[] => Array.prototype.filter.call(node.childNodes, (child: Node) => child.nodeType === 1) as Node[];

/**
 * Turndown with the GFM plugin (tables, strikethrough, task lists, highlighted code blocks),
 * fenced code blocks, ATX headings and "-" lists, and three rules of ours:
 * - table cells stay on one line (block content joined with spaces, `|` escaped), so every
 *   table is a GFM table (html.ts gives each one a header row first);
 * - list items are indented by the width of their marker (`- `, `1. `), not by four spaces;
 * - a checkbox anywhere in a list item is the item's task marker.
 */
function createTurndown(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '_',
    strongDelimiter: '**',
    hr: '---',
  });
  service.use(gfm);
  // Rules added later win over the plugin's and turndown's own.
  service.addRule('singleLineTableCell', {
    filter: ['th', 'td'],
    replacement: (content, node) => {
      const text = content.replace(/\s*\n+\s*/g, ' ').replace(/\|/g, '\\|').trim();
      const first = indexOf(elementChildren(node.parentNode as Node), node) === 0;
      return `${first ? '| ' : ' '}${text} |`;
    },
  });
  service.addRule('compactListItem', {
    filter: 'li',
    replacement: (content, node, options) => {
      const parent = node.parentNode as Node;
      let prefix = `${options.bulletListMarker} `;
      if (parent.nodeName === 'OL') {
        const start = Number(attributesOf(parent).getAttribute('start'));
        const index = indexOf(elementChildren(parent), node);
        prefix = `${(Number.isInteger(start) && start > 0 ? start : 1) + index}. `;
      }
      const body = content
        .replace(/^\n+/, '')
        .replace(/\n+$/, '\n')
        .replace(/\n/gm, `\n${' '.repeat(prefix.length)}`);
      return prefix + body + (node.nextSibling && !/\n$/.test(body) ? '\n' : '');
    },
  });
  service.addRule('taskMarker', {
    filter: (node) => node.nodeName === 'INPUT' && attributesOf(node).getAttribute('type')?.toLowerCase() === 'checkbox',
    replacement: (_content, node) => (attributesOf(node).hasAttribute('checked') ? '[x] ' : '[ ] '),
  });
  return service;
}

const turndown = createTurndown();

/** "- [x]   done" → "- [x] done": one space after a task marker, however the HTML was spaced. */
const TASK_SPACING = /^(\s*(?:[-*+]|\d+\.) \[[ x]\])[ \t]+/gm;

/** Markdown of an HTML fragment (html.ts prepares it: main content only, links and images rewritten). */
export function htmlToMarkdown(html: string): string {
  return turndown.turndown(html).replace(TASK_SPACING, '$1 ').trim();
}

/** Text as Markdown that shows it as it is (plain-text files). */
export function textToMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => turndown.escape(paragraph).replace(/\n/g, '  \n'))
    .join('\n\n')
    .trim();
}
