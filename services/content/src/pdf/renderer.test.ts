import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { JSONDocument } from '@gitbook/api';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { type PdfPage, type PdfSource, PdfTooLargeError, renderPdf } from './renderer';

// Needs poppler-utils (pdftotext, pdfimages) on the PATH.

// ---- GitBook JSON documents, built by hand and checked against the reference contract ----

type Json = Record<string, unknown>;
type Mark = 'bold' | 'italic' | 'code' | 'strikethrough';

const text = (value: string, ...marks: Mark[]): Json => ({ object: 'text', leaves: [{ object: 'leaf', text: value, marks: marks.map((type) => ({ object: 'mark', type })) }] });
const paragraph = (...nodes: Json[]): Json => ({ object: 'block', type: 'paragraph', nodes });
const para = (value: string): Json => paragraph(text(value));
const heading = (level: 1 | 2 | 3, value: string): Json => ({ object: 'block', type: `heading-${level}`, data: {}, nodes: [text(value)] });
const link = (ref: Json, ...nodes: Json[]): Json => ({ object: 'inline', type: 'link', data: { ref }, nodes, isVoid: false });
const item = (...nodes: Json[]): Json => ({ object: 'block', type: 'list-item', nodes });
const task = (checked: boolean, value: string): Json => ({ object: 'block', type: 'list-item', data: { checked }, nodes: [para(value)] });
const bullets = (...items: Json[]): Json => ({ object: 'block', type: 'list-unordered', nodes: items });
const numbers = (start: number, ...items: Json[]): Json => ({ object: 'block', type: 'list-ordered', data: { start }, nodes: items });
const tasks = (...items: Json[]): Json => ({ object: 'block', type: 'list-tasks', nodes: items });
const quote = (...nodes: Json[]): Json => ({ object: 'block', type: 'blockquote', nodes });
const hint = (style: string, ...nodes: Json[]): Json => ({ object: 'block', type: 'hint', data: { style }, nodes });
const code = (syntax: string, lines: string[]): Json => ({
  object: 'block',
  type: 'code',
  data: { syntax },
  nodes: lines.map((line) => ({ object: 'block', type: 'code-line', data: {}, nodes: [text(line)] })),
});
const math = (formula: string): Json => ({ object: 'block', type: 'math', data: { formula }, isVoid: true });
const divider = (): Json => ({ object: 'block', type: 'divider', data: {}, isVoid: true });
const embed = (url: string): Json => ({ object: 'block', type: 'embed', data: { url }, isVoid: true });
const contentRef = (ref: Json): Json => ({ object: 'block', type: 'content-ref', data: { ref }, isVoid: true });
const expandable = (title: string, ...body: Json[]): Json => ({
  object: 'block',
  type: 'expandable',
  data: {},
  isVoid: true,
  fragments: [
    { object: 'fragment', fragment: 'expandable-title', type: 'expandable-title', nodes: [para(title)] },
    { object: 'fragment', fragment: 'expandable-body', type: 'expandable-body', nodes: body },
  ],
});
const tabs = (...items: [string, Json[]][]): Json => ({
  object: 'block',
  type: 'tabs',
  nodes: items.map(([title, nodes]) => ({ object: 'block', type: 'tabs-item', data: { title }, nodes })),
});
const image = (ref: Json, caption?: string, alt?: string): Json => ({
  object: 'block',
  type: 'image',
  data: alt ? { ref, alt } : { ref },
  isVoid: true,
  fragments: caption ? [{ object: 'fragment', fragment: 'caption', nodes: [para(caption)] }] : [],
});
const images = (...nodes: Json[]): Json => ({ object: 'block', type: 'images', data: {}, nodes, isVoid: false });

/** A grid table in GitBook's model: text cells live in fragments the records name. */
function table(headers: string[], rows: string[][]): Json {
  const definition: Json = {};
  const columns = headers.map((title, i) => {
    definition[`col${i}`] = { id: `col${i}`, title, type: 'text', textAlignment: 'left' };
    return `col${i}`;
  });
  const records: Json = {};
  const fragments: Json[] = [];
  rows.forEach((row, r) => {
    const values: Json = {};
    row.forEach((cell, c) => {
      const id = `cell-${r}-${c}`;
      values[`col${c}`] = id;
      fragments.push({ object: 'fragment', fragment: id, nodes: [para(cell)] });
    });
    // Keys in reverse so that only orderIndex gives the order.
    records[`rec${rows.length - r}`] = { orderIndex: `a${r}`, values };
  });
  return { object: 'block', type: 'table', isVoid: true, data: { view: { type: 'grid', columns, hideHeader: false }, records, definition }, fragments };
}

