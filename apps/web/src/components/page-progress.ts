import { useEffect, useRef, useState } from 'react';

/** Spec §4: starts at 10 %, ticks every 800 ms, holds at 82 while pending, then 100, reset after 300 ms. */
export const PROGRESS_START = 10;
export const PROGRESS_TICK_MS = 800;
export const PROGRESS_CAP = 82;
/** Each tick adds this share of what is left to 100 %, so the bar slows down as it nears the cap. */
export const PROGRESS_SHARE = 0.2;
export const PROGRESS_RESET_MS = 300;

export const nextProgress = (value: number) => Math.min(PROGRESS_CAP, value + (100 - value) * PROGRESS_SHARE);

export interface ProgressController {
  start(): void;
  done(): void;
  dispose(): void;
}

/** The timing of the page loading bar, apart from React; `onChange(null)` means hidden. */
export function createProgressController(onChange: (value: number | null) => void): ProgressController {
  let value: number | null = null;
  let ticking: ReturnType<typeof setInterval> | undefined;
  let resetting: ReturnType<typeof setTimeout> | undefined;
  const set = (next: number | null) => {
    value = next;
    onChange(next);
  };
  const stop = () => {
    clearInterval(ticking);
    clearTimeout(resetting);
  };
  return {
    start() {
      stop();
      set(PROGRESS_START);
      ticking = setInterval(() => set(nextProgress(value ?? PROGRESS_START)), PROGRESS_TICK_MS);
    },
    done() {
      if (value === null) return;
      stop();
      set(100);
      resetting = setTimeout(() => set(null), PROGRESS_RESET_MS);
    },
    dispose: stop,
  };
}

/** The bar's value while `pending` (a navigation) lasts; null when there is nothing to show. */
export function usePageProgress(pending: boolean): number | null {
  const [value, setValue] = useState<number | null>(null);
  const controller = useRef<ProgressController | null>(null);
  useEffect(() => {
    const created = createProgressController(setValue);
    controller.current = created;
    return () => created.dispose();
  }, []);
  useEffect(() => {
    if (pending) controller.current?.start();
    else controller.current?.done();
  }, [pending]);
  return value;
}
