import { describe, expect, it } from 'vitest';
import { caseIdsIn } from './chat-links';

const ORIGIN = 'https://mizan.example:8443';

describe('caseIdsIn', () => {
  it('finds bare paths and links on this origin, in order', () => {
    expect(
      caseIdsIn(`See /legal-cases/12 and ${ORIGIN}/legal-cases/7?tab=hearings, then (/legal-cases/30).`, ORIGIN),
    ).toEqual([12, 7, 30]);
  });

  it('leaves out another site’s links, other pages of the cases and paths inside a word', () => {
    const text = [
      'https://elsewhere.example/legal-cases/5',
      'https://mizan.example/legal-cases/6', // another port: another origin
      '/legal-cases/edit/8',
      '/legal-cases/agenda',
      'x/legal-cases/9',
      '/legal-cases/10abc',
      '/legal-cases/0',
      '/legal-cases/11',
    ].join(' ');
    expect(caseIdsIn(text, ORIGIN)).toEqual([11]);
  });

  it('counts a case once and stops at the first three', () => {
    const links = [4, 4, 1, 2, 3, 5, 6].map((id) => `/legal-cases/${id}`).join('\n');
    expect(caseIdsIn(links, ORIGIN)).toEqual([4, 1, 2]);
  });

  it('reads links in Arabic text and with a fragment or a slash after the id', () => {
    expect(caseIdsIn(`راجع /legal-cases/21، و${ORIGIN}/legal-cases/22#notes`, ORIGIN)).toEqual([21]);
    expect(caseIdsIn(`راجع /legal-cases/21، و ${ORIGIN}/legal-cases/22/`, ORIGIN)).toEqual([21, 22]);
  });

  it('finds nothing in a message without case links', () => {
    expect(caseIdsIn('The hearing is on Sunday at 10', ORIGIN)).toEqual([]);
  });
});
