import { SEEDED_PERMISSION_NAMES, SEEDED_ROLE_DESCRIPTIONS } from '@mizan/contracts';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enCommon from '@/locales/en/common.json';
import enPermissions from '@/locales/en/permissions.json';
import enRoles from '@/locales/en/roles.json';
import { setLanguage, setUpPageTests } from '@/test/harness';
import { usePermissionName, useRoleDescription, useRoleName } from './acl-names';

setUpPageTests({ language: 'ar', namespaces: ['roles', 'permissions'] });

const renderNames = () =>
  renderHook(() => ({ role: useRoleName(), description: useRoleDescription(), permission: usePermissionName() })).result
    .current;

describe('role and permission names', () => {
  it('give the seeded ones in the reader’s language', () => {
    const names = renderNames();
    expect(names.role('admin')).toBe('مدير النظام');
    expect(names.role('author')).toBe('كاتب');
    expect(names.description({ name: 'author', description: SEEDED_ROLE_DESCRIPTIONS.author })).toMatch(
      /^محامٍ في المكتب/,
    );
    expect(names.permission('Management')).toBe('الإدارة');
    expect(names.permission('Manage Billing & Roles')).toBe('إدارة الفوترة والأدوار');
  });

  it('translate the seeded Arabic permission name too', async () => {
    await setLanguage('fr', ['permissions']);
    expect(renderNames().permission(SEEDED_PERMISSION_NAMES.legalCases)).toBe('Gestion des affaires juridiques');
  });

  it('give what someone typed as typed: a new role, a rewritten description, a renamed permission', () => {
    const names = renderNames();
    expect(names.role('Paralegal')).toBe('Paralegal');
    expect(names.role('constructor')).toBe('constructor');
    expect(names.description({ name: 'author', description: 'Our litigators.' })).toBe('Our litigators.');
    expect(names.description({ name: 'Paralegal', description: 'Prepares the files.' })).toBe('Prepares the files.');
    expect(names.permission('Management of the archive')).toBe('Management of the archive');
  });

  it('exist in the locale files for every seeded role and permission, the English description as stored', () => {
    expect(Object.keys(enCommon.roles).sort()).toEqual(Object.keys(SEEDED_ROLE_DESCRIPTIONS).sort());
    // The key parity test (locales.test.ts) carries these to French and Arabic.
    expect(enRoles.descriptions).toEqual(SEEDED_ROLE_DESCRIPTIONS);
    expect(Object.keys(enPermissions.names).sort()).toEqual(Object.keys(SEEDED_PERMISSION_NAMES).sort());
  });
});
