import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { createAppAbility } from '@mizan/contracts';
import { afterEach } from 'vitest';
import { provideAbility } from '@/lib/session';

// jsdom lacks the browser APIs Mantine relies on.
const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);
window.HTMLElement.prototype.scrollIntoView = () => {};
// No scrolling either; the router restores scroll positions after each navigation.
window.scrollTo = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;
// No FontFaceSet either; Mantine's autosize textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener() {}, removeEventListener() {} },
});

// The app loads CASL when a session starts and its guard waits for it (lib/session.ts); a test signs in and renders
// a page at once.
provideAbility(createAppAbility);

// `findBy…` and `waitFor` give up after this long: an upper bound, not a wait. A list page's first rows took over 5 s
// on CI's two cores while the PGlite and PostgreSQL API suites ran beside the web tests.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
