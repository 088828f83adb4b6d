/**
 * Spec §9: new-item alerts play a short tone. A quiet 150 ms sine chime made with the Web Audio
 * API (no audio file). Browsers let an AudioContext play only after the user has interacted
 * with the page: the context is created or resumed at the first click or key press, and a tone
 * that cannot play is silently skipped.
 */

const TONE_SECONDS = 0.15;
const TONE_VOLUME = 0.06;

type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextConstructor(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  const legacy = (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  return window.AudioContext ?? legacy ?? null;
}

/** The context, created on demand once the page has been interacted with. */
function audioContext(): AudioContext | null {
  if (context) return context;
  const Context = audioContextConstructor();
  const activated = typeof navigator === 'undefined' || navigator.userActivation?.hasBeenActive !== false;
  if (!Context || !activated) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/** Readies the tone at the first user gesture; returns the cleanup of the listeners. */
export function primeAlertTone(): () => void {
  if (typeof window === 'undefined') return () => {};
  const prime = () => {
    const ready = audioContext();
    if (ready?.state === 'suspended') void ready.resume().catch(() => undefined);
    if (ready) stop();
  };
  const stop = () => {
    window.removeEventListener('pointerdown', prime, true);
    window.removeEventListener('keydown', prime, true);
  };
  window.addEventListener('pointerdown', prime, true);
  window.addEventListener('keydown', prime, true);
  return stop;
}

/** Plays the chime when the browser allows sound; does nothing otherwise. */
export function playAlertTone(): void {
  const ready = audioContext();
  if (!ready) return;
  const play = () => {
    try {
      const start = ready.currentTime;
      const oscillator = ready.createOscillator();
      const gain = ready.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(880, start);
      oscillator.frequency.exponentialRampToValueAtTime(1320, start + TONE_SECONDS * 0.6);
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(TONE_VOLUME, start + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + TONE_SECONDS);
      oscillator.connect(gain).connect(ready.destination);
      oscillator.start(start);
      oscillator.stop(start + TONE_SECONDS + 0.01);
    } catch {
      // No audio output: the banner alone tells the user.
    }
  };
  if (ready.state === 'running') play();
  else
    void ready.resume().then(
      () => (ready.state === 'running' ? play() : undefined),
      () => undefined,
    );
}
