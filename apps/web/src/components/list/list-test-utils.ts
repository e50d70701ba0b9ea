import { vi } from 'vitest';

/**
 * Tests' screen width: `matchMedia` answers `(min-width: …)` and `(max-width: …)` queries (in em or px) as a
 * screen `width` pixels wide would, and any other query "no", as jsdom does; undone by `vi.unstubAllGlobals()`.
 */
export function setScreenWidth(width: number) {
  const px = (value: string, unit: string) => Number(value) * (unit === 'em' || unit === 'rem' ? 16 : 1);
  const matches = (query: string) => {
    const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(em|rem|px)\)/g)];
    return (
      conditions.length > 0 &&
      conditions.every(([, side, value, unit]) =>
        side === 'min' ? width >= px(value!, unit!) : width <= px(value!, unit!),
      )
    );
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
