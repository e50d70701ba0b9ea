import { STORAGE_PREFIX } from '@mizan/contracts';

/** Device storage under keys prefixed with the app title (spec §3). Never throws: storage may be blocked. */
export const storageKey = (name: string) => `${STORAGE_PREFIX}-${name}`;

export function readStored<T>(name: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(storageKey(name));
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(name: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(storageKey(name));
    else localStorage.setItem(storageKey(name), JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the preference lasts for this visit only.
  }
}
