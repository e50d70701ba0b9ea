import { Tabs } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage, setLanguage, setUpPageTests } from '@/test/harness';
import { CaseTabStrip } from './case-tab-strip';
import type { CaseTab } from './legal-cases.search';

setUpPageTests({ namespaces: ['legal-cases'] });

/** The strip as the case page holds it: the arrow keys choose the tab. */
function Strip() {
  const [tab, setTab] = useState<CaseTab>('parties');
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as CaseTab)}>
      <CaseTabStrip active={tab} />
    </Tabs>
  );
}

describe('CaseTabStrip keys follow the reading direction', () => {
  it('moves on with ArrowRight and back with ArrowLeft in English', async () => {
    renderPage(() => <Strip />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Parties' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hearings' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Hearings' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves on with ArrowLeft and back with ArrowRight in Arabic', async () => {
    await setLanguage('ar', ['legal-cases']);
    renderPage(() => <Strip />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'الأطراف' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'الجلسات' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'الجلسات' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'نظرة عامة' })).toHaveAttribute('aria-selected', 'true');
  });
});
