import { describe, expect, it } from 'vitest';
import { initialWizard, wizardReducer, wizardTouched, type WizardAction, type WizardState } from './case-create-wizard';

const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, initialWizard());

describe('the case create wizard', () => {
  it('starts on the basics with a client and an opponent row and nothing touched', () => {
    const state = initialWizard();
    expect(state.active).toBe(0);
    expect(state.parties.map((party) => party.role)).toEqual(['client', 'opponent']);
    expect(wizardTouched(state)).toBe(false);
  });

  it('moves between the four steps without leaving them', () => {
    expect(run({ type: 'back' }).active).toBe(0);
    expect(run({ type: 'next' }, { type: 'next' }).active).toBe(2);
    expect(run({ type: 'goTo', step: 9 }).active).toBe(3);
    expect(run({ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }).active).toBe(3);
  });

  it("clears the parties step's complaint when the parties change", () => {
    const complained = run({ type: 'partiesChecked', rows: { x: 'Pick a contact' }, stepError: 'Add a client' });
    expect(complained.partiesError).toBe('Add a client');
    const changed = wizardReducer(complained, { type: 'partiesChanged', parties: complained.parties.slice(0, 1) });
    expect(changed.partiesError).toBeNull();
    expect(changed.parties).toHaveLength(1);
  });

  it('skipping the court step drops what was typed there and goes on', () => {
    const typed = run(
      { type: 'goTo', step: 2 },
      { type: 'stageChanged', stage: { ...initialWizard().stage, judge: 'Saleh' } },
      { type: 'stageErrors', errors: { courtId: 'Pick a court' } },
    );
    expect(wizardTouched(typed)).toBe(true);
    const skipped = wizardReducer(typed, { type: 'stageSkipped' });
    expect(skipped.active).toBe(3);
    expect(skipped.stage.judge).toBe('');
    expect(skipped.stageErrors).toEqual({});
    expect(wizardTouched(skipped)).toBe(false);
  });
});
