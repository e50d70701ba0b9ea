import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderRoutes, setUpPageTests } from '@/test/harness';
import { CaseCreatePage } from './case-create-page';
import { todayIso } from './case-form-basics';
import { ADMIN_LAWYER, CONFLICT_HIT, LEGAL_CASES_API } from './legal-cases-test-fixtures';

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });

const renderWizard = () =>
  renderRoutes(
    {
      '/legal-cases/create': () => <CaseCreatePage />,
      '/legal-cases/$id': () => <p>case page</p>,
      '/legal-cases': () => <p>list page</p>,
    },
    '/legal-cases/create',
  );

async function pick(
  user: ReturnType<typeof userEvent.setup>,
  label: string | RegExp,
  option: string | RegExp,
  type?: string,
) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  if (type) await user.type(input, type);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Case title/ }), 'Unpaid wages of Ahmad');
  await pick(user, /Case type/, 'Labour');
  // The signed-in user is a lawyer: the responsible lawyer by default.
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Responsible lawyer/ })).toHaveValue('Admin Lawyer'));
  await user.type(screen.getByRole('textbox', { name: /Claim amount/ }), '١٢٥٠٫٥٠');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Parties' })).toBeInTheDocument();
}

describe('CaseCreatePage', { timeout: 90_000 }, () => {
  it('checks the basics, then blocks Next without a client, focusing the field to fix each time', async () => {
    fakeServer(LEGAL_CASES_API);
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('textbox', { name: /Case title/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The title is 3 to 200 characters')).toBeInTheDocument();
    // The first field the step refused is brought into view and focused.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Case title/ })).toHaveFocus());
    await fillBasics(user);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Add at least one client')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Parties' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Client 1' })).toHaveFocus());
  });

  it('blocks on conflict hits until waived with a note, then sends the whole case', async () => {
    const server = fakeServer({
      ...LEGAL_CASES_API,
      'POST /api/legal-cases/conflict-check': ({ body }) => {
        const opponents = (body as { opponents: { contactId: number }[] }).opponents;
        if (!opponents.some((candidate) => candidate.contactId === 2)) return { body: { hits: [] } };
        return {
          body: {
            hits: [CONFLICT_HIT],
          },
        };
      },
      'POST /api/legal-cases': { status: 201, body: { id: 42, fileNumber: '2026/0042' } },
    });
    const user = userEvent.setup();
    const router = renderWizard();
    await screen.findByRole('textbox', { name: /Case title/ });
    await fillBasics(user);

    await pick(user, 'Client 1', /Ahmad Zahrani/, 'Ahmad');
    await pick(user, 'Opponent 1', /Palm Contracting/, 'Palm');
    await user.click(screen.getByRole('button', { name: 'Add opponent' }));
    await pick(user, 'Opponent 2', /Sara Qahtani/, 'Sara');

    expect(await screen.findByText('Conflict of interest found', {}, { timeout: 4000 })).toBeInTheDocument();
    const hitText = await screen.findByText(/is Client in/, {}, { timeout: 4000 });
    expect(hitText).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2025\/0017/ })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('A conflict of interest was found: waive it with a note to continue'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Parties' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Waive the conflict' }));
    await user.type(
      screen.getByRole('textbox', { name: /Why the conflict is waived/ }),
      'Different matter, client consent',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Court and first stage' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Power of attorney and documents' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create case' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-cases/42'));
    expect(server.callsTo('POST /api/legal-cases').map((call) => call.body)).toEqual([
      {
        title: 'Unpaid wages of Ahmad',
        category: 'labour',
        subType: '',
        priority: 'normal',
        openedAt: todayIso(),
        responsibleLawyerId: 9,
        teamIds: [],
        teamOnly: false,
        claimAmount: '1250.50',
        currency: 'SAR',
        limitationDate: null,
        najizReference: '',
        description: '',
        legalBasis: '',
        tags: [],
        parties: [
          { contactId: 1, role: 'client', capacity: 'plaintiff' },
          { contactId: 2, role: 'opponent', capacity: 'defendant' },
          { contactId: 3, role: 'opponent', capacity: 'defendant' },
        ],
        firstStage: null,
        powerOfAttorneyIds: [],
        conflictCheck: { state: 'waived', note: 'Different matter, client consent' },
      },
    ]);
  });
});
