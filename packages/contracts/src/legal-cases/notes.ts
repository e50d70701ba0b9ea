import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';
import { positiveIntSchema } from '../params.ts';

/** `/api/legal-cases/:id/notes/:noteId`. */
export const caseNoteParamsSchema = z.object({ id: positiveIntSchema, noteId: positiveIntSchema });

const noteBody = trimmedString(1, 5000, { min: 'Write the note', max: 'A note is at most 5000 characters' });

/** ملاحظة: pinned ones are listed first, then the newest. */
export const caseNoteSchema = z.object({
  id: z.int(),
  caseId: z.int(),
  body: z.string(),
  pinned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.nullable(z.int()),
  createdByName: z.nullable(z.string()),
});
export type CaseNote = z.infer<typeof caseNoteSchema>;

export const caseNoteListSchema = z.object({ notes: z.array(caseNoteSchema) });
export type CaseNoteList = z.infer<typeof caseNoteListSchema>;

export const caseNoteCreateBodySchema = z.object({ body: noteBody, pinned: z._default(z.boolean(), false) });
export type CaseNoteCreateBody = z.infer<typeof caseNoteCreateBodySchema>;

export const caseNoteUpdateBodySchema = z.object({ body: z.optional(noteBody), pinned: z.optional(z.boolean()) });
export type CaseNoteUpdateBody = z.infer<typeof caseNoteUpdateBodySchema>;

export const CASE_NOTE_NOT_FOUND = 'Note not found';
