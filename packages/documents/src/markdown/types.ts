import type { Literal, Node, Parent, RootContent } from 'mdast';

/**
 * A line holding only GitBook liquid tags (`{% hint style="info" %}`), as the parser sees
 * it. After `parseMarkdown` groups tags into the nodes below, the `liquidTag` nodes left
 * are tags we do not know (`{% include ... %}`) or that had no partner.
 */
export interface LiquidTag extends Literal {
  type: 'liquidTag';
  /** The whole line, e.g. `{% hint style="info" %}` (several tags may share a line). */
  value: string;
}

export type HintStyle = 'info' | 'warning' | 'danger' | 'success';

/** `{% hint style="..." %}...{% endhint %}` */
export interface Hint extends Parent {
  type: 'hint';
  style: HintStyle;
  children: RootContent[];
}

/** `{% tabs %}...{% endtabs %}`; only `tab` children. */
export interface Tabs extends Parent {
  type: 'tabs';
  children: Tab[];
}

/** `{% tab title="..." %}...{% endtab %}` */
export interface Tab extends Parent {
  type: 'tab';
  title: string;
  children: RootContent[];
}

/** `{% stepper %}...{% endstepper %}`; only `step` children. */
export interface Stepper extends Parent {
  type: 'stepper';
  children: Step[];
}

/** `{% step %}...{% endstep %}` */
export interface Step extends Parent {
  type: 'step';
  children: RootContent[];
}

/** `<details><summary>title</summary>...</details>` */
export interface Expandable extends Parent {
  type: 'expandable';
  title: string;
  children: RootContent[];
}

/** `{% embed url="..." %}` */
export interface Embed extends Node {
  type: 'embed';
  url: string;
  fullWidth?: boolean;
}

/** `{% file src="..." %}` */
export interface FileBlock extends Node {
  type: 'file';
  src: string;
}

/** `{% content-ref url="..." %}[title](url){% endcontent-ref %}` */
export interface ContentRefBlock extends Node {
  type: 'contentRef';
  url: string;
}

export type GitBookBlockContent = LiquidTag | Hint | Tabs | Tab | Stepper | Step | Expandable | Embed | FileBlock | ContentRefBlock;

declare module 'mdast' {
  interface RootContentMap {
    liquidTag: LiquidTag;
    hint: Hint;
    tabs: Tabs;
    tab: Tab;
    stepper: Stepper;
    step: Step;
    expandable: Expandable;
    embed: Embed;
    file: FileBlock;
    contentRef: ContentRefBlock;
  }
  interface BlockContentMap {
    liquidTag: LiquidTag;
    hint: Hint;
    tabs: Tabs;
    stepper: Stepper;
    expandable: Expandable;
    embed: Embed;
    file: FileBlock;
    contentRef: ContentRefBlock;
  }
  /** `{% code title="..." lineNumbers="true" overflow="wrap" fullWidth="true" %}` around a fence. */
  interface CodeData {
    title?: string;
    lineNumbers?: boolean;
    overflow?: 'scroll' | 'wrap';
    fullWidth?: boolean;
  }
  /** The `<figcaption>` of a GitBook `<figure>` image. */
  interface ImageData {
    caption?: string;
  }
}
