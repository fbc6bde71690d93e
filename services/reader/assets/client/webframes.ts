/**
 * Integration webframes (`iframe[data-q-frame-state]`, docs/reader.md "Integration blocks"): the
 * host side of ContentKit's webframe protocol, which GitBook's integrations (Mermaid, PlantUML...)
 * expect. When a frame says `@webframe.ready`, it is sent the block's data as `{ state }` (what its
 * script renders); `@webframe.resize` sets its aspect ratio or height. Messages are taken only
 * from the frames of integration blocks, by their window; nothing else is ever sent to them.
 */
type WebframeAction = { action?: { action?: unknown; size?: { aspectRatio?: unknown; height?: unknown } } };

export function enhanceWebframes(doc: Document): void {
  const frames = Array.from(doc.querySelectorAll<HTMLIFrameElement>('iframe[data-q-frame-state]'));
  if (frames.length === 0) return;
  window.addEventListener('message', (event: MessageEvent<WebframeAction>) => {
    const frame = frames.find((candidate) => candidate.contentWindow === event.source);
    const action = event.data?.action;
    if (!frame || !action) return;
    if (action.action === '@webframe.ready') {
      let state: unknown = {};
      try {
        state = JSON.parse(frame.getAttribute('data-q-frame-state') ?? '{}');
      } catch {
        state = {};
      }
      frame.contentWindow?.postMessage({ state }, '*');
    } else if (action.action === '@webframe.resize' && action.size) {
      const { aspectRatio, height } = action.size;
      if (typeof aspectRatio === 'number' && Number.isFinite(aspectRatio) && aspectRatio > 0.1 && aspectRatio < 20) frame.style.aspectRatio = String(aspectRatio);
      if (typeof height === 'number' && Number.isFinite(height) && height > 0 && height < 5000) frame.style.maxHeight = `${Math.ceil(height)}px`;
    }
  });
}
