import type { Email } from '@mizan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { emailKeys } from './email.api';
import { saveDraft, type ComposeFields } from './email-compose.api';

/** How long typing must pause before the draft is saved. */
const AUTOSAVE_DELAY_MS = 1500;

/** What the composer says of the draft: nothing yet, being saved, saved, or the save failed. */
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface DraftAutosaveOptions {
  /** The draft opened, if any (else the first save makes one). */
  draft: Email | undefined;
  /** What is typed, as one string: each change of it is saved. */
  snapshot: string;
  /** The snapshot of what the composer opened with (nothing to save yet). */
  initialSnapshot: string;
  /** The fields `snapshot` stands for. */
  fields: ComposeFields;
  /** Nothing typed: no draft is made for it (a draft already made is still saved). */
  empty: boolean;
  /** No save now (the message is being sent). */
  paused: boolean;
}

/**
 * Saves the message as a draft a moment after the last change; saves run one after another (the first makes the
 * draft, the next update it) and the lists are fetched again after each.
 */
export function useDraftAutosave({ draft, snapshot, initialSnapshot, fields, empty, paused }: DraftAutosaveOptions) {
  const client = useQueryClient();
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [savedSnapshot, setSavedSnapshot] = useState(initialSnapshot);
  const draftId = useRef<number | undefined>(draft?.id);
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  const save = (body: ComposeFields, marker: string) => {
    setStatus('saving');
    const run = saving.current.then(async () => {
      try {
        const stored = await saveDraft(draftId.current, body);
        draftId.current = stored.id;
        setSavedSnapshot(marker);
        setStatus('saved');
        void client.invalidateQueries({ queryKey: emailKeys.lists() });
      } catch {
        setStatus('failed');
      }
    });
    saving.current = run;
    return run;
  };

  const unsaved = snapshot !== savedSnapshot;
  useEffect(() => {
    if (!unsaved || (empty && draftId.current === undefined) || paused) return;
    const timer = setTimeout(() => void save(fields, snapshot), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `snapshot` holds every value saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot]);

  return {
    status,
    /** Something typed is not saved yet. */
    unsaved,
    /** Waits for the saves under way, then gives the draft's id (undefined while none was made). */
    settled: async () => {
      await saving.current;
      return draftId.current;
    },
    /** What is typed now went elsewhere (sent, or discarded): nothing is left to save or to ask about. */
    markSaved: () => setSavedSnapshot(snapshot),
  };
}
