/** @jest-environment jsdom */
/** The sign-in form in both languages: labelled fields, the emailed link, announced errors. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '../../../../public/locales/de/staff.json';
import en from '../../../../public/locales/en/staff.json';
import { createTestTranslator, TestTranslations } from '@/i18n/testing';
import { SignInForm } from './SignInForm';

function renderIn(language: 'en' | 'de', token: string | null = null) {
  const translator = createTestTranslator(language, {
    de: { staff: de },
    en: { staff: en },
  });
  return render(
    <TestTranslations translator={translator}>
      <SignInForm token={token} />
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

afterEach(() => fetchMock.mockReset());

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
