/**
 * After a deploy, the chunks an open tab knows about are gone from the server: loading a page then fails with
 * "Failed to fetch dynamically imported module" (Chromium), "error loading dynamically imported module"
 * (Firefox), "Importing a module script failed" (Safari), or Vite's "Unable to preload CSS". Such a failure
 * is cured by a reload, not by "try again", so the error page offers that.
 */
const preloadFailures = new WeakSet<object>();
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk \S+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (preloadFailures.has(error)) return true;
  if (error instanceof Error && error.name === 'ChunkLoadError') return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

interface VitePreloadErrorEvent extends Event {
  payload?: unknown;
}

let watching = false;
/** Remembers the errors Vite reports through `vite:preloadError`, so the error page recognises them. */
export function watchChunkLoadErrors(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('vite:preloadError', (event: VitePreloadErrorEvent) => {
    if (typeof event.payload === 'object' && event.payload !== null) preloadFailures.add(event.payload);
  });
}
