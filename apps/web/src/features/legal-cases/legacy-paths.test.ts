import { describe, expect, it } from 'vitest';
import { legacyCaseHref, toCaseId } from './legacy-paths';

describe('legacyCaseHref', () => {
  it.each([
    ['', {}, '/legal-cases'],
    ['', { q: 'عقد' }, '/legal-cases?q=%D8%B9%D9%82%D8%AF'],
    ['create', {}, '/legal-cases/create'],
    ['edit/12', {}, '/legal-cases/edit/12'],
    ['edit', { id: 7 }, '/legal-cases/edit/7'],
    ['edit', {}, '/legal-cases'],
    ['Show', { id: '9' }, '/legal-cases/9'],
    ['show/4', {}, '/legal-cases/4'],
    ['15', {}, '/legal-cases/15'],
    ['nonsense', {}, '/legal-cases'],
  ])('%s %o → %s', (splat, search, href) => {
    expect(legacyCaseHref(splat, search)).toBe(href);
  });
});

describe('toCaseId', () => {
  it('accepts positive whole numbers only', () => {
    expect(toCaseId('5')).toBe(5);
    expect(toCaseId('0')).toBeUndefined();
    expect(toCaseId('-2')).toBeUndefined();
    expect(toCaseId('1.5')).toBeUndefined();
    expect(toCaseId('abc')).toBeUndefined();
    expect(toCaseId(undefined)).toBeUndefined();
  });
});
