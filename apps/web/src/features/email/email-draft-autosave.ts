import type { Email } from '@mizan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import { emailKeys } from './email.api';
import { saveDraft, type ComposeFields } from './email-compose.api';

/** How long typing must pause before the draft is saved. */
const AUTOSAVE_DELAY_MS = 1500;

/**
 * What the composer says of the draft: nothing yet, being saved, saved, the save failed, or the draft was changed
 * elsewhere (another window) since this composer last saved or loaded it, so nothing is saved until the writer chooses.
 */
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'stale';

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
  /** A save found the draft changed elsewhere (409). */
  onStale: () => void;
}

/**
 * Saves the message as a draft a moment after the last change; saves run one after another (the first makes the
 * draft, the next update it) and the lists are fetched again after each. Each update sends the draft's `time` as this
 * composer last saved or loaded it: when another window saved the draft since, the server answers 409, and autosave
 * stops (status `stale`) until `keepMine` overwrites the other version or the composer loads it.
 */
export function useDraftAutosave({
  draft,
  snapshot,
  initialSnapshot,
  fields,
  empty,
  paused,
  onStale,
}: DraftAutosaveOptions) {
  const client = useQueryClient();
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [savedSnapshot, setSavedSnapshot] = useState(initialSnapshot);
  const draftId = useRef<number | undefined>(draft?.id);
  const time = useRef<string | undefined>(draft?.time);
  const stale = useRef(false);
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  // `overwrite`: saved without `time`, whatever was saved elsewhere.
  const save = (body: ComposeFields, marker: string, overwrite = false) => {
    if (stale.current && !overwrite) return saving.current;
    setStatus('saving');
    const run = saving.current.then(async () => {
      // A save queued before the 409 came back waits for the writer's choice like the next ones.
      if (stale.current && !overwrite) return;
      try {
        const stored = await saveDraft(draftId.current, body, overwrite ? undefined : time.current);
        draftId.current = stored.id;
        time.current = stored.time;
        stale.current = false;
        setSavedSnapshot(marker);
        setStatus('saved');
        void client.invalidateQueries({ queryKey: emailKeys.lists() });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && !overwrite) {
          stale.current = true;
          setStatus('stale');
          onStale();
        } else setStatus(stale.current ? 'stale' : 'failed');
      }
    });
    saving.current = run;
    return run;
  };

  const unsaved = snapshot !== savedSnapshot;
  useEffect(() => {
    if (!unsaved || (empty && draftId.current === undefined) || paused || stale.current) return;
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
    /** After a 409: saves what is typed here over the other version, and autosave goes on. */
    keepMine: () => save(fields, snapshot, true),
  };
}
