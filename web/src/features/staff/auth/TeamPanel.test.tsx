/** @jest-environment jsdom */
/**
 * The team page's recovery (docs/staff-desk.md "Recovery"): a reset asks for a reason and a
 * confirmation before it is sent; one's own role change is confirmed when the API asks.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '../../../../public/locales/de/staff.json';
import en from '../../../../public/locales/en/staff.json';
import { createTestTranslator, TestTranslations } from '@/i18n/testing';
import { TeamPanel } from './TeamPanel';

const RITA = {
  id: 'rita',
  email: 'rita@clinic.test',
  name: 'Rita',
  role: 'reception',
  locations: ['location.bern'],
  language: 'de',
  enrolled: true,
  disabled: false,
};
const ADA = { ...RITA, id: 'ada', email: 'ada@clinic.test', name: 'Ada', role: 'admin' };

const answer = (status: number, body: unknown) =>
  Promise.resolve({ status, ok: status < 400, text: async () => JSON.stringify(body) } as Response);
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
global.fetch = fetchMock as unknown as typeof fetch;
const patches = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init!.body)));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((_, init) =>
    init?.method === 'PATCH'
      ? answer(200, { account: RITA })
      : answer(200, { accounts: [ADA, RITA] }),
  );
});

function renderIn(language: 'en' | 'de') {
  const translator = createTestTranslator(language, { de: { staff: de }, en: { staff: en } });
  return render(
    <TestTranslations translator={translator}>
      <TeamPanel />
    </TestTranslations>,
  );
}

it.each([
  ['en', en],
  ['de', de],
] as const)('resets a second factor after a reason and a confirmation (%s)', async (l, s) => {
  renderIn(l);
  await userEvent.click(
    await screen.findByRole('button', { name: `${s.team.reset} ${RITA.email}` }),
  );
  const title = s.team.resetTitle.replace('{{email}}', RITA.email);
  expect(screen.getByRole('heading', { name: title })).toHaveFocus();
  expect(screen.getByText(s.team.resetText)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: s.team.confirm }));
  expect(patches()).toEqual([]); // the reason is required
  await userEvent.type(screen.getByLabelText(s.team.reason), 'lost her phone');
  await userEvent.click(screen.getByRole('button', { name: s.team.confirm }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    s.team.resetDone.replace('{{email}}', RITA.email),
  );
  expect(patches()).toEqual([
    { id: 'rita', action: 'reset-second-factor', reason: 'lost her phone' },
  ]);
  expect(screen.queryByRole('heading', { name: title })).toBeNull();
});

it('confirms a change of one’s own role when the API asks, and says why one is refused', async () => {
  fetchMock.mockImplementation((_, init) => {
    if (init?.method !== 'PATCH') return answer(200, { accounts: [ADA, RITA] });
    const body = JSON.parse(String(init.body));
    if (body.id === 'ada' && !body.confirmSelf) return answer(409, { error: 'staff-confirm-self' });
    if (body.id === 'ada') return answer(409, { error: 'staff-last-admin' });
    return answer(200, { account: RITA });
  });
  renderIn('en');
  const select = await screen.findByRole('combobox', { name: `${en.team.saveRole} ${ADA.email}` });
  await userEvent.selectOptions(select, 'viewer');
  expect(await screen.findByRole('heading', { name: en.team.selfTitle })).toHaveFocus();
  expect(
    screen.getByText(en.team.selfRoleText.replace('{{role}}', en.roles.viewer)),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  await userEvent.click(screen.getByRole('button', { name: en.team.confirm }));
  expect(await screen.findByRole('alert')).toHaveTextContent(en.errors['staff-last-admin']);
  expect(patches()).toEqual([
    { id: 'ada', role: 'viewer' },
    { id: 'ada', role: 'viewer', confirmSelf: true },
  ]);
});
