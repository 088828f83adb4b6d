import type { ImageLayout } from './image-layout';
import { drawScene, type SceneAssets, type SceneTexts } from './render-image';
import { saveLink } from '@/lib/browser/save-link';

/** What the export renders: everything drawScene needs, structured-cloneable (ImageBitmaps are). */
export interface RenderJob {
  layout: ImageLayout;
  assets: SceneAssets;
  texts: SceneTexts;
}

export type RenderReply = { ok: true; blob: Blob } | { ok: false; message: string };

/** A worker render that takes longer than this is given up for the main-thread one. */
const WORKER_TIMEOUT_MS = 20_000;

function canRenderInWorker(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
}

function renderInWorker(job: RenderJob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module' });
    const timer = setTimeout(() => finish(new Error('render worker timed out')), WORKER_TIMEOUT_MS);
    function finish(result: Blob | Error) {
      clearTimeout(timer);
      worker.terminate();
      if (result instanceof Blob) resolve(result);
      else reject(result);
    }
    worker.addEventListener('message', (event: MessageEvent<RenderReply>) =>
      finish(event.data.ok ? event.data.blob : new Error(event.data.message)),
    );
    worker.addEventListener('error', (event) => finish(new Error(event.message || 'render worker failed')));
    // The bitmaps are copied, not transferred: the preview keeps drawing them.
    worker.postMessage(job);
  });
}

function renderOnPage(job: RenderJob): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = job.layout.width;
  canvas.height = job.layout.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('2d context unavailable'));
  drawScene(ctx, job.layout, job.assets, job.texts);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png');
  });
}

/** The full-size PNG (spec §9 'Export': PNG at full quality), in a worker when the browser has OffscreenCanvas. */
export async function renderPng(job: RenderJob): Promise<Blob> {
  if (canRenderInWorker()) {
    try {
      return await renderInWorker(job);
    } catch (error) {
      // E.g. a Content-Security-Policy without worker-src 'self': the page's thread still can.
      console.warn('Image worker unavailable, rendering on the page:', error);
    }
  }
  return renderOnPage(job);
}

/** Saves `blob` under `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveLink(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
