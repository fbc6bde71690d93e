/**
 * Bounds on the work one render may do. A document is user input: without them a page of
 * 100,000 nested quotes, a formula that expands forever or a 10 MB code block would hold the
 * event loop of a process serving every site. Past a bound, what remains is shown plain or
 * replaced by a visible notice, never dropped silently.
 */
export const RENDER_LIMITS = {
  /** Blocks nested in blocks (quotes in lists in tabs...); deeper content becomes a notice. */
  maxDepth: 24,
  /** Document nodes (blocks, inlines, texts) rendered; the rest of the page becomes one notice. */
  maxNodes: 40_000,
  /** A code block above either bound is shown unhighlighted. */
  maxHighlightBytes: 100 * 1024,
  maxHighlightLines: 5_000,
  /** Lines highlighted over the whole document; later code blocks are shown unhighlighted. */
  maxHighlightLinesPerDocument: 6_000,
  /** A line longer than this is left uncoloured by shiki (it stays in the block). */
  maxHighlightLineLength: 2_000,
  /** Longest formula KaTeX is given (characters); longer ones are shown as their source. */
  maxFormulaLength: 5_000,
  /** Formulas rendered by KaTeX per document; later ones are shown as their source. */
  maxFormulas: 1_000,
  /** Reusable contents included in one another. */
  maxReusableDepth: 3,
  /** Cells of one table (records × columns); later records are left out with a notice. */
  maxTableCells: 10_000,
  /** Depth of nested schemas shown in an OpenAPI block. */
  maxSchemaDepth: 6,
  /** Properties shown for one OpenAPI block, over all its schemas. */
  maxSchemaProperties: 600,
  /** Characters of a generated OpenAPI example. */
  maxExampleLength: 20_000,
  /** Characters of an OpenAPI description rendered as Markdown (longer ones are shown as text). */
  maxDescriptionLength: 20_000,
  /** Length of a `data:` image URL kept (bytes of the URL). */
  maxDataUrlLength: 512 * 1024,
  /** Length of an `id` made from a heading's text. */
  maxSlugLength: 80,
} as const;
