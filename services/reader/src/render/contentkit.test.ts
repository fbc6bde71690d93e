import type { JSONDocument } from '@gitbook/api';
import type { Element } from 'hast';
import { byClass, byTag, doc, parse, resources, textOf } from '../../test/render/builders';
import { renderDocument } from './index';

/** What the runtime's fixture integration (`showcase`) answers, as the reader receives it. */
const SHOWCASE = {
  type: 'element',
  state: { code: 'graph TD;\n  A-->B;' },
  props: {},
  element: {
    type: 'block',
    children: [
      {
        type: 'vstack',
        children: [
          { type: 'text', style: 'bold', children: ['Shown in document'] },
          { type: 'markdown', content: 'Some **markdown** with a [link](https://example.com/docs)' },
          { type: 'codeblock', content: { $state: 'code' }, syntax: 'mermaid' },
          { type: 'hint', children: [{ type: 'text', children: ['A hint'] }] },
          { type: 'divider' },
          {
            type: 'hstack',
            children: [
              { type: 'button', label: 'Press', onPress: { action: 'press' } },
              { type: 'link', target: { url: 'https://example.com/more' }, children: ['More'] },
              { type: 'link', target: { url: 'javascript:alert(1)' }, children: ['Bad link'] },
            ],
          },
          { type: 'card', title: 'A card', hint: 'its hint', children: [{ type: 'text', children: ['inside'] }] },
          { type: 'image', source: { url: 'https://example.com/picture.png' }, aspectRatio: 1.5 },
          { type: 'image', source: { url: 'http://example.com/insecure.png' }, aspectRatio: 1.5 },
          { type: 'webframe', source: { url: 'https://frames.example.com/frame?x=1' }, aspectRatio: 1.7, data: { content: { $state: 'code' } } },
          { type: 'webframe', source: { url: 'http://insecure.example/frame' } },
          { type: 'webframe', source: { url: 'http://127.0.0.1:8080/v1/integrations/widgets/integration/diagram' } },
          { type: 'webframe', source: { url: 'javascript:alert(1)' } },
          { type: 'textinput', id: 'x', label: 'Typed' },
          { type: 'text', children: ['<script>alert(1)</script><img src=x onerror=alert(1)>'] },
        ],
      },
    ],
  },
};

const block = (data: Record<string, unknown>): JSONDocument => doc({ object: 'block', type: 'integration', isVoid: true, data } as never);

async function render(output: unknown, error?: string) {
  const result = await renderDocument(
    block({ integration: 'widgets', block: 'showcase', props: { title: 'Shown' } }),
    resources({
      integrationBlocks: { 'widgets/showcase': { integration: 'widgets', output, error, publicEndpoint: 'http://127.0.0.1:8080/v1/integrations/widgets/integration' } },
    }),
  );
  return { ...result, tree: parse(result.html) };
}

describe('integration blocks: ContentKit output as static HTML', () => {
  it('renders text, markdown through the reader’s pipeline, code, hints, cards, links, images and an inert button', async () => {
    const { tree, html } = await render(SHOWCASE);
    expect(byClass(tree, 'q-notice')).toHaveLength(0);
    const root = byClass(tree, 'q-integration-block');
    expect(root).toHaveLength(1);
    expect(byTag(tree, 'strong').map(textOf)).toEqual(expect.arrayContaining(['Shown in document', 'markdown', 'A card']));
    const links = byTag(tree, 'a').map((a) => [textOf(a), a.properties.href]);
    expect(links).toEqual(expect.arrayContaining([['link', 'https://example.com/docs'], ['More', 'https://example.com/more']]));
    // A javascript: link is text only.
    expect(links.some(([, href]) => String(href).startsWith('javascript'))).toBe(false);
    expect(html).toContain('Bad link');
    expect(textOf(byTag(tree, 'pre')[0])).toBe('graph TD;\n  A-->B;');
    expect(byClass(tree, 'q-hint').map(textOf)).toEqual(['A hint']);
    expect(byClass(tree, 'q-ck-card').map(textOf)).toEqual(['A cardits hintinside']);
    const [button] = byTag(tree, 'button');
    expect(button.properties).toMatchObject({ type: 'button', disabled: true });
    expect(textOf(button)).toBe('Press');
    // Images: https only, decorative (ContentKit has no text alternative).
    expect(byTag(tree, 'img').map((img) => [img.properties.src, img.properties.alt])).toEqual([['https://example.com/picture.png', '']]);
    // Inputs need the editor: left out. Text stays text.
    expect(html).not.toContain('Typed');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
  });

  it('frames only https URLs and the integration’s own public endpoint, sandboxed and titled, and reports their origins', async () => {
    const { tree, frameOrigins } = await render(SHOWCASE);
    const frames = byTag(tree, 'iframe');
    expect(frames.map((frame) => frame.properties.src)).toEqual(['https://frames.example.com/frame?x=1', 'http://127.0.0.1:8080/v1/integrations/widgets/integration/diagram']);
    for (const frame of frames as Element[]) {
      expect(frame.properties).toMatchObject({ sandbox: ['allow-scripts', 'allow-popups'], loading: 'lazy', referrerPolicy: 'no-referrer', title: 'Content of the integration “widgets”' });
      expect(frame.properties.sandbox).not.toContain('allow-same-origin');
    }
    expect(frameOrigins.sort()).toEqual(['http://127.0.0.1:8080', 'https://frames.example.com']);
    // The data the reader's client script sends the frame when it is ready (Mermaid's protocol), bindings resolved.
    expect(JSON.parse(String(frames[0].properties.dataQFrameState))).toEqual({ content: 'graph TD;\n  A-->B;' });
    expect(JSON.parse(String(frames[1].properties.dataQFrameState))).toEqual({});
  });

  it('shows the notice when the runtime gave no output, and nothing for a completed action', async () => {
    const failed = await render(undefined, 'unavailable');
    expect(byClass(failed.tree, 'q-notice').map(textOf)).toEqual(['The integration “widgets” cannot be displayed here yet.']);
    const complete = await render({ type: 'complete', returnValue: {} });
    expect(byClass(complete.tree, 'q-integration-block').map(textOf)).toEqual(['']);
    expect(complete.frameOrigins).toEqual([]);
  });
});
