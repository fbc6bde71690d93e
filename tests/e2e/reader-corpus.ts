import { deflateSync, crc32 } from 'node:zlib';
import { expectOk, sendRaw, type Org } from './content-helpers';
import type { Stack } from './harness';

// The content the browser tests of published sites read (reader-browser.test.ts): pages written
// in a change request as GitBook's Markdown (as @quire/documents parses it) with the files they
// show, the OpenAPI specification an operation block renders, and a corpus of hostile content.

type Json = Record<string, any>;

/** One change request of a space: uploads files, writes pages (documents, groups, links), merges. */
export class Draft {
  private constructor(
    private readonly stack: Stack,
    private readonly org: Org,
    readonly spaceId: string,
    readonly changeRequestId: string,
  ) {}

  static async open(stack: Stack, org: Org, spaceId: string): Promise<Draft> {
    const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(spaceId, { subject: 'Content' }));
    return new Draft(stack, org, spaceId, changeRequest.id);
  }

  private get base(): string {
    return `/spaces/${this.spaceId}/change-requests/${this.changeRequestId}/content`;
  }

  /** POST …/content/pages (a Quire extension, which the official client has no method for). */
  async page(body: Json): Promise<Json> {
    const response = await sendRaw(this.stack, 'POST', `${this.base}/pages`, { token: this.org.token, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`createPage ${JSON.stringify(body.title)}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }

  async upload(name: string, data: Uint8Array, contentType: string): Promise<Json> {
    const response = await fetch(`${this.stack.baseUrl}/v1${this.base}/files?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.org.token}`, 'content-type': contentType },
      body: data,
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`upload ${name}: ${response.status} ${text}`);
    return JSON.parse(text) as Json;
  }

  async merge(): Promise<void> {
    const merged = await expectOk('mergeChangeRequest', 200, this.org.gitbook.spaces.mergeChangeRequest(this.spaceId, this.changeRequestId));
    expect(merged).toMatchObject({ result: 'merge' });
  }
}

/**
 * A PNG drawn pixel by pixel (RGB, no palette): a soft chart, so that the screenshot of the
 * page shows a real image with its own dimensions (the reader writes them as width and height).
 */
export function chartPng(width = 640, height = 280): Buffer {
  const bars = [0.35, 0.5, 0.42, 0.66, 0.58, 0.8, 0.72];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      // A pale background with a horizontal rule every 56 px, and seven rounded-off bars.
      let [r, g, b] = [244, 247, 252];
      if (y % 56 === 0) [r, g, b] = [221, 226, 236];
      const slot = Math.floor((x - 40) / 80);
      const inBar = slot >= 0 && slot < bars.length && (x - 40) % 80 >= 14 && (x - 40) % 80 < 66;
      if (inBar && height - y < bars[slot] * (height - 30)) {
        const shade = slot === 5 ? [52, 109, 219] : [150, 178, 236];
        [r, g, b] = shade;
      }
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A block GitBook's Markdown has no syntax for, as @quire/documents reads it back: `<!-- quire:block {...} -->`. */
export const blockComment = (block: Json): string => `<!-- quire:block ${JSON.stringify(block).replace(/--/g, '-\\u002d')} -->`;

/** The organization's OpenAPI specification the operation block renders. */
export const PETS_SPEC_SLUG = 'pets';
export const PETS_SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Pet store', version: '1.0.0' },
  servers: [{ url: 'https://api.pets.example/v1' }],
  paths: {
    '/pets/{petId}': {
      get: {
        operationId: 'getPet',
        summary: 'Get a pet',
        description: 'Answers one pet of the store by its **id**.',
        parameters: [
          { name: 'petId', in: 'path', required: true, description: 'The id of the pet', schema: { type: 'string' } },
          { name: 'fields', in: 'query', required: false, description: 'Fields to include', schema: { type: 'string', enum: ['name', 'tag'] } },
        ],
        responses: {
          '200': {
            description: 'The pet',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'name'],
                  properties: { id: { type: 'string', example: 'pet_1' }, name: { type: 'string', example: 'Rex' }, tag: { type: 'string', nullable: true } },
                },
              },
            },
          },
          '404': { description: 'No such pet' },
        },
      },
    },
  },
});

/** Polls the specification until its latest version is processed (`complete`). */
export async function processedSpec(org: Org, slug: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const spec = await expectOk('getOpenAPISpecBySlug', 200, org.gitbook.orgs.getOpenApiSpecBySlug(org.organizationId, slug));
    if ((spec as Json).processingState === 'complete') return;
    if (Date.now() > deadline) throw new Error(`spec ${slug} was not processed in time: ${JSON.stringify(spec)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ids the kitchen-sink page points to. */
export type BlocksRefs = { welcomeId: string; nestedId: string; imageId: string; fileId: string };

/**
 * Every block kind on one page, in GitBook's Markdown as @quire/documents parses it
 * (test/render/kitchen-sink.md of the reader has the same forms), and, where Markdown has no
 * syntax (OpenAPI operations, reusable content, integrations), the block as the JSON comment
 * @quire/documents reads back. Columns are not there: @gitbook/api 0.146.0's `JSONDocument`
 * takes no `columns` block at any level (only the `DocumentBlock` union names it), so content
 * refuses to store one and no published page can hold it; the renderer's own tests cover it.
 */
export function blocksMarkdown(refs: BlocksRefs): string {
  return [
    'Every kind of block a page can hold, as a reader sees it.',
    '',
    '# Text and marks',
    '',
    'Text with **bold**, *italic*, `inline code`, ~~struck out~~, <kbd>Ctrl</kbd>+<kbd>K</kbd>, E = mc<sup>2</sup>, H<sub>2</sub>O and <mark style="color:red;">a red word</mark>.',
    '',
    `Links: [the welcome page](quire:page/${refs.welcomeId}), [its install section](quire:page/${refs.welcomeId}#install) and [the lists below](#lists).`,
    '',
    '# Lists',
    '',
    '- Unordered one',
    '- Unordered two',
    '  - Nested item',
    '',
    '1. First step',
    '2. Second step',
    '',
    '- [x] A done task',
    '- [ ] An open task',
    '',
    '> A quote with **bold** words.',
    '',
    '# Code',
    '',
    '{% code title="publish.sh" lineNumbers="true" %}',
    '```bash',
    'npm install --global quire',
    'quire publish --site docs',
    '```',
    '{% endcode %}',
    '',
    '# Table',
    '',
    '| Plan | Pages | Search |',
    '| --- | --: | :-: |',
    '| Free | 100 | Yes |',
    '| Pro | 10000 | Yes |',
    '',
    '# Hints',
    '',
    ...(['info', 'success', 'warning', 'danger'] as const).flatMap((style) => ['{% hint style="' + style + '" %}', `The ${style} hint.`, '{% endhint %}', '']),
    '# Tabs',
    '',
    '{% tabs %}',
    '{% tab title="npm" %}',
    'Run npm install.',
    '{% endtab %}',
    '',
    '{% tab title="yarn" %}',
    'Run yarn add.',
    '{% endtab %}',
    '',
    '{% tab title="pnpm" %}',
    'Run pnpm add.',
    '{% endtab %}',
    '{% endtabs %}',
    '',
    '# Expandable',
    '',
    '<details>',
    '',
    '<summary>Show the details</summary>',
    '',
    'The details, folded away.',
    '',
    '</details>',
    '',
    '# Steps',
    '',
    '{% stepper %}',
    '{% step %}',
    '## Write',
    'Write the pages.',
    '{% endstep %}',
    '',
    '{% step %}',
    '## Publish',
    'Publish the site.',
    '{% endstep %}',
    '{% endstepper %}',
    '',
    '# Math',
    '',
    'Euler: $$e^{i\\pi} + 1 = 0$$ inline.',
    '',
    '$$',
    '\\int_0^1 x^2 \\, dx = \\frac{1}{3}',
    '$$',
    '',
    '# Media',
    '',
    `<figure><img src="quire:file/${refs.imageId}" alt="Page views this week"><figcaption><p>Page views this week</p></figcaption></figure>`,
    '',
    `{% file src="quire:file/${refs.fileId}" %}`,
    '',
    '{% embed url="https://www.youtube.com/watch?v=aqz-KE-bpKQ" %}',
    '',
    `{% content-ref url="quire:page/${refs.nestedId}" %}`,
    `[Nested child](quire:page/${refs.nestedId})`,
    '{% endcontent-ref %}',
    '',
    '# Divider',
    '',
    'A divider follows.',
    '',
    '---',
    '',
    '# API',
    '',
    blockComment({ object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: PETS_SPEC_SLUG }, path: '/pets/{petId}', method: 'get' } }),
    '',
    '# Elsewhere',
    '',
    blockComment({ object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: 'shared-intro' } } }),
    '',
    blockComment({ object: 'block', type: 'integration', isVoid: true, data: { integration: 'mermaid', block: 'diagram', props: {} } }),
    '',
    'The end.',
    '',
  ].join('\n');
}

