/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { createTestTranslator, TestTranslations } from '@/i18n/testing';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore, type BookingStore } from '@/features/booking/state/store';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import deCommon from '../../../public/locales/de/common.json';
import deSummary from '../../../public/locales/de/summary.json';
import enCommon from '../../../public/locales/en/common.json';
import enSummary from '../../../public/locales/en/summary.json';
import { SummaryPanel } from '@/features/summary-panel/SummaryPanel';
import { flowView, SLOT_CHOSEN } from './__fixtures__/flow';
import { fillValidSummary } from './__fixtures__/fillForm';
import SummaryForm from './SummaryForm';
import { countryNames } from './phoneCountries';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);
// Counts the renders of the form's selects (phone country, country: the long lists).
const mockSelectRenders = { count: 0 };
jest.mock('@/components/fields/Select', () => {
  const actual = jest.requireActual('@/components/fields/Select');
  const { createElement, forwardRef } = jest.requireActual('react');
  return {
    ...actual,
    Select: forwardRef(function CountedSelect(props: object, ref: unknown) {
      mockSelectRenders.count += 1;
      return createElement(actual.Select, { ...props, ref });
    }),
  };
});

const view = flowView(['dxa'], {
  errorMessages: {
    'discount-code-invalid': 'Invalid discount code',
    'discount-code-unknown': 'We do not know this discount code.',
    'discount-code-expired': 'This discount code has expired.',
    'partner-reservation-email-not-allowed':
      'Your email address and the email address of your partner must not be the same',
  },
});

const BOOKING = SLOT_CHOSEN;

type Reply = { status: number; body: unknown };
let createReply: Reply;
const fetchMock = jest.fn();

function reply({ status, body }: Reply) {
  return jsonResponse(status, body);
}

function route(url: string) {
  const u = new URL(url, 'http://x');
  if (u.pathname === '/api/payment/payment-data') {
    const code = u.searchParams.get('discountCode');
    if (code === 'SUMMER2025')
      return reply({ status: 400, body: { error: 'discount-code-expired' } });
    if (code && code !== 'WELCOME10')
      return reply({ status: 400, body: { error: 'discount-code-unknown' } });
    const partner = u.searchParams.get('isPartnerBooking') === 'true';
    const total = (partner ? 4480 : 2490) - (code ? 249 : 0);
    const items = [
      {
        kind: 'package',
        slug: 'whole_body_scan_with_blood_test',
        label: 'Check-up',
        amount: partner ? 4480 : 2490,
      },
    ];
    return reply({
      status: 200,
      body: {
        paymentData: { currency: 'CHF', items, total: partner ? 4480 : 2490 },
        paymentDataDiscounted: { currency: 'CHF', items, total },
        discounts: code ? [{ kind: 'code', label: 'Welcome', amount: 249 }] : [],
      },
    });
  }
  if (u.pathname === '/api/reservation/create') return reply(createReply);
  return reply({ status: 404, body: { error: 'not-found' } });
}

/** A mock's call count once it has not changed for three polls of `waitFor` (50 ms apart). */
async function settledCount(mock: jest.Mock): Promise<number> {
  let last = -1;
  let still = 0;
  await waitFor(
    () => {
      const now = mock.mock.calls.length;
      still = now === last ? still + 1 : 0;
      last = now;
      expect(still).toBeGreaterThanOrEqual(3);
    },
    { interval: 50 },
  );
  return last;
}

