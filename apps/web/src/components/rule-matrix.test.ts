import { describe, expect, it } from 'vitest';
import { MATRIX_SUBJECTS, toggleGrant } from './rule-matrix';

describe('rule matrix', () => {
  it('adds and removes one rule, keeping the others in order', () => {
    const start = [{ action: 'read', subject: 'User' }] as const;
    const added = toggleGrant(start, 'update', 'User', true);
    expect(added).toEqual([
      { action: 'read', subject: 'User' },
      { action: 'update', subject: 'User' },
    ]);
    expect(toggleGrant(added, 'update', 'User', true)).toEqual(added);
    expect(toggleGrant(added, 'read', 'User', false)).toEqual([{ action: 'update', subject: 'User' }]);
  });

  it('has a row for every subject but `all`', () => {
    expect(MATRIX_SUBJECTS).not.toContain('all');
    expect(MATRIX_SUBJECTS).toContain('Permission');
  });
});
