import { Drawer, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './confirm-modal';
import { focusFirstInvalid } from './focus-first-invalid';

interface DialogFormContextValue {
  /** Closes the dialog, asking first when its form holds unsaved input. */
  requestClose: () => void;
  setUnsaved: (unsaved: boolean) => void;
}

const DialogFormContext = createContext<DialogFormContextValue | null>(null);

/** The enclosing dialog form's "close, asking first if needed" (Cancel buttons use it), or null outside one. */
export function useDialogFormClose(): (() => void) | null {
  return useContext(DialogFormContext)?.requestClose ?? null;
}

export interface DialogFormProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** `xl` for a long form; full screen on a phone whatever the size. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * `drawer` slides the form in at the inline end (Mantine's `right` follows the direction: on the left in Arabic),
   * for a form beside the list it edits; it asks and focuses the same way.
   */
  variant?: 'modal' | 'drawer';
  /**
   * The form: a `DialogFormBody` and what it needs, mounted only while the dialog is open, so each opening starts
   * afresh (key it by the record's version to restart after a reload).
   */
  children: ReactNode;
}

/**
 * The one dialog that holds a form (recipe: docs/recipes/forms.md). Esc, the close button, a click outside and the
 * form's Cancel all ask before unsaved input is thrown away; a successful save calls `onClose` itself.
 */
export function DialogForm({ opened, onClose, title, size = 'lg', variant = 'modal', children }: DialogFormProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const unsaved = useRef(false);
  const [asking, setAsking] = useState(false);
  const context = useMemo<DialogFormContextValue>(
    () => ({
      requestClose: () => (unsaved.current ? setAsking(true) : onClose()),
      setUnsaved: (value) => {
        unsaved.current = value;
      },
    }),
    [onClose],
  );

  useEffect(() => {
    if (!opened) unsaved.current = false;
  }, [opened]);

  const content = (
    <>
      <DialogFormContext.Provider value={context}>{opened && children}</DialogFormContext.Provider>
      <ConfirmModal
        opened={asking}
        title={t('leave.title')}
        message={t('leave.text')}
        confirmLabel={t('leave.confirm')}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          unsaved.current = false;
          onClose();
        }}
      />
    </>
  );
  // While the question is open, Esc answers it (stay) and must not reach the dialog behind.
  const shared = { opened, onClose: context.requestClose, closeOnEscape: !asking, title };

  return variant === 'drawer' ? (
    <Drawer {...shared} position="right" size={phone ? '100%' : size}>
      {content}
    </Drawer>
  ) : (
    <Modal {...shared} size={size} centered fullScreen={phone}>
      {content}
    </Modal>
  );
}

export interface DialogFormBodyProps {
  /** Runs on Enter or the submit button; may return a promise (a save). */
  onSubmit: () => unknown;
  /** True while the fields differ from what was loaded (`form.isDirty()`): closing then asks first. */
  unsaved?: boolean;
  children: ReactNode;
}

/**
 * A dialog's `<form>`: fields stacked, our own messages instead of the browser's bubbles (`noValidate`), no page
 * reload, and after a submit that left a field invalid (checked here or answered by the server) that field is
 * scrolled to and focused.
 */
export function DialogFormBody({ onSubmit, unsaved = false, children }: DialogFormBodyProps) {
  const context = useContext(DialogFormContext);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    context?.setUnsaved(unsaved);
  }, [context, unsaved]);
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // React bubbles events through the portal: a dialog opened from a page's form must not submit that form.
        event.stopPropagation();
        void Promise.resolve(onSubmit()).finally(() => focusFirstInvalid(form.current));
      }}
    >
      <Stack gap="md">{children}</Stack>
    </form>
  );
}