function renderForm(
  store: BookingStore,
  onError = jest.fn(),
  { withPanel = false, onRender = () => {} }: { withPanel?: boolean; onRender?: () => void } = {},
) {
  const translator = createTestTranslator('en', {
    en: { common: enCommon, summary: enSummary },
    de: { common: deCommon, summary: deSummary },
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestTranslations translator={translator}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BookingProvider store={store}>{children}</BookingProvider>
      </SWRConfig>
    </TestTranslations>
  );
  render(
    <>
      {withPanel && <SummaryPanel locations={[]} />}
      <Profiler id="form" onRender={onRender}>
        <SummaryForm view={view} countries={countryNames('ch', 'en')} onError={onError} />
      </Profiler>
    </>,
    { wrapper: Wrapper },
  );
  return onError;
}

const form = () => screen.getByTestId('summary-form');
const field = (name: string) => within(form()).getByLabelText(new RegExp(`^${name}`));

/** Types `code` into the discount field and applies it. */
async function applyCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(field('Discount code'), code);
  await user.click(within(form()).getByRole('button', { name: 'Apply' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => route(url));
  global.fetch = fetchMock as unknown as typeof fetch;
  createReply = {
    status: 201,
    body: {
      reservation: { id: '7d9f4c1e-0000-4000-8000-000000000001', name: 'BER-1', status: 'pending' },
    },
  };
  mockRouter.reset('/summary?checkup=whole_body_scan_with_blood_test&location=bern', {
    locale: 'en-ch',
  });
});

function createCalls() {
  return fetchMock.mock.calls.filter((c) => String(c[0]).startsWith('/api/reservation/create'));
}

describe('SummaryForm', () => {
  it('prefills from the store and shows errors and required markers only after a submit attempt', async () => {
    const user = userEvent.setup({ delay: null });
    const store = createBookingStore(null, {
      ...BOOKING,
      personalData: {
        ...BOOKING.personalData,
        firstName: 'Hanna',
        phone: '+41791234567',
        biologicalSex: 'female',
      },
    });
    renderForm(store);
    expect(field('First name')).toHaveValue('Hanna');
    expect(field('Number')).toHaveValue('791234567');
    expect(within(form()).getByLabelText('Female')).toBeChecked();
    expect(within(form()).queryAllByTestId('required-marker')).toHaveLength(0);
    expect(within(form()).queryByText('Please fill in this field.')).not.toBeInTheDocument();

    await user.click(
      within(form()).getByRole('button', { name: 'Reserve and continue to payment' }),
    );
    expect(
      (await within(form()).findAllByText('Please fill in this field.')).length,
    ).toBeGreaterThan(3);
    expect(within(form()).getAllByTestId('required-marker').length).toBeGreaterThan(3);
    expect(field('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(createCalls()).toHaveLength(0);
  });

  it('an empty submit: focus on the first invalid field in page order, a summary links each error (docs/manage-booking.md)', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(createBookingStore(null, BOOKING));
    await user.click(
      within(form()).getByRole('button', { name: 'Reserve and continue to payment' }),
    );
    const summary = await screen.findByTestId('error-summary');
    // Focus follows the async validation and a render: on a loaded CI host that took over 1 s.
    await waitFor(() => expect(field('First name')).toHaveFocus(), { timeout: 5_000 });
    const links = within(summary).getAllByRole('link');
    expect(links[0]).toHaveTextContent(/^First name: Please fill in this field\./);
    expect(links.at(-1)).toHaveTextContent(/I accept the terms/);
    // The terms' links as words: no "opens in a new tab", no arrow, no ".:" before the message.
    expect(links.at(-1)!.textContent).not.toMatch(/new tab|↗|\.:/);
    // One entry for the birth date's three parts; error texts only, no hints.
    expect(links.filter((l) => /^Date of birth/.test(l.textContent ?? ''))).toHaveLength(1);
    expect(links.some((l) => /^(Day|Month|Year):/.test(l.textContent ?? ''))).toBe(false);
    expect(links.find((l) => /^Email/.test(l.textContent ?? ''))).toHaveTextContent(
      /^Email: Please fill in this field\.$/,
    );
    await user.click(links[1]);
    expect(field('Last name')).toHaveFocus();
  });

  it('says a typed birth date does not exist once focus leaves the date, not between its parts', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(createBookingStore(null, BOOKING));
    const birth = within(screen.getByRole('group', { name: /^Date of birth/ }));
    await user.type(birth.getByLabelText('Day'), '29');
    await user.tab();
    await user.type(birth.getByLabelText('Month'), '2');
    await user.tab();
    expect(within(form()).queryByText(/Please enter day, month and year/)).not.toBeInTheDocument();
    await user.type(birth.getByLabelText('Year'), '1981');
    await user.tab();
    expect(await within(form()).findByText(/This date does not exist/)).toBeInTheDocument();
    expect(birth.getByLabelText('Year')).toHaveAttribute('aria-invalid', 'true');
    // Corrected, the error goes at once.
    await user.clear(birth.getByLabelText('Day'));
    await user.type(birth.getByLabelText('Day'), '28');
    await waitFor(() =>
      expect(within(form()).queryByText(/This date does not exist/)).not.toBeInTheDocument(),
    );
  });

  it('says how long a name and an email may be when one is too long', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(createBookingStore(null, BOOKING));
    // Pasted, as nobody types 101 letters: the message names the limit, not only "too long".
    await user.click(field('First name'));
    await user.paste('A'.repeat(101));
    await user.click(field('Email'));
    await user.paste(`${'a'.repeat(243)}@example.com`);
    await user.tab();
    await waitFor(() =>
      expect(field('First name')).toHaveAccessibleDescription(
        'Please shorten this to at most 100 characters.',
      ),
    );
    expect(field('Email')).toHaveAccessibleDescription(
      /An email address has at most 254 characters: please check this one\.$/,
    );
  });

  it('keeps what is typed in the store without rendering the whole form again per keystroke', async () => {
    const user = userEvent.setup({ delay: null });
    const store = createBookingStore(null, BOOKING);
    const onRender = jest.fn();
    renderForm(store, jest.fn(), { onRender });
    await waitFor(() => expect(store.getState().paymentDataDiscounted).not.toBeNull());
    // The first letters may render a field's own state (filled, dirty); more letters do not.
    await user.type(field('First name'), 'An');
    // Their renders may still be landing on a loaded machine (CI once counted one late): the
    // count is taken once it has stood still for three polls in a row.
    const renders = await settledCount(onRender);
    await user.keyboard('nabelle-Marie-Louise');
    expect(store.getState().personalData.firstName).toBe('Annabelle-Marie-Louise');
    // 20 more letters: a render per keystroke would be 20 more. One late render of something
    // else (a fresh clone's CI under load counted one) is not a render per keystroke.
    expect(onRender.mock.calls.length - renders).toBeLessThanOrEqual(1);
  });

  it('renders once for a payment-data answer, not again for its copy in the store', async () => {
    const store = createBookingStore(null, BOOKING);
    const onRender = jest.fn();
    renderForm(store, jest.fn(), { onRender });
    await waitFor(() => expect(screen.getByTestId('reserve-total')).toHaveTextContent('CHF 2’490'));
    await waitFor(() => expect(store.getState().paymentDataDiscounted?.total).toBe(2490));
    const renders = onRender.mock.calls.length;
    // What the store holds is shown only until SWR has answered: another copy renders nothing.
    const other = { currency: 'CHF', items: [], total: 1 };
    act(() =>
      store.dispatch({
        type: 'setPaymentData',
        paymentData: other,
        paymentDataDiscounted: other,
        discounts: [],
      }),
    );
    expect(onRender.mock.calls.length).toBe(renders);
    expect(screen.getByTestId('reserve-total')).toHaveTextContent('CHF 2’490');
  });

  it('a new price renders the form, not its field groups (country lists)', async () => {
    const store = createBookingStore(null, BOOKING);
    renderForm(store);
    await waitFor(() => expect(screen.getByTestId('reserve-total')).toHaveTextContent('CHF 2’490'));
    await act(async () => {});
    const selects = mockSelectRenders.count;
    act(() => store.dispatch({ type: 'setDiscountCode', code: 'WELCOME10' }));
    await waitFor(() => expect(screen.getByTestId('reserve-total')).toHaveTextContent('CHF 2’241'));
    await act(async () => {});
    expect(mockSelectRenders.count).toBe(selects);
  });

  it('reserves with the entered data and goes on to payment', async () => {
    const user = userEvent.setup({ delay: null });
    const store = createBookingStore(null, BOOKING);
    renderForm(store);
    await fillValidSummary(user);
    await waitFor(() => expect(screen.getByTestId('reserve-total')).toHaveTextContent('CHF 2’490'));
    await user.click(within(form()).getByLabelText(/^Full amount of CHF 2’490/));
    await user.click(
      within(form()).getByRole('button', { name: 'Reserve and continue to payment' }),
    );

    await waitFor(() => expect(mockRouter.calls.at(-1)?.pathname).toBe('/payment'));
    const [, init] = createCalls()[0] as [string, RequestInit];
    const body = JSON.parse(String(init.body)) as { reservationData: Record<string, unknown> };
    expect(body.reservationData).toMatchObject({
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'bern',
      timeSlotStart: '2030-01-07T10:00:00+01:00',
      personalDataPartner: null,
      personalData: {
        firstName: 'Anna',
        email: 'anna@example.ch',
        phone: '+41791234567',
        birthDate: '1980-05-17',
        biologicalSex: 'male',
        country: 'CH',
        language: 'en',
        localization: 'en-ch',
      },
    });
    expect(String(body.reservationData.paymentId)).toMatch(/^whole_body_scan_with_blood_test-\d+$/);
    // No SMS reminder unless asked for (docs/sms.md).
    expect(body.reservationData.smsReminder).toBeUndefined();
    expect(store.getState()).toMatchObject({
      reservationId: '7d9f4c1e-0000-4000-8000-000000000001',
      reservationName: 'BER-1',
      isReservationSuccess: true,
      isProcessing: false,
      paymentOption: 'full',
    });
  });

  it('asks for an SMS reminder when the visitor ticks it (docs/sms.md)', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(createBookingStore(null, BOOKING));
    await fillValidSummary(user);
    const sms = within(form()).getByLabelText('Remind me by SMS before the appointment');
    expect(sms).not.toBeChecked();
    await user.click(sms);
    await user.click(
      within(form()).getByRole('button', { name: 'Reserve and continue to payment' }),
    );
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    const [, init] = createCalls()[0] as [string, RequestInit];
    const body = JSON.parse(String(init.body)) as { reservationData: Record<string, unknown> };
    expect(body.reservationData.smsReminder).toBe(true);
  });

  it('goes straight to success when nothing is due', async () => {
    const user = userEvent.setup({ delay: null });
    createReply = {
      status: 201,
      body: {
        reservation: {
          id: '7d9f4c1e-0000-4000-8000-000000000002',
          name: 'BER-2',
          status: 'confirmed',
          result: 'reserve-timeslot-success-with-downpayment',
        },
      },
    };
    const store = createBookingStore(null, BOOKING);
    renderForm(store);
    await fillValidSummary(user);
    await user.click(
      within(form()).getByRole('button', { name: 'Reserve and continue to payment' }),
    );
    await waitFor(() => expect(mockRouter.calls.at(-1)?.pathname).toBe('/success'));
    expect(store.getState().isPaymentSuccess).toBe(true);
  });

  it('hands a reservation error to the error dialog and unlocks the form', async () => {
    const user = userEvent.setup({ delay: null });
    createReply = { status: 409, body: { error: 'reserve-timeslot-error-already-booked' } };
    const store = createBookingStore(null, BOOKING);
    const onError = renderForm(store);
    await fillValidSummary(user);
    await user.click(
      within(form()).getByRole('button', { name: 'Reserve and continue to payment' }),
    );
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('reserve-timeslot-error-already-booked'),
    );
    expect(store.getState()).toMatchObject({ isProcessing: false, isReservationSuccess: false });
    expect(createCalls()).toHaveLength(1);
    expect(mockRouter.calls.filter((c) => c.method === 'push')).toHaveLength(0);
  });

  it('checks a discount code live: an unknown one is refused at the field and blocks reserving', async () => {
    const user = userEvent.setup({ delay: null });
    const store = createBookingStore(null, BOOKING);
    renderForm(store);
    await fillValidSummary(user);
    await applyCode(user, 'summer2025');
    // says why, with the code written as checked (upper case).
    await waitFor(() =>
      expect(field('Discount code')).toHaveAccessibleDescription('This discount code has expired.'),
    );
    expect(field('Discount code')).toHaveValue('SUMMER2025');
    await user.clear(field('Discount code'));
    await applyCode(user, 'NOPE');
    await waitFor(() =>
      expect(field('Discount code')).toHaveAccessibleDescription(
        'We do not know this discount code.',
      ),
    );
    await user.click(
      within(form()).getByRole('button', { name: 'Reserve and continue to payment' }),
    );
    expect(createCalls()).toHaveLength(0);

    await user.clear(field('Discount code'));
    await applyCode(user, 'welcome10');
    await waitFor(() =>
      expect(screen.getByTestId('discount-status')).toHaveTextContent(
        'Code WELCOME10 applied: CHF 249 off.',
      ),
    );
    expect(store.getState().discountCode).toBe('WELCOME10');
    await waitFor(() => expect(screen.getByTestId('reserve-total')).toHaveTextContent('CHF 2’241'));
  });

  it('announces a refused discount code in a live region and keeps focus on the code field', async () => {
    const user = userEvent.setup({ delay: null });
    const store = createBookingStore(null, BOOKING);
    renderForm(store);
    const status = screen.getByTestId('discount-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');

    // With Apply: the button stays enabled (a disabled one drops focus to the body), and the
    // answer puts focus back on the field.
    await applyCode(user, 'nope');
    await waitFor(() => expect(status).toHaveTextContent('We do not know this discount code.'));
    expect(within(form()).getByRole('button', { name: 'Apply' })).toBeEnabled();
    await waitFor(() => expect(field('Discount code')).toHaveFocus());
    expect(document.body).not.toHaveFocus();
    expect(field('Discount code')).toHaveAttribute('aria-invalid', 'true');

    // With Enter: focus stays in the field, the new refusal is said again.
    await user.clear(field('Discount code'));
    expect(status).not.toHaveTextContent('We do not know');
    await user.type(field('Discount code'), 'summer2025{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('This discount code has expired.'));
    expect(field('Discount code')).toHaveFocus();

    // Apply again for the same refused code: no new request, focus back on the field.
    const asked = fetchMock.mock.calls.length;
    await user.click(within(form()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field('Discount code')).toHaveFocus());
    expect(fetchMock.mock.calls.length).toBe(asked);
  });

  it('a check on leaving the code field leaves focus where the visitor went', async () => {
    const user = userEvent.setup({ delay: null });
    const store = createBookingStore(null, BOOKING);
    renderForm(store);
    await user.type(field('Discount code'), 'nope');
    await user.click(field('I accept the terms'));
    await waitFor(() =>
      expect(screen.getByTestId('discount-status')).toHaveTextContent(
        'We do not know this discount code.',
      ),
    );
    // Give a (wrong) focus move its frame.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(field('I accept the terms')).toHaveFocus();
  });

  it('ignores a discount answer for a code the visitor has changed since', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementation(async (url: string) => {
      if (new URL(url, 'http://x').searchParams.get('discountCode') === 'WELCOME10') await held;
      return route(url);
    });
    const store = createBookingStore(null, BOOKING);
    renderForm(store);
    await applyCode(user, 'welcome10');
    await waitFor(() =>
      expect(screen.getByTestId('discount-status')).toHaveTextContent('Checking the code'),
    );
    await user.type(field('Discount code'), 'X');
    // The held answer arrives; the rest of its way (fetch, parse, the field's handler) is
    // microtasks, which an awaited act drains (it waits a macrotask before it returns).
    const asked = fetchMock.mock.calls.findIndex((c) => String(c[0]).includes('WELCOME10'));
    await act(async () => {
      release();
      await fetchMock.mock.results[asked].value;
    });
    expect(store.getState().discountCode).toBeNull();
    expect(screen.getByTestId('discount-status')).not.toHaveTextContent('applied');
  });

  it('says so when a discount code could not be checked (network), instead of staying silent', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockImplementation(async (url: string) => {
      if (new URL(url, 'http://x').searchParams.get('discountCode')) throw new TypeError('offline');
      return route(url);
    });
    const store = createBookingStore(null, BOOKING);
    renderForm(store);
    await applyCode(user, 'welcome10');
    await waitFor(() =>
      expect(screen.getByTestId('discount-status')).toHaveTextContent(
        'The code could not be checked',
      ),
    );
    expect(store.getState().discountCode).toBeNull();
  });

  it('shares one payment-data request per change with the summary panel beside it', async () => {
    const store = createBookingStore(null, BOOKING);
    renderForm(store, jest.fn(), { withPanel: true });
    const priceCalls = () =>
      fetchMock.mock.calls.filter((c) => String(c[0]).startsWith('/api/payment/payment-data'));
    await waitFor(() => expect(screen.getByTestId('reserve-total')).toHaveTextContent('CHF 2’490'));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’490'));
    expect(priceCalls()).toHaveLength(1);

    act(() => store.dispatch({ type: 'setPartnerBooking', value: true }));
    await waitFor(() => expect(screen.getByTestId('reserve-total')).toHaveTextContent('CHF 4’480'));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 4’480'));
    // Any second request would start from an effect: flush effects and microtasks, then count.
    await act(async () => {});
    expect(priceCalls()).toHaveLength(2);
  });

  it('asks for the partner and refuses the booker email for them', async () => {
    const user = userEvent.setup({ delay: null });
    const store = createBookingStore(null, { ...BOOKING, isPartnerBooking: true });
    renderForm(store);
    await fillValidSummary(user);
    await user.type(field("Partner's first name"), 'Ben');
    await user.type(field("Partner's last name"), 'Muster');
    await user.type(field("Partner's email"), 'ANNA@example.ch');
    await user.click(
      within(form()).getByRole('button', { name: 'Reserve and continue to payment' }),
    );
    // At the field, and in the error summary above the form.
    expect((await within(form()).findAllByText(/must not be the same/)).length).toBeGreaterThan(0);
    expect(createCalls()).toHaveLength(0);

    await user.clear(field("Partner's email"));
    await user.type(field("Partner's email"), 'ben@example.ch');
    await user.click(
      within(form()).getByRole('button', { name: 'Reserve and continue to payment' }),
    );
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    const body = JSON.parse(String((createCalls()[0] as [string, RequestInit])[1].body)) as {
      reservationData: { personalDataPartner: unknown };
    };
    expect(body.reservationData.personalDataPartner).toEqual({
      firstName: 'Ben',
      lastName: 'Muster',
      email: 'ben@example.ch',
    });
  });
});
