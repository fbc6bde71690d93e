import type { Root } from 'mdast';
import type { Options as ToMarkdownExtension } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified, type Processor } from 'unified';
import { groupGitBookBlocks } from './gitbook-blocks';
import { liquidFromMarkdown, liquidSyntax, liquidToMarkdown } from './liquid';

/**
 * GitBook writes inline math as `$$x$$`; we write it the same way. Single-dollar math is
 * read too, and a `$` in text is always escaped (`\$`) so prices never turn into math.
 */
function inlineMath(node: { value?: string }): string {
  let value = (node.value || '').replace(/[\r\n]+/g, ' ');
  let size = 2;
  while (new RegExp(`(^|[^$])${'\\$'.repeat(size)}([^$]|$)`).test(value)) size++;
  if (/[^ ]/.test(value) && ((value.startsWith(' ') && value.endsWith(' ')) || /^\$|\$$/.test(value))) value = ` ${value} `;
  const fence = '$'.repeat(size);
  return fence + value + fence;
}
inlineMath.peek = () => '$';

const inlineMathToMarkdown: ToMarkdownExtension = { handlers: { inlineMath } };

/**
 * An ordered list not starting at 1 cannot interrupt a paragraph (CommonMark), nor can
 * one opening a block quote that follows a paragraph in a tight list item (micromark):
 * such a list gets a blank line before it, or it would read back as text.
 */
function opensWithOrderedList(node: { type: string; ordered?: boolean | null; start?: number | null; children?: unknown[] }): boolean {
  if (node.type === 'list') return node.ordered === true && (node.start ?? 1) !== 1;
  if (node.type === 'blockquote' && node.children && node.children.length > 0) return opensWithOrderedList(node.children[0] as typeof node);
  return false;
}

const safeJoins: ToMarkdownExtension = {
  join: [(left, right) => (left.type === 'paragraph' && opensWithOrderedList(right) ? 1 : undefined)],
};

/** The remark plugin for GitBook's syntax: liquid tag lines, and `$$` inline math on output. */
function remarkGitBook(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(liquidSyntax);
  (data.fromMarkdownExtensions ??= []).push(liquidFromMarkdown);
  (data.toMarkdownExtensions ??= []).push(liquidToMarkdown, inlineMathToMarkdown, safeJoins);
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath).use(remarkGitBook).freeze();

const stringifier = unified()
  .use(remarkStringify, {
    bullet: '*',
    emphasis: '*',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    incrementListMarker: true,
    resourceLink: false,
  })
  .use(remarkGfm, { tablePipeAlign: false, tableCellPadding: true })
  .use(remarkMath, { singleDollarTextMath: true })
  .use(remarkGitBook)
  .freeze();

/**
 * Markdown to mdast: CommonMark + GFM (tables, task lists, strikethrough, autolinks,
 * footnotes) + math (`$$` blocks, `$`/`$$` inline) + GitBook's blocks, grouped into the
 * nodes of `./types` (`hint`, `tabs`, `stepper`, `expandable`, `embed`, `file`,
 * `contentRef`; `{% code %}` attributes on `code.data`; figure captions on `image.data`).
 */
export function parseMarkdown(markdown: string): Root {
  return groupGitBookBlocks(parser.parse(markdown));
}

/** mdast (with only standard nodes and `liquidTag`s) to markdown text. */
export function stringifyMarkdown(tree: Root): string {
  return stringifier.stringify(tree);
}
