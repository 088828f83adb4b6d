import { Gauge, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { RetryButton } from '@/components/ui/load-error-state';
import { Spinner } from '@/components/ui/spinner';
import { simulatorFr } from '@/features/simulator/fr';
import {
  SIMULATOR_CONTAINER_ID,
  SIMULATOR_FRAME_HEIGHT,
  SIMULATOR_TIMEOUT_MS,
  type SimulatorSource,
} from '@/lib/simulator/simulator-source';

const t = simulatorFr;

type LoadState = 'loading' | 'loaded' | 'error';

const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Sizes a frame the vendor's script created: full width, 800 px high (spec §9). */
function fitFrame(frame: HTMLIFrameElement): void {
  frame.style.width = '100%';
  frame.style.height = `${SIMULATOR_FRAME_HEIGHT}px`;
  frame.style.border = '0';
  if (!frame.title) frame.title = t.frameTitle;
}

/**
 * The third-party simulator (spec §2): a spinner until its frame has loaded, 'Erreur lors du
 * chargement du simulateur' when the host cannot be reached (offline) or it takes longer than
 * 15 s; a plain notice, no error, when the build has none (its menu entries are hidden then). A framed page is first probed with a no-cors fetch, since a frame
 * "loads" even when it only shows the browser's network-error page.
 */
export function SimulatorEmbed({ source }: { source: SimulatorSource }) {
  const [state, setState] = useState<LoadState>('loading');
  const [frameShown, setFrameShown] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  /** Ends the current attempt (the framed page's load calls it). */
  const settleAttempt = useRef<(next: LoadState) => void>(() => undefined);

  // Each attempt starts over: probe (frame) or script, then wait for the frame's load.
  useEffect(() => {
    if (source.kind === 'none') return;
    let settled = false;
    const controller = new AbortController();
    const settle = (next: LoadState) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      setState(next);
    };
    settleAttempt.current = settle;
    const timer = setTimeout(() => {
      controller.abort();
      settle('error');
    }, SIMULATOR_TIMEOUT_MS);
    setState('loading');
    setFrameShown(false);

    const cleanups: (() => void)[] = [];
    if (source.kind === 'frame') {
      fetch(source.url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal })
        .then(() => setFrameShown(true))
        .catch(() => settle('error'));
    } else {
      const host = container.current;
      if (host) {
        const watchFrame = () => {
          const frame = host.querySelector('iframe');
          if (!frame) return false;
          fitFrame(frame);
          frame.addEventListener('load', () => settle('loaded'), { once: true });
          return true;
        };
        const observer = new MutationObserver(() => {
          if (watchFrame()) observer.disconnect();
        });
        observer.observe(host, { childList: true, subtree: true });
        const script = document.createElement('script');
        script.src = source.url;
        script.async = true;
        script.addEventListener('error', () => settle('error'));
        host.append(script);
        cleanups.push(() => {
          observer.disconnect();
          host.replaceChildren();
        });
      }
    }
    return () => {
      settled = true;
      clearTimeout(timer);
      controller.abort();
      cleanups.forEach((cleanup) => cleanup());
    };
  }, [source, attempt]);

  useEffect(() => {
    if (state === 'error' && source.kind !== 'none') toast.error(t.loadError, { id: 'simulator-load-error' });
  }, [state, source.kind]);

  if (source.kind === 'none') {
    return (
      <div role="status" className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-xl border border-zinc-200 bg-zinc-50 px-6 py-10 text-center">
        <Gauge aria-hidden="true" className="size-6 text-zinc-500" />
        <p className="max-w-md text-sm text-zinc-700">{t.notConfigured}</p>
      </div>
    );
  }

  if (state === 'error') {
    return (
      <div
        role="alert"
        className="flex min-h-80 flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-red-50/60 px-6 py-12 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-base font-semibold text-red-900">{t.loadError}</h2>
        <p className="max-w-md text-sm text-red-900/80">{t.loadErrorHint}</p>
        <RetryButton onClick={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }

  return (
    <div className="relative overflow-hidden rounded-xl border border-zinc-200 bg-white" style={{ minHeight: SIMULATOR_FRAME_HEIGHT }}>
      {state === 'loading' ? (
        <div className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-white" aria-busy="true">
          <Spinner className="size-8" label={t.loading} />
          <p className="text-sm text-zinc-600" aria-hidden="true">
            {t.loading}
          </p>
        </div>
      ) : null}
      {source.kind === 'frame' && frameShown ? (
        <iframe
          key={attempt}
          src={source.url}
          title={t.frameTitle}
          sandbox={SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          className="block w-full border-0"
          style={{ height: SIMULATOR_FRAME_HEIGHT }}
          onLoad={() => settleAttempt.current('loaded')}
        />
      ) : null}
      {source.kind === 'script' ? <div id={SIMULATOR_CONTAINER_ID} ref={container} /> : null}
    </div>
  );
}
