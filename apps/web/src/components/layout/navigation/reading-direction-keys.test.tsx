import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, renderRoutes, setLanguage, setUpPageTests } from '@/test/harness';
import { HorizontalNavigation } from './horizontal-navigation';

setUpPageTests({ user: ADMIN });

/** The entries a keyboard walk passes through, in each language, and the key towards the reading end. */
const CASES = {
  en: {
    forward: '{ArrowRight}',
    back: '{ArrowLeft}',
    dashboards: 'Dashboards',
    appsPages: 'Apps & Pages',
    accessControl: 'Access Control',
    legalCases: 'Legal cases',
    cases: 'Cases',
    agenda: 'Hearings agenda',
    crm: 'CRM',
  },
  ar: {
    forward: '{ArrowLeft}',
    back: '{ArrowRight}',
    dashboards: 'لوحات المعلومات',
    appsPages: 'التطبيقات والصفحات',
    accessControl: 'التحكم في الوصول',
    legalCases: 'القضايا القانونية',
    cases: 'القضايا',
    agenda: 'رول الجلسات',
    crm: 'إدارة علاقات العملاء',
  },
} as const;

const focused = (name: string) => waitFor(() => expect(screen.getByRole('menuitem', { name })).toHaveFocus());

describe('horizontal navigation keys follow the reading direction', () => {
  for (const [language, names] of Object.entries(CASES)) {
    it(`walks the menus in ${language}`, async () => {
      await setLanguage(language as keyof typeof CASES);
      renderRoutes({ '/access-control': () => <HorizontalNavigation /> }, '/access-control');
      await screen.findByRole('menubar');
      const user = userEvent.setup();

      await user.tab();
      await focused(names.dashboards);
      await user.keyboard(names.forward);
      await focused(names.appsPages);
      await user.keyboard('{ArrowDown}');
      await focused(names.accessControl);
      await user.keyboard('{ArrowDown}');
      await focused(names.legalCases);

      // The folded entry opens towards the reading end, its first entry focused; up and down move inside it.
      await user.keyboard(names.forward);
      await focused(names.cases);
      await user.keyboard('{ArrowDown}');
      await focused(names.agenda);
      await user.keyboard(names.forward);
      await user.keyboard('{ArrowUp}');
      await focused(names.cases);

      // Back closes it and returns to the entry; back again is the previous menu of the bar.
      await user.keyboard(names.back);
      await focused(names.legalCases);
      expect(screen.queryByRole('menuitem', { name: names.cases })).not.toBeInTheDocument();
      await user.keyboard(names.back);
      await focused(names.crm);
      expect(screen.queryByRole('menuitem', { name: names.legalCases })).not.toBeInTheDocument();
    });
  }
});
