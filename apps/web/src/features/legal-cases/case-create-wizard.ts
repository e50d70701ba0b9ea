import type { PowerOfAttorney } from '@mizan/contracts';
import { emptyStage, stageTouched, type StageDraft } from './case-form-court';
import type { FileDraft } from './case-form-documents';
import { newPartyDraft, type PartyDraft } from './case-form-parties';

export const WIZARD_STEPS = ['basics', 'parties', 'court', 'documents'] as const;
const LAST_STEP = WIZARD_STEPS.length - 1;

/** Everything the create wizard holds beside the basics form (which is a `useForm`). */
export interface WizardState {
  active: number;
  parties: PartyDraft[];
  partyErrors: Record<string, string>;
  partiesError: string | null;
  waived: boolean;
  waiveNote: string;
  waiveError: string | undefined;
  stage: StageDraft;
  stageErrors: Record<string, string>;
  powers: PowerOfAttorney[];
  newPowerOpened: boolean;
  files: FileDraft[];
}

export type WizardAction =
  | { type: 'goTo'; step: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'partiesChanged'; parties: PartyDraft[] }
  | { type: 'partiesChecked'; rows: Record<string, string>; stepError: string | null }
  | { type: 'partiesError'; message: string | null }
  | { type: 'waivedChanged'; waived: boolean }
  | { type: 'waiveNoteChanged'; note: string }
  | { type: 'waiveError'; message: string | undefined }
  | { type: 'stageChanged'; stage: StageDraft }
  | { type: 'stageErrors'; errors: Record<string, string> }
  | { type: 'stageSkipped' }
  | { type: 'powersChanged'; powers: PowerOfAttorney[] }
  | { type: 'newPowerOpened'; opened: boolean }
  | { type: 'filesChanged'; files: FileDraft[] };

/** A new case: a client and an opponent row, no stage, nothing attached. */
export const initialWizard = (): WizardState => ({
  active: 0,
  parties: [newPartyDraft('client'), newPartyDraft('opponent')],
  partyErrors: {},
  partiesError: null,
  waived: false,
  waiveNote: '',
  waiveError: undefined,
  stage: emptyStage(),
  stageErrors: {},
  powers: [],
  newPowerOpened: false,
  files: [],
});

const clampStep = (step: number) => Math.max(0, Math.min(step, LAST_STEP));

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'goTo':
      return { ...state, active: clampStep(action.step) };
    case 'next':
      return { ...state, active: clampStep(state.active + 1) };
    case 'back':
      return { ...state, active: clampStep(state.active - 1) };
    case 'partiesChanged':
      // A changed list answers the step's old complaint.
      return { ...state, parties: action.parties, partiesError: null };
    case 'partiesChecked':
      return { ...state, partyErrors: action.rows, partiesError: action.stepError };
    case 'partiesError':
      return { ...state, partiesError: action.message };
    case 'waivedChanged':
      return { ...state, waived: action.waived };
    case 'waiveNoteChanged':
      return { ...state, waiveNote: action.note };
    case 'waiveError':
      return { ...state, waiveError: action.message };
    case 'stageChanged':
      return { ...state, stage: action.stage };
    case 'stageErrors':
      return { ...state, stageErrors: action.errors };
    case 'stageSkipped':
      // The court step is optional: skipping it drops what was typed there.
      return { ...state, stage: emptyStage(), stageErrors: {}, active: clampStep(state.active + 1) };
    case 'powersChanged':
      return { ...state, powers: action.powers };
    case 'newPowerOpened':
      return { ...state, newPowerOpened: action.opened };
    case 'filesChanged':
      return { ...state, files: action.files };
  }
}

/** Whether leaving would lose something the user chose in the wizard's own steps (the basics form knows its own). */
export const wizardTouched = (state: WizardState) =>
  state.parties.some((party) => party.contact) ||
  stageTouched(state.stage) ||
  state.powers.length > 0 ||
  state.files.length > 0;
