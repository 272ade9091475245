// The short beep when the countdown reaches zero (spec 002 §7 `emit_sound`), made with the Web
// Audio API (no audio file to load), and the person's choice to mute it, kept in this browser.

const MUTED_KEY = 'squadboard:timer-sound-muted';

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) {
    return context;
  }
  const Ctor: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) {
    return null;
  }
  context = new Ctor();
  return context;
}

/**
 * Browsers let a page make sound once the person has interacted with it: the first click or key
 * in the room readies the audio, so the beep later plays even if it comes with no click.
 */
export function primeSound(): void {
  try {
    void audio()?.resume();
  } catch {
    // No sound is no error: the notice still shows.
  }
}

/** Two short pips at 880 Hz, about half a second in all. */
export function playBeep(): void {
  try {
    const ctx = audio();
    if (!ctx) {
      return;
    }
    void ctx.resume();
    const start = ctx.currentTime + 0.01;
    for (const offset of [0, 0.25]) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      // A quick fade in and out: a hard start or stop clicks.
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.2);
    }
  } catch {
    // As above: the notice is enough.
  }
}

export function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false; // storage refused (private mode): sound on, the default
  }
}

export function writeMuted(muted: boolean): void {
  try {
    if (muted) {
      localStorage.setItem(MUTED_KEY, 'true');
    } else {
      localStorage.removeItem(MUTED_KEY);
    }
  } catch {
    // Not remembered, but still muted for this visit.
  }
}
