import { useEffect, useRef } from 'react';

/** The search field carries this attribute: keys typed into it are its own, the buffer leaves them alone. */
export const SEARCH_INPUT_ATTRIBUTE = 'data-search-input';

export interface KeyBuffer {
  /** Whether keys are to be caught now (read at each key, so an opening in this very event counts). */
  active: () => boolean;
  /** A printable character was typed, or Backspace: the change to make to the query. */
  onText: (change: (query: string) => string) => void;
  onEnter: () => void;
  onEscape: () => void;
}

/**
 * While `active()`, keys typed anywhere but in the search field go to the query: between Ctrl/⌘+K and the moment
 * the field has focus (its code loading, the dialog mounting, the focus trap's timer) the browser would otherwise
 * drop them on the page. Listens in the capture phase so that nothing on the page acts on them first.
 */
export function useKeyBuffer(buffer: KeyBuffer) {
  const latest = useRef(buffer);
  useEffect(() => {
    latest.current = buffer;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { active, onText, onEnter, onEscape } = latest.current;
      const target = event.target instanceof Element ? event.target : null;
      if (!active() || target?.closest(`[${SEARCH_INPUT_ATTRIBUTE}]`) || event.isComposing) return;
      // Shortcuts are not text; AltGr (reported as Ctrl+Alt on Windows) types characters on many layouts.
      if ((event.ctrlKey || event.metaKey || event.altKey) && !event.getModifierState('AltGraph')) return;
      const text = event.key;
      if (text === 'Enter') onEnter();
      else if (text === 'Escape') onEscape();
      else if (text === 'Backspace') onText((query) => query.slice(0, -1));
      else if ([...text].length === 1)
        onText((query) => query + text); // a character, a space too; not "Shift"
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
