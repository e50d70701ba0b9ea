import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRowsShown } from './use-rows-shown';

const jsdomFonts = document.fonts;
afterEach(() => Object.defineProperty(document, 'fonts', { value: jsdomFonts, configurable: true }));

describe('useRowsShown', () => {
  it('shows rows with Arabic names once the Arabic face is there, not in a fallback font before', async () => {
    let arrive = () => {};
    const fonts = {
      arabic: false,
      check: () => fonts.arabic,
      load: () =>
        new Promise<void>((resolve) => {
          arrive = () => {
            fonts.arabic = true;
            resolve();
          };
        }),
    };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    const latin = [{ name: 'Amira Haddad' }];
    const arabic = [{ name: 'طارق الحسن' }];

    const { result, rerender } = renderHook(({ rows }) => useRowsShown(rows), {
      initialProps: { rows: latin as { name: string }[] | undefined },
    });
    await waitFor(() => expect(result.current).toBe(latin));

    rerender({ rows: arabic });
    // Still the placeholder (undefined) while the face downloads.
    await waitFor(() => expect(result.current).toBeUndefined());
    await act(async () => arrive());
    await waitFor(() => expect(result.current).toBe(arabic));
  });
});
