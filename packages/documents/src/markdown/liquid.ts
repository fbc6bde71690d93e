import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Options as ToMarkdownExtension } from 'mdast-util-to-markdown';
import { markdownLineEnding, markdownSpace } from 'micromark-util-character';
import type { Code, Construct, Extension as MicromarkExtension, State, TokenizeContext, Tokenizer } from 'micromark-util-types';
import type { LiquidTag } from './types';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    liquidTag: 'liquidTag';
  }
}

const LEFT_BRACE = 123;
const PERCENT = 37;
const RIGHT_BRACE = 125;

/**
 * A flow construct for a line made only of liquid tags: `{% name ... %}` (several may
 * follow each other on the line). It may interrupt a paragraph, which is what lets
 * GitBook's compact form (`{% hint %}\ntext\n{% endhint %}`, no blank lines) work, and
 * what ends a list before an unindented `{% endhint %}` instead of continuing it lazily.
 */
const liquidTagConstruct: Construct = { name: 'liquidTag', tokenize: tokenizeLiquidTag };

function tokenizeLiquidTag(this: TokenizeContext, effects: Parameters<Tokenizer>[0], ok: State, nok: State): State {
  return start;

  function start(code: Code): State | undefined {
    if (code !== LEFT_BRACE) return nok(code);
    effects.enter('liquidTag');
    effects.consume(code);
    return open;
  }

  function open(code: Code): State | undefined {
    if (code !== PERCENT) return nok(code);
    effects.consume(code);
    return inside;
  }

  function inside(code: Code): State | undefined {
    if (code === null || markdownLineEnding(code)) return nok(code);
    effects.consume(code);
    return code === PERCENT ? closing : inside;
  }

  function closing(code: Code): State | undefined {
    if (code === RIGHT_BRACE) {
      effects.consume(code);
      return after;
    }
    return inside(code);
  }

  function after(code: Code): State | undefined {
    if (code === null || markdownLineEnding(code)) {
      effects.exit('liquidTag');
      return ok(code);
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return after;
    }
    if (code === LEFT_BRACE) {
      effects.consume(code);
      return open;
    }
    return nok(code);
  }
}

export const liquidSyntax: MicromarkExtension = { flow: { [LEFT_BRACE]: liquidTagConstruct } };

export const liquidFromMarkdown: FromMarkdownExtension = {
  enter: {
    liquidTag(token) {
      this.enter({ type: 'liquidTag', value: '' }, token);
    },
  },
  exit: {
    liquidTag(token) {
      const node = this.stack[this.stack.length - 1] as LiquidTag;
      node.value = this.sliceSerialize(token).trim();
      this.exit(token);
    },
  },
};

const OPENER = /^\{%\s*(?:hint|tabs|tab|stepper|step|code|content-ref)\b/;
const CLOSER = /^\{%\s*end/;

/** Blocks a tag line may follow or precede without a blank line in between. */
const COMPACT = new Set(['liquidTag', 'paragraph', 'heading', 'code', 'math', 'list', 'thematicBreak', 'blockquote']);

export const liquidToMarkdown: ToMarkdownExtension = {
  handlers: {
    liquidTag: (node: LiquidTag) => node.value,
  },
  // GitBook's own layout: an opening tag sits right above what it wraps and a closing tag
  // right below, with blank lines around the whole. Never next to HTML or a table, which
  // would take the tag line in as one of theirs.
  join: [
    (left, right) =>
      ((left.type === 'liquidTag' && OPENER.test(left.value)) || (right.type === 'liquidTag' && CLOSER.test(right.value))) &&
      COMPACT.has(left.type) &&
      COMPACT.has(right.type)
        ? 0
        : undefined,
  ],
  // Text that would read as a tag line is escaped (`\{%`), so it stays text.
  unsafe: [{ character: '{', after: '%', atBreak: true }],
};