const document = (...nodes: Json[]): JSONDocument => ({ object: 'document', data: {}, nodes }) as unknown as JSONDocument;

const spec = JSON.parse(readFileSync(require.resolve('@gitbook/api/spec/openapi.json'), 'utf8'));
const ajv = new Ajv({ strict: false, logger: false });
addFormats(ajv);
ajv.addSchema(spec, 'openapi.json');
const validateDocument = ajv.compile({ $ref: 'openapi.json#/components/schemas/JSONDocument' });

function expectValid(doc: JSONDocument): JSONDocument {
  const valid = validateDocument(doc);
  if (!valid) throw new Error(`not a JSONDocument: ${JSON.stringify(validateDocument.errors?.slice(0, 3))}`);
  return doc;
}

// ---- Tiny images made here ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];
/**
 * A width x height 8-bit PNG, RGB (colorType 2) or RGBA (6), optionally Adam7-interlaced, with
 * unfiltered rows; `idat` replaces the pixel stream.
 */
function png(width: number, height: number, options: { alpha?: boolean; interlaced?: boolean; idat?: Buffer } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = options.alpha ? 6 : 2;
  ihdr[12] = options.interlaced ? 1 : 0;
  const pixel = (x: number, y: number) => [200, (x * 40) & 0xff, (y * 40) & 0xff, ...(options.alpha ? [255] : [])];
  const rows: number[][] = [];
  for (const [x0, y0, dx, dy] of options.interlaced ? ADAM7 : [[0, 0, 1, 1]]) {
    for (let y = y0; y < height; y += dy) {
      const row = [0];
      for (let x = x0; x < width; x += dx) row.push(...pixel(x, y));
      if (row.length > 1) rows.push(row);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', options.idat ?? deflateSync(Buffer.from(rows.flat()))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An 8x8 grey baseline JPEG: one block whose only coefficient is DC (quantization 1), coded with
 * one-symbol Huffman tables (DC category 8, AC end-of-block), so the scan is 10 bits.
 */
function jpeg(): Buffer {
  const segment = (marker: number, body: number[]) => Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, [0x00, ...new Array(64).fill(1)]),
    segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    segment(0xc4, [0x00, 1, ...new Array(15).fill(0), 8]),
    segment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0]),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    Buffer.from([0x40, 0x3f, 0xff, 0xd9]),
  ]);
}

// ---- Reading PDFs back ----

let workDir: string;
beforeAll(() => {
  // First, so that afterAll has a folder to remove even when a tool below is missing.
  workDir = mkdtempSync(join(tmpdir(), 'quire-pdf-'));
  for (const tool of ['pdftotext', 'pdfimages']) {
    try {
      execFileSync(tool, ['-v'], { stdio: 'ignore' });
    } catch {
      throw new Error(`${tool} is missing: these tests need poppler-utils (apt-get install poppler-utils; \`npm test\` installs it)`);
    }
  }
});
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

