import { useBlocker } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './confirm-modal';

/**
 * Asks before a page with unsaved input is left: a link, the back button or a Cancel that navigates to another page
 * opens a confirmation; closing or reloading the tab gets the browser's own question. `release()` lets the next navigation
 * through unasked — call it right before navigating away after a save (the page hasn't re-rendered clean yet).
 */
export function useLeaveGuard(unsaved: boolean): { guard: ReactNode; release: () => void } {
  const { t } = useTranslation();
  const released = useRef(false);
  // New functions each render: the router re-registers them, so a navigation asks the latest render's answer.
  const unsavedNow = () => unsaved && !released.current;
  const blocker = useBlocker({
    // Only leaving the page asks: a change of its own search (a tab, a section) keeps the form as it is.
    shouldBlockFn: ({ current, next }) => unsavedNow() && current.pathname !== next.pathname,
    enableBeforeUnload: unsavedNow,
    withResolver: true,
  });

  const guard = (
    <ConfirmModal
      opened={blocker.status === 'blocked'}
      title={t('leave.title')}
      message={t('leave.text')}
      confirmLabel={t('leave.confirm')}
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return {
    guard,
    release: () => {
      released.current = true;
    },
  };
}
