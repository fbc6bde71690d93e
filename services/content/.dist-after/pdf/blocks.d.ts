import { type ImageCache } from './images';
import { type LinkScope } from './inlines';
import { type Node } from './text';
import { type PdfWriter } from './writer';
export type BlockContext = {
    writer: PdfWriter;
    scope: LinkScope;
    images: ImageCache;
    /** How many lists enclose the blocks being laid out (picks the bullet). */
    listLevel?: number;
};
/** Lays out a list of blocks in order. `tight` is for blocks inside list items. */
export declare function renderBlocks(nodes: Node[], ctx: BlockContext, depth?: number, tight?: boolean): void;
/**
 * Lays out one block. A block the renderer cannot lay out, or one whose data is not what the
 * schema says, prints its plain text instead: one odd block must not cost the whole PDF.
 */
export declare function renderBlock(node: Node, ctx: BlockContext, depth?: number, tight?: boolean): void;
