import { describe, expect, it } from 'vitest';
import { createAppAbility } from './app-ability.ts';

describe('createAppAbility', () => {
  it('lets manage-all do anything', () => {
    const ability = createAppAbility([{ action: 'manage', subject: 'all' }]);
    expect(ability.can('delete', 'Dashboard')).toBe(true);
  });

  it('limits a client to what its rules say', () => {
    const ability = createAppAbility([{ action: 'read', subject: 'AclDemo' }]);
    expect(ability.can('read', 'AclDemo')).toBe(true);
    expect(ability.can('update', 'AclDemo')).toBe(false);
    expect(ability.can('read', 'Dashboard')).toBe(false);
  });
});
