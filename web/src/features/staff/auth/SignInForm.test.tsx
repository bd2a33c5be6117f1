/** @jest-environment jsdom */
/**
 * The sign-in form in both languages: labelled fields, the emailed link, announced errors; the
 * backup-code switch of a lost phone and where success goes (docs/staff-desk.md "Recovery").
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '../../../../public/locales/de/staff.json';
import en from '../../../../public/locales/en/staff.json';
import { createTestTranslator, TestTranslations } from '@/i18n/testing';
import { SignInForm } from './SignInForm';

const replace = jest.fn(async () => true);
jest.mock('next/router', () => ({ useRouter: () => ({ replace }) }));

function renderIn(language: 'en' | 'de', token: string | null = null, returnTo?: string) {
  const translator = createTestTranslator(language, {
    de: { staff: de },
    en: { staff: en },
  });
  return render(
    <TestTranslations translator={translator}>
      <SignInForm token={token} returnTo={returnTo} />
    </TestTranslations>,
  );
}

// jsdom has no fetch: the form needs only status, ok and text().
const answer = (status: number, body: unknown) =>
  Promise.resolve({
    status,
    ok: status < 400,
    text: async () => JSON.stringify(body),
  } as Response);
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
global.fetch = fetchMock as unknown as typeof fetch;

afterEach(() => {
  fetchMock.mockReset();
  replace.mockClear();
  localStorage.clear();
});

const linkOpened = () => answer(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] });
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call][1]?.body));

it.each([
  ['en', en],
  ['de', de],
] as const)('sends the sign-in link (%s)', async (language, strings) => {
  fetchMock.mockImplementation(() => answer(200, { status: true }));
  renderIn(language);
  await userEvent.type(screen.getByLabelText(strings.signIn.email), 'rita@clinic.test');
  await userEvent.click(screen.getByRole('button', { name: strings.signIn.send }));
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/staff/auth/sign-in/magic-link',
    expect.objectContaining({ method: 'POST' }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent(strings.signIn.sent);
});

it('asks for the code after the link and announces a wrong one', async () => {
  fetchMock
    .mockImplementationOnce(() =>
      answer(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
    )
    .mockImplementationOnce(() => answer(401, { error: 'staff-invalid-code' }));
  renderIn('en', 'link-token');
  const code = await screen.findByLabelText(en.signIn.code);
  expect(code).toHaveFocus();
  await userEvent.type(code, '123456');
  await userEvent.click(screen.getByRole('button', { name: en.signIn.verify }));
  expect(await screen.findByRole('alert')).toHaveTextContent(en.errors['staff-invalid-code']);
});

it.each([
  ['en', en],
  ['de', de],
] as const)('switches to a backup code and back (%s)', async (language, strings) => {
  fetchMock
    .mockImplementationOnce(linkOpened)
    .mockImplementationOnce(() => answer(401, { error: 'staff-invalid-backup-code' }))
    .mockImplementationOnce(() => answer(200, { token: 't', user: {} }));
  renderIn(language, 'link-token');
  const totp = await screen.findByLabelText(strings.signIn.code);
  expect(totp).toHaveAttribute('pattern', '[0-9]{6}');
  await userEvent.click(screen.getByRole('button', { name: strings.signIn.useBackup }));
  const backup = screen.getByLabelText(strings.signIn.backupCode);
  expect(backup).toHaveFocus();
  expect(screen.queryByLabelText(strings.signIn.code)).toBeNull();
  // better-auth's format: ten letters and digits, the dash after the fifth (typed or not).
  for (const good of ['AbCdE-fGhIj', 'AbCdEfGhIj']) {
    await userEvent.clear(backup);
    await userEvent.type(backup, good);
    expect(backup).toBeValid();
  }
  for (const bad of ['123456', 'AbCd-EfGh', 'AbCdE_fGhIj']) {
    await userEvent.clear(backup);
    await userEvent.type(backup, bad);
    expect(backup).toBeInvalid();
  }
  await userEvent.clear(backup);
  await userEvent.type(backup, 'AbCdEfGhIj');
  await userEvent.click(screen.getByRole('button', { name: strings.signIn.verify }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    strings.errors['staff-invalid-backup-code'],
  );
  expect(fetchMock.mock.calls[1][0]).toBe('/api/staff/auth/two-factor/verify-backup-code');
  expect(bodyOf(1)).toEqual({ code: 'AbCdE-fGhIj' });

  await userEvent.click(screen.getByRole('button', { name: strings.signIn.useTotp }));
  const again = screen.getByLabelText(strings.signIn.code);
  expect(again).toHaveFocus();
  expect(again).toHaveAttribute('pattern', '[0-9]{6}');
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  await userEvent.type(again, '123456');
  await userEvent.click(screen.getByRole('button', { name: strings.signIn.verify }));
  expect(await screen.findByText(strings.signIn.done)).toBeInTheDocument();
  expect(fetchMock.mock.calls[2][0]).toBe('/api/staff/auth/two-factor/verify-totp');
  expect(replace).toHaveBeenCalledWith('/staff');
});

it('signs in with a backup code and goes back to the desk page of a valid returnTo', async () => {
  fetchMock
    .mockImplementationOnce(linkOpened)
    .mockImplementationOnce(() => answer(200, { token: 't', user: {} }));
  renderIn('en', 'link-token', '/en-ch/staff?date=2030-03-04');
  await userEvent.click(await screen.findByRole('button', { name: en.signIn.useBackup }));
  await userEvent.type(screen.getByLabelText(en.signIn.backupCode), 'AbCdE-fGhIj');
  await userEvent.click(screen.getByRole('button', { name: en.signIn.verify }));
  expect(await screen.findByText(en.signIn.done)).toBeInTheDocument();
  expect(replace).toHaveBeenCalledWith('/en-ch/staff?date=2030-03-04', undefined, {
    locale: false,
  });
});

it('keeps returnTo while the emailed link is on its way, and ignores one off the desk', async () => {
  fetchMock.mockImplementation(() => answer(200, { status: true }));
  const asked = renderIn('de', null, '/de-ch/staff/search');
  await userEvent.type(screen.getByLabelText(de.signIn.email), 'rita@clinic.test');
  await userEvent.click(screen.getByRole('button', { name: de.signIn.send }));
  await screen.findByText(de.signIn.sent);
  asked.unmount();

  // The emailed link opens the page anew, without returnTo.
  fetchMock.mockReset();
  fetchMock
    .mockImplementationOnce(linkOpened)
    .mockImplementationOnce(() => answer(200, { token: 't', user: {} }));
  const opened = renderIn('de', 'link-token');
  await userEvent.type(await screen.findByLabelText(de.signIn.code), '123456');
  await userEvent.click(screen.getByRole('button', { name: de.signIn.verify }));
  await screen.findByText(de.signIn.done);
  expect(replace).toHaveBeenCalledWith('/de-ch/staff/search', undefined, { locale: false });
  opened.unmount();

  replace.mockClear();
  fetchMock.mockReset();
  fetchMock
    .mockImplementationOnce(linkOpened)
    .mockImplementationOnce(() => answer(200, { token: 't', user: {} }));
  renderIn('en', 'link-token', 'https://evil.example/en-ch/staff');
  await userEvent.type(await screen.findByLabelText(en.signIn.code), '123456');
  await userEvent.click(screen.getByRole('button', { name: en.signIn.verify }));
  await screen.findByText(en.signIn.done);
  expect(replace).toHaveBeenCalledWith('/staff');
});