let fileCount = 0;
function pdfTool(tool: 'pdftotext' | 'pdfimages', pdf: Buffer, args: string[]): string {
  const file = join(workDir, `${++fileCount}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
}
const extractText = (pdf: Buffer) => pdfTool('pdftotext', pdf, ['-layout']);

/** Asserts that every string occurs in `haystack`, each after the one before it. */
function expectInOrder(haystack: string, needles: string[]): void {
  let from = 0;
  for (const needle of needles) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) throw new Error(`"${needle}" not found after offset ${from} (anywhere: ${haystack.indexOf(needle)})\n${haystack}`);
    from = at + needle.length;
  }
}

const noImages: PdfSource['loadImage'] = async () => undefined;
const page = (id: string, title: string, depth: number, doc: JSONDocument): PdfPage => ({ id, title, depth, document: expectValid(doc) });

describe('renderPdf', () => {
  it('prints the title page, then every page and its blocks in order as extractable text', async () => {
    const pages = [
      page(
        'p1',
        'Getting started',
        0,
        document(
          para('Welcome to the handbook.'),
          paragraph(text('Read the '), text('important', 'bold'), text(' part, the '), text('subtle', 'italic'), text(' part and run '), text('npm test', 'code'), text('.')),
          paragraph(text('See '), link({ kind: 'url', url: 'https://example.com/docs' }, text('the website')), text(' or '), link({ kind: 'page', page: 'p3' }, text('the reference')), text('.')),
          heading(1, 'Install'),
          numbers(1, item(para('Download the archive')), item(para('Unpack it'), bullets(item(para('on Linux')), item(para('on macOS')))), item(para('Run the installer'))),
          heading(2, 'Checklist'),
          tasks(task(true, 'Read the guide'), task(false, 'Ask a question')),
          quote(para('Simple things should be simple.')),
          hint('warning', para('Back up your data first.')),
          code('js', ['function add(a, b) {', '  return a + b;', '}']),
        ),
      ),
      page(
        'p2',
        'Configuration',
        1,
        document(
          heading(3, 'Options'),
          table(
            ['Name', 'Default', 'Meaning'],
            [
              ['timeout', '30', 'Seconds to wait'],
              ['retries', '3', 'Attempts before failing'],
            ],
          ),
          divider(),
          expandable('Advanced settings', para('Only change these when told to.')),
          tabs(['Linux', [para('Use the tarball.')]], ['Windows', [para('Use the MSI.')]]),
          math('E = mc^2'),
        ),
      ),
      page('p3', 'Reference', 0, document(para('The reference lists every command.'), embed('https://video.example.com/intro'), contentRef({ kind: 'page', page: 'p1' }))),
    ];
    const pdf = await renderPdf({ title: 'Quire Handbook', subtitle: 'For operators', pages, loadImage: noImages });

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const extracted = extractText(pdf);
    expectInOrder(extracted, [
      'Quire Handbook',
      'For operators',
      new Date().toISOString().slice(0, 4),
      'Getting started',
      'Welcome to the handbook.',
      'Read the important part, the subtle part and run npm test.',
      'See the website or the reference.',
      'Install',
      '1. Download the archive',
      '2. Unpack it',
      '– on Linux',
      '– on macOS',
      '3. Run the installer',
      'Checklist',
      'Read the guide',
      'Ask a question',
      'Simple things should be simple.',
      'Back up your data first.',
      'function add(a, b) {',
      '  return a + b;',
      '}',
      'Configuration',
      'Options',
      'Name',
      'Default',
      'Meaning',
      'timeout',
      '30',
      'Seconds to wait',
      'retries',
      '3',
      'Attempts before failing',
      'Advanced settings',
      'Only change these when told to.',
      'Linux',
      'Use the tarball.',
      'Windows',
      'Use the MSI.',
      'E = mc^2',
      'Reference',
      'The reference lists every command.',
      'Embed: https://video.example.com/intro',
      'See: Getting started',
    ]);
    // A top-level page starts a new PDF page; a nested one follows on (title page + 2).
    const sheets = extracted.split('\f').filter((s) => s.trim());
    expect(sheets.length).toBe(3);
    expect(sheets[1]).toContain('Configuration');
    expect(sheets[2]).toContain('Reference');
    // Footer page numbers on content pages.
    expect(sheets[1]).toMatch(/Quire Handbook\s+2\s*$/);

    // Link annotations (not compressed by pdfkit, so visible in the raw bytes).
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/URI (https://example.com/docs)');
    expect(raw).toContain('/URI (https://video.example.com/intro)');
    expect(raw).toMatch(/\/S \/GoTo\s*\/D \(page-p3\)/);
    // Bookmarks for the pages.
    expect(raw).toContain('/Title (Getting started)');
  });

  it('embeds PNG images scaled into the page and prints the caption of images it cannot decode', async () => {
    const files: Record<string, Buffer> = {
      rgb: png(4, 3),
      rgba: png(2, 2, { alpha: true }),
      big: png(2400, 10),
      interlaced: png(5, 3, { interlaced: true }),
      text: Buffer.from('this is not an image'),
      // A PNG header over a pixel stream that does not inflate: pdfkit would throw from a zlib callback.
      corruptAlpha: png(2, 2, { alpha: true, idat: Buffer.from([0x78, 0x9c, 0xff, 0xff, 0x00, 0x01]) }),
      badFilter: png(2, 2, { idat: deflateSync(Buffer.from([9, 1, 2, 3, 4, 5, 6, 9, 1, 2, 3, 4, 5, 6])) }),
      svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      jpeg: jpeg(),
      badJpeg: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    };
    const requested: unknown[] = [];
    const pdf = await renderPdf({
      title: 'Pictures',
      pages: [
        page(
          'p1',
          'Gallery',
          0,
          document(
            images(image({ kind: 'file', file: 'rgb' }, 'A small RGB picture')),
            images(image({ kind: 'file', file: 'rgba' }), image({ kind: 'file', file: 'big' }, 'A wide picture')),
            images(image({ kind: 'file', file: 'interlaced' }, 'An interlaced picture')),
            images(image({ kind: 'file', file: 'text' }, 'Caption of a text file')),
            images(image({ kind: 'file', file: 'corruptAlpha' }, undefined, 'Alt of a corrupt PNG')),
            images(image({ kind: 'file', file: 'badFilter' }, 'Caption of a bad filter')),
            images(image({ kind: 'file', file: 'svg' }, 'Caption of an SVG')),
            images(image({ kind: 'file', file: 'jpeg' }, 'A grey JPEG')),
            images(image({ kind: 'file', file: 'badJpeg' }, 'Caption of a headless JPEG')),
            images(image({ kind: 'file', file: 'missing' }, 'Caption of a missing file')),
            images(image({ kind: 'file', file: 'throws' }, 'Caption of a failed load')),
            images(image({ kind: 'url', url: 'https://example.com/a.png' }, 'Caption of a URL image')),
            images(image({ kind: 'file', file: 'rgb' }, 'The same picture again')),
          ),
        ),
      ],
      async loadImage(ref) {
        requested.push(ref);
        if (ref.kind === 'file' && ref.file === 'throws') throw new Error('storage is down');
        return ref.kind === 'file' ? files[ref.file] : undefined;
      },
    });

    const listed = pdfTool('pdfimages', pdf, ['-list'])
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => line.trim().split(/\s+/));
    // page num type width height color comp bpc enc ...: rgb twice (one object, two placements), rgba (+ its soft mask), big, jpeg.
    const placed = listed.filter((cols) => cols[2] === 'image').map((cols) => `${cols[3]}x${cols[4]} ${cols[8]}`);
    expect(placed.sort()).toEqual(['2400x10 image', '2x2 image', '4x3 image', '4x3 image', '5x3 image', '8x8 jpeg']);
    expect(listed.filter((cols) => cols[2] === 'smask')).toHaveLength(1);
    // The picture used twice is one PDF object (column 10: object number).
    expect(new Set(listed.filter((cols) => cols[3] === '4').map((cols) => cols[10])).size).toBe(1);

    expectInOrder(extractText(pdf), [
      'Gallery',
      'A small RGB picture',
      'A wide picture',
      'An interlaced picture',
      'Caption of a text file',
      'Alt of a corrupt PNG',
      'Caption of a bad filter',
      'Caption of an SVG',
      'A grey JPEG',
      'Caption of a headless JPEG',
      'Caption of a missing file',
      'Caption of a failed load',
      'Caption of a URL image',
      'The same picture again',
    ]);
    // Each distinct reference is loaded once.
    expect(requested.filter((ref) => JSON.stringify(ref) === JSON.stringify({ kind: 'file', file: 'rgb' }))).toHaveLength(1);
  });

  it('prints content it has no layout for, or that is malformed, as text without failing', async () => {
    let deep: Json = para('Deep inside');
    for (let i = 0; i < 200; i++) deep = quote(deep);
    const doc = {
      object: 'document',
      data: {},
      nodes: [
        { object: 'block', type: 'future-block', nodes: [para('Text of an unknown block')] },
        { object: 'block', type: 'paragraph' },
        { object: 'block', type: 'paragraph', nodes: [null, 42, { object: 'text' }, { object: 'inline', type: 'emoji', data: { code: '1f600' } }, text('Still here')] },
        { object: 'block', type: 'list-ordered', data: { start: 'x' }, nodes: [para('Not a list item'), item()] },
        { object: 'block', type: 'table', data: { view: {}, records: { r: { orderIndex: 'a0', values: { c: 'missing-fragment' } } }, definition: { c: { id: 'c', title: 'Column C', type: 'text' } } } },
        { object: 'block', type: 'table', data: null },
        { object: 'block', type: 'images', data: {}, nodes: [{ object: 'block', type: 'image', data: { ref: { kind: 'ftp' } } }] },
        { object: 'block', type: 'code', data: {}, nodes: 'not an array' },
        { object: 'block', type: 'hint', data: { style: 'nonsense' }, nodes: [para('Hint with an unknown style')] },
        paragraph(text('Unicode: café, naïve, Ωmega, 日本, emoji 🎉 done'), link({ kind: 'url', url: 'javascript:alert(1)' }, text(' unsafe link'))),
        deep,
        'garbage',
      ],
    } as unknown as JSONDocument;
    expect(validateDocument(doc)).toBe(false);
    const pdf = await renderPdf({ title: 'Odd', pages: [{ id: 'p', title: 'Odd content', depth: 0, document: doc }, { id: 'q', title: 'No document', depth: 3, document: undefined as unknown as JSONDocument }], loadImage: noImages });
    const extracted = extractText(pdf);
    expectInOrder(extracted, [
      'Odd content',
      'Text of an unknown block',
      'Still here',
      'Not a list item',
      'Column C',
      '[Image]',
      'Hint with an unknown style',
      // Outside the standard fonts' WinAnsi: '?' for letters, nothing for emoji.
      'Unicode: café, naïve, ?mega, ??, emoji done unsafe link',
      'Deep inside',
      'No document',
    ]);
    expect(pdf.toString('latin1')).not.toContain('javascript:');
  });

  it('refuses more pages than maxPages and output larger than maxBytes', async () => {
    const pages = Array.from({ length: 5 }, (_, i) => page(`p${i}`, `Page ${i}`, 0, document(para('Some text '.repeat(50)))));
    const tooMany = renderPdf({ title: 'T', pages, loadImage: noImages }, { maxPages: 4 });
    await expect(tooMany).rejects.toBeInstanceOf(PdfTooLargeError);
    await expect(tooMany).rejects.toMatchObject({ limit: 'pages', max: 4, code: 'PDF_TOO_LARGE' });
    await expect(renderPdf({ title: 'T', pages, loadImage: noImages }, { maxBytes: 4000 })).rejects.toMatchObject({ limit: 'bytes', max: 4000 });
    const pdf = await renderPdf({ title: 'T', pages, loadImage: noImages }, { maxPages: 5 });
    expect(pdf.length).toBeGreaterThan(4000);
  });

  it('renders 100 pages of typical content in well under 2 seconds', async () => {
    const typical = (i: number) =>
      document(
        heading(1, `Section ${i}`),
        para('Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. '.repeat(3)),
        paragraph(text('Some '), text('bold', 'bold'), text(' and '), text('code()', 'code'), text(' and a '), link({ kind: 'url', url: 'https://example.com' }, text('link')), text('.')),
        bullets(item(para('First point')), item(para('Second point'), bullets(item(para('Nested point')))), item(para('Third point'))),
        code('ts', Array.from({ length: 12 }, (_, l) => `const value${l} = compute(${l}); // line ${l}`)),
        hint('info', para('Remember to save your work regularly.')),
        table(
          ['Key', 'Value'],
          Array.from({ length: 5 }, (_, r) => [`key-${r}`, `value ${r}`]),
        ),
        heading(2, 'More'),
        para('Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. '.repeat(4)),
      );
    const pages = Array.from({ length: 100 }, (_, i) => page(`p${i}`, `Page ${i}`, i % 3 === 0 ? 0 : 1, typical(i)));
    await renderPdf({ title: 'Warm-up', pages: pages.slice(0, 10), loadImage: noImages });
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const pdf = await renderPdf({ title: 'Big space', pages, loadImage: noImages });
    const cpu = process.cpuUsage(cpuBefore);
    const elapsed = performance.now() - started;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    console.log(`100 pages: ${elapsed.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU, ${(pdf.length / 1024).toFixed(0)} KiB`);
    // CPU time: wall time also counts whatever else the machine is running.
    expect(cpuMs).toBeLessThan(2000);
    expectInOrder(extractText(pdf), ['Page 0', 'Section 0', 'Page 99', 'Section 99', 'key-4']);
  });
});
