import { drawScene } from './render-image';
import type { RenderJob, RenderReply } from './render-job';

/*
 * Renders the full-size PNG off the main thread: an OffscreenCanvas, the same drawScene as the
 * preview, then the PNG encoding (the slow part) here rather than on the page's thread.
 */

/** The worker's global scope (the web project's types are the DOM's, not the WebWorker lib's). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<RenderJob>) => void): void;
  postMessage(message: RenderReply): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (event: MessageEvent<RenderJob>) => {
  const { layout, assets, texts } = event.data;
  void (async () => {
    try {
      const canvas = new OffscreenCanvas(layout.width, layout.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('2d context unavailable');
      drawScene(ctx, layout, assets, texts);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      scope.postMessage({ ok: true, blob } satisfies RenderReply);
    } catch (error) {
      scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies RenderReply);
    }
  })();
});
