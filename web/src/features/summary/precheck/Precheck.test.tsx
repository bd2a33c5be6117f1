/** @jest-environment jsdom */
/**
 * The summary step's safety pre-check (docs/screening.md "Pre-check") in the form: required
 * yes/no groups with the questionnaire's texts, a "yes" that shows the catalogue message and
 * takes the button to pay away, the answers in the create request; and the call back.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createTestTranslator, TestTranslations } from '@/i18n/testing';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore } from '@/features/booking/state/store';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { sessionStore } from '@/lib/sessionStorage';
import { readIdleMemory } from '@/features/overlays/idleTimer';
import deCommon from '../../../../public/locales/de/common.json';
import deOverlays from '../../../../public/locales/de/overlays.json';
import deSummary from '../../../../public/locales/de/summary.json';
import enCommon from '../../../../public/locales/en/common.json';
import enOverlays from '../../../../public/locales/en/overlays.json';
import enSummary from '../../../../public/locales/en/summary.json';
import { CHECKUP, flowView, SLOT_CHOSEN } from '../__fixtures__/flow';
import { fillValidSummary } from '../__fixtures__/fillForm';
import SummaryForm from '../SummaryForm';
import { countryNames } from '../phoneCountries';
import { PrecheckCallback } from './PrecheckCallback';
import type { PrecheckQuestionView } from './precheckView';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);
// Whole form fills (about 40 keystrokes each): slow on a loaded 2-core host.
jest.setTimeout(90_000);

const STOP_MESSAGE = 'For your safety we would like to speak with you before you book.';
const QUESTIONS: PrecheckQuestionView[] = [
  {
    key: 'pacemaker',
    text: 'Do you have a cardiac pacemaker?',
    help: 'Also if it is switched off.',
    appliesTo: [],
  },
  { key: 'cochlearImplant', text: 'Do you have a cochlear implant?', help: null, appliesTo: [] },
  // Another check-up's question: not asked on this booking.
  { key: 'dexaOnly', text: 'A question for DEXA only?', help: null, appliesTo: ['dxa'] },
];

const view = flowView([], {
  errorMessages: { 'screening-precheck-stop': STOP_MESSAGE },
  precheck: QUESTIONS,
});

const fetchMock = jest.fn();

function route(url: string) {
  const u = new URL(url, 'http://x');
  if (u.pathname === '/api/payment/payment-data') {
    const items = [{ kind: 'package', slug: CHECKUP, label: 'Check-up', amount: 2490 }];
    return jsonResponse(200, {
      paymentData: { currency: 'CHF', items, total: 2490 },
      paymentDataDiscounted: { currency: 'CHF', items, total: 2490 },
      discounts: [],
    });
  }
  if (u.pathname === '/api/reservation/create')
    return jsonResponse(201, {
      reservation: { id: '7d9f4c1e-0000-4000-8000-000000000001', name: 'BER-1', status: 'pending' },
    });
  if (u.pathname === '/api/idle-contact') return jsonResponse(202, { ok: true });
  return jsonResponse(404, { error: 'not-found' });
}

function Wrapper({ children }: { children: ReactNode }) {
  const translator = createTestTranslator('en', {
    en: { common: enCommon, summary: enSummary, overlays: enOverlays },
    de: { common: deCommon, summary: deSummary, overlays: deOverlays },
  });
  return (
    <TestTranslations translator={translator}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BookingProvider store={createBookingStore(null, SLOT_CHOSEN)}>{children}</BookingProvider>
      </SWRConfig>
    </TestTranslations>
  );
}

function renderForm(onPrecheckStop = jest.fn()) {
  render(
    <SummaryForm
      view={view}
      countries={countryNames('ch', 'en')}
      onError={jest.fn()}
      onPrecheckStop={onPrecheckStop}
    />,
    { wrapper: Wrapper },
  );
  return onPrecheckStop;
}

const form = () => screen.getByTestId('summary-form');
const question = (name: RegExp) => within(form()).getByRole('group', { name });
const field = (name: string) => within(form()).getByLabelText(new RegExp(`^${name}`));
const createCalls = () =>
  fetchMock.mock.calls.filter((c) => String(c[0]).startsWith('/api/reservation/create'));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => route(url));
  global.fetch = fetchMock as unknown as typeof fetch;
  window.sessionStorage.clear();
  mockRouter.reset(`/summary?checkup=${CHECKUP}&location=bern`, { locale: 'en-ch' });
});

describe('the safety pre-check in the summary form', () => {
  it('asks the questions of this booking as required yes/no groups with the questionnaire texts', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const outer = within(form()).getByRole('group', { name: 'Safety questions before you book' });
    expect(within(outer).getAllByRole('radio')).toHaveLength(4);
    expect(within(outer).queryByText(/DEXA only/)).not.toBeInTheDocument();
    const pacemaker = question(/^Do you have a cardiac pacemaker\?/);
    expect(within(pacemaker).getByRole('radio', { name: 'Yes' })).toBeRequired();
    // The help text describes the answers.
    expect(within(pacemaker).getByRole('radio', { name: 'No' })).toHaveAccessibleDescription(
      'Also if it is switched off.',
    );

    // Like every field: no required marker before a submit attempt.
    expect(within(outer).queryAllByTestId('required-marker')).toHaveLength(0);
    await fillValidSummary(user);
    await user.click(within(form()).getByRole('button', { name: /^Reserve/ }));
    expect(within(outer).getAllByTestId('required-marker')).toHaveLength(2);
    // Not answered: an error at each question, in the error summary, and nothing sent.
    const summary = await screen.findByTestId('error-summary');
    expect(
      within(summary).getByText(/^Do you have a cardiac pacemaker\?: Please answer/),
    ).toBeVisible();
    expect(within(pacemaker).getByRole('radio', { name: 'Yes' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(pacemaker).getByRole('radio', { name: 'Yes' })).toHaveAccessibleDescription(
      /Please answer yes or no\./,
    );
    await waitFor(() =>
      expect(within(pacemaker).getByRole('radio', { name: 'Yes' })).toHaveFocus(),
    );
    expect(createCalls()).toHaveLength(0);
  });

  it('a "yes" shows the catalogue message at once and offers no button to pay', async () => {
    const user = userEvent.setup({ delay: null });
    const onStop = renderForm();
    await fillValidSummary(user);
    expect(screen.getByTestId('precheck-stop')).toBeEmptyDOMElement();
    await user.click(within(question(/pacemaker/)).getByRole('radio', { name: 'Yes' }));
    const status = screen.getByTestId('precheck-stop');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(STOP_MESSAGE);
    expect(within(form()).queryByRole('button', { name: /^Reserve/ })).not.toBeInTheDocument();
    expect(within(form()).queryByLabelText(/I accept the terms/)).not.toBeInTheDocument();
    await waitFor(() => expect(onStop).toHaveBeenLastCalledWith(true));
    // Enter in a field submits nothing either.
    await user.type(field('City'), '{Enter}');
    expect(createCalls()).toHaveLength(0);

    // A mistaken "yes" corrected: the form is back as it was.
    await user.click(within(question(/pacemaker/)).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(onStop).toHaveBeenLastCalledWith(false));
    expect(screen.getByTestId('precheck-stop')).toBeEmptyDOMElement();
    // What was ticked and typed before stays.
    expect(within(form()).getByLabelText(/I accept the terms/)).toBeChecked();
    expect(field('City')).toHaveValue('Bern');
  });

  it('sends the answers of the asked questions with the create request', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidSummary(user);
    await user.click(within(question(/pacemaker/)).getByRole('radio', { name: 'No' }));
    await user.click(within(question(/cochlear/)).getByRole('radio', { name: 'No' }));
    await user.click(within(form()).getByRole('button', { name: /^Reserve/ }));
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    const body = JSON.parse(String((createCalls()[0][1] as RequestInit).body));
    expect(body.reservationData.screeningPrecheck).toEqual({
      pacemaker: 'no',
      cochlearImplant: 'no',
    });
  });
});

describe('PrecheckCallback', () => {
  it('sends the contact through the idle-contact channel, outside any form, and ends the idle dialog', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PrecheckCallback phone="+41 44 000 00 00" />, { wrapper: Wrapper });
    const box = screen.getByTestId('precheck-callback');
    expect(box.closest('form')).toBeNull();
    expect(within(box).getByRole('link', { name: '+41 44 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+41440000000',
    );
    const input = within(box).getByLabelText(/^Email or phone number/);
    await user.type(input, '12');
    await user.click(within(box).getByRole('button', { name: 'Contact me' }));
    expect(await within(box).findByText(/valid phone number/)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '079 123 45 67');
    await user.click(within(box).getByRole('button', { name: 'Contact me' }));
    expect(await within(box).findByText(/We will get in touch/)).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/idle-contact');
    // The contact only: nothing of what was answered.
    expect(JSON.parse(String(init.body))).toEqual({ phoneNumber: '0791234567' });
    expect(readIdleMemory(sessionStore()).done).toBe(true);
  });
});
