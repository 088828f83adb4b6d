import { useEffect, useRef, useState } from 'react';
import { drawScene } from '@/features/image-generator/lib/render-image';
import type { RenderJob } from '@/features/image-generator/lib/render-job';

/**
 * The live preview: the same drawScene as the export, on a canvas only as large as it is shown
 * (times the screen's pixel ratio), under a scale transform.
 */
export function ImagePreview({ job, label }: { job: RenderJob; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [shownWidth, setShownWidth] = useState(0);
  const { width, height } = job.layout;

  useEffect(() => {
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setShownWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx || shownWidth === 0) return;
    const scale = Math.min(1, (shownWidth * (window.devicePixelRatio || 1)) / width);
    const pixelWidth = Math.round(width * scale);
    const pixelHeight = Math.round(height * scale);
    if (element.width !== pixelWidth) element.width = pixelWidth;
    if (element.height !== pixelHeight) element.height = pixelHeight;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    drawScene(ctx, job.layout, job.assets, job.texts);
  }, [job, shownWidth, width, height]);

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      data-testid="image-preview"
      className="mx-auto block h-auto rounded-lg bg-zinc-800 shadow-md ring-1 ring-zinc-900/10"
      // Never taller than most of the screen: a 9:16 story stays in view beside the settings.
      style={{ aspectRatio: `${width} / ${height}`, width: `min(100%, calc(72vh * ${width / height}))` }}
    />
  );
}
