import { type LinkScope } from './inlines';
import { type Node } from './text';
import { type PdfWriter } from './writer';
/**
 * A cell as text, per column type (GitBook's table model: `records` hold values keyed by
 * definition id; a text value names a fragment of the block holding the cell's blocks).
 */
export declare function cellText(table: Node, definition: Node, value: unknown, scope: LinkScope): string;
/** Draws a table block as a grid: a header row (repeated after page breaks), then one row per record. */
export declare function renderTable(writer: PdfWriter, table: Node, scope: LinkScope): void;
