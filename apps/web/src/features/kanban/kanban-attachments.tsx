import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { KanbanAttachmentsPanelProps } from './kanban-attachments-panel';

// With the drawer's first opening, not the board's: the dropzone is the `uploads` chunk (vite.config.ts).
const Panel = lazy(() =>
  import('./kanban-attachments-panel').then((module) => ({ default: module.KanbanAttachmentsPanel })),
);

/** A card's attachments in its drawer: the list (download, delete, cover) and, for an editor, the upload. */
export function KanbanAttachments(props: KanbanAttachmentsPanelProps) {
  const { t } = useTranslation('kanban');
  return (
    <Suspense fallback={<Loader size="sm" aria-label={t('attachments.loading')} />}>
      <Panel {...props} />
    </Suspense>
  );
}