/** Markup of a payload that reports running: a dialog, and a request to `/xss-probe` (either is a failure). */
const probe = (tag: string) => `alert('${tag}');fetch('/xss-probe?${tag}')`;

/** An SVG that runs script when opened as a document (never when shown by `<img>`). */
export const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="${probe('svg-onload')}"><script>${probe('svg-script')}</script><rect width="40" height="40" fill="red"/></svg>`;

/** Hostile page titles and descriptions (shown in the sidebar, breadcrumbs, `<title>`, meta tags). */
export const HOSTILE_TITLE = `<img src=x onerror="${probe('title')}">"><script>alert(9)</script>`;
export const HOSTILE_DESCRIPTION = `"><svg onload="${probe('description')}"></svg><script>${probe('description-script')}</script>`;

/** A page of payloads, each of which would run script if it reached the DOM unescaped. */
export function xssMarkdown(refs: { svgId: string; htmlId: string }): string {
  return [
    `<script>${probe('script')}</script>`,
    '',
    `<img src=x onerror="${probe('onerror')}">`,
    '',
    `Inline <img src=x onerror="${probe('inline-onerror')}"> and <a href="javascript:${probe('inline-a')}">an inline link</a>.`,
    '',
    `[javascript link](javascript:${probe('md-link')}) [mixed case](JaVaScRiPt:${probe('mixed')}) [entity](&#106;avascript:${probe('entity')}) [vbscript](vbscript:msgbox(1))`,
    '',
    '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgnZGF0YScpPC9zY3JpcHQ+)',
    '',
    '![data svg](data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=)',
    '',
    `![javascript image](javascript:${probe('md-image')})`,
    '',
    `<svg><script>${probe('inline-svg')}</script><foreignObject><iframe srcdoc="<script>${probe('srcdoc')}</script>"></iframe></foreignObject></svg>`,
    '',
    `<iframe src="javascript:${probe('iframe')}"></iframe><object data="javascript:${probe('object')}"></object><embed src="javascript:${probe('embed')}">`,
    '',
    `<meta http-equiv="refresh" content="0;url=javascript:${probe('meta')}"><base href="javascript:${probe('base')}//"><style>body{background:url("javascript:${probe('style')}")}</style>`,
    '',
    `<details open ontoggle="${probe('ontoggle')}"><summary>Hostile details</summary>x</details>`,
    '',
    `<form action="javascript:${probe('form')}"><button>Submit</button></form>`,
    '',
    `{% code title="<img src=x onerror=&quot;${probe('code-title')}&quot;>" %}`,
    '```html',
    `<script>${probe('code')}</script>`,
    `<img src=x onerror="${probe('code-img')}">`,
    '```',
    '{% endcode %}',
    '',
    `{% hint style="<script>${probe('hint-style')}</script>" %}`,
    `A hint <img src=x onerror="${probe('hint')}">`,
    '{% endhint %}',
    '',
    `{% embed url="javascript:${probe('embed-url')}" %}`,
    '',
    `$$\\href{javascript:${probe('katex')}}{click}$$`,
    '',
    `<mark style="color:red;background:url(javascript:${probe('mark')})">coloured</mark>`,
    '',
    `![uploaded svg](quire:file/${refs.svgId})`,
    '',
    `{% file src="quire:file/${refs.htmlId}" %}`,
    '',
    `## Heading <a href="#x" id="x&quot; onmouseover=&quot;${probe('heading-id')}"></a>`,
    '',
    blockComment({ object: 'block', type: 'integration', isVoid: true, data: { integration: `<script>${probe('integration')}</script>`, block: 'x', props: {}, url: `javascript:${probe('integration-url')}` } }),
    '',
    'The corpus ends here.',
    '',
  ].join('\n');
}
