import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The form: mounted only while the dialog is open, so each opening starts afresh. */
  children: ReactNode;
}

/** A large dialog holding a form, full screen on a phone. */
export function FormModal({ opened, onClose, title, children }: FormModalProps) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal opened={opened} onClose={onClose} size="xl" centered fullScreen={phone} title={title}>
      {opened && children}
    </Modal>
  );
}
