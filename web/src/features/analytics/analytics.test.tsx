/** @jest-environment jsdom */
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { mockRouter } from '@/lib/testing/mockRouter';
import {
  analyticsItem,
  browserDataLayer,
  bookingItems,
  checkoutContext,
  checkoutEventPayload,
  isValidGtmId,
  ITEM_BRAND,
  pageView,
  analyticsUrl,
  hasHiddenParams,
  trackCheckoutEvent,
  usePageViews,
  type DataLayer,
} from './analytics';
import { gtmScriptUrl, TagManager } from './TagManager';
import { setAnalyticsConsent } from '@/lib/consent';

// These tests run as a visitor who agreed to analytics (docs/manage-booking.md); the refusal has its own.
beforeEach(() => setAnalyticsConsent(true));
afterAll(() => setAnalyticsConsent(false));

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const catalog = {
  packages: [
    { slug: 'whole_body_scan_with_blood_test', price: 2490, priceTwoPerson: 4480 },
    { slug: 'whole_body_scan', price: 2990, priceTwoPerson: 5480 },
  ],
  services: [
    { slug: 'dxa', price: 250 },
    { slug: 'brain_age', price: 190 },
    { slug: 'apo_e4_test', price: null },
  ],
};

describe('isValidGtmId', () => {
  test.each<[unknown, boolean]>([
    ['GTM-ABC123', true],
    ['GTM-K9', true],
    ['GTM-abc123', false],
    ['GTM-', false],
    ['gtm-ABC', false],
    ['GTM-AB C', false],
    ["GTM-A');alert(1);//", false],
    [' GTM-ABC', false],
    [null, false],
    [42, false],
  ])('%p -> %p', (id, expected) => {
    expect(isValidGtmId(id)).toBe(expected);
  });
});

describe('items', () => {
  /** The items of a booking: one person, no add-ons unless told. */
  const itemsOf = (booking: Partial<Parameters<typeof bookingItems>[0]>) =>
    bookingItems({ checkupSlug: null, services: [], isPartnerBooking: false, ...booking }, catalog);

  test('one item shape', () => {
    expect(analyticsItem({ slug: 'dxa', price: 250 })).toEqual({
      item_id: 'dxa',
      item_name: 'dxa',
      item_brand: ITEM_BRAND,
      price: 250,
      quantity: 1,
    });
  });

  test('single booking: package price and add-ons', () => {
    expect(itemsOf({ checkupSlug: 'whole_body_scan', services: ['dxa', 'brain_age'] })).toEqual([
      analyticsItem({ slug: 'whole_body_scan', price: 2990 }),
      analyticsItem({ slug: 'dxa', price: 250 }),
      analyticsItem({ slug: 'brain_age', price: 190 }),
    ]);
  });

  test('two-person booking: _2x name and two-person price', () => {
    const [item] = itemsOf({
      checkupSlug: 'whole_body_scan_with_blood_test',
      isPartnerBooking: true,
    });
    expect(item).toMatchObject({
      item_id: 'whole_body_scan_with_blood_test',
      item_name: 'whole_body_scan_with_blood_test_2x',
      price: 4480,
    });
  });

  test('the partner booking the prepaid check-up: price 0, plain name', () => {
    const [item] = itemsOf({
      checkupSlug: 'whole_body_scan',
      isPartnerBooking: true,
      reservationIdPartner: 'p-1',
    });
    expect(item).toMatchObject({ item_name: 'whole_body_scan', price: 0 });
  });

  test('unknown slugs are skipped, unbookable price counts as 0', () => {
    expect(itemsOf({ checkupSlug: 'nope', services: ['nope', 'apo_e4_test'] })).toEqual([
      analyticsItem({ slug: 'apo_e4_test', price: 0 }),
    ]);
  });
});

describe('checkout events', () => {
  const items = bookingItems(
    { checkupSlug: 'whole_body_scan', services: ['dxa'], isPartnerBooking: false },
    catalog,
  );

  test('full payload with the optional fields, time in Zurich', () => {
    expect(
      checkoutEventPayload('checkout_popup_form_success', {
        items,
        locale: 'de-ch',
        location: 'bern',
        selectedDate: '2026-03-29',
        // 07:30 UTC on the day DST starts is 09:30 in Zurich
        timeSlotStart: '2026-03-29T07:30:00Z',
        discountCode: 'SUMMER',
      }),
    ).toEqual({
      event: 'checkout_popup_form_success',
      ecommerce: { currency: 'CHF', value: 3240, items },
      locale: 'de-ch',
      timezone: 'Europe/Zurich',
      location: 'bern',
      selectedDate: '2026-03-29',
      selectedTime: '09:30',
      discountCode: 'SUMMER',
    });
  });

  test('checkoutContext maps the booking state', () => {
    const ctx = checkoutContext(
      {
        checkupSlug: 'whole_body_scan',
        services: ['dxa'],
        isPartnerBooking: false,
        reservationIdPartner: null,
        locationSlug: 'zurich_bellevue',
        selectedDate: '2026-10-25',
        timeSlotStart: '2026-10-25T08:00:00Z', // after DST ends: UTC+1 -> 09:00
        discountCode: null,
      },
      catalog,
      'en-ch',
    );
    expect(checkoutEventPayload('checkout_popup_open', ctx)).toEqual({
      event: 'checkout_popup_open',
      ecommerce: { currency: 'CHF', value: 3240, items },
      locale: 'en-ch',
      timezone: 'Europe/Zurich',
      location: 'zurich_bellevue',
      selectedDate: '2026-10-25',
      selectedTime: '09:00',
    });
  });

  test('unknown optional fields are left out', () => {
    const payload = checkoutEventPayload('checkout_popup_open', {
      items: [],
      locale: 'en-de',
      location: null,
      discountCode: '',
    });
    expect(payload).toEqual({
      event: 'checkout_popup_open',
      ecommerce: { currency: 'CHF', value: 0, items: [] },
      locale: 'en-de',
      timezone: 'Europe/Zurich',
    });
  });

  test('track clears the previous ecommerce object, then pushes the event', () => {
    const layer: DataLayer = [];
    trackCheckoutEvent('checkout_popup_close', { items, locale: 'de-ch' }, layer);
    expect(layer).toHaveLength(2);
    expect(layer[0]).toEqual({ ecommerce: null });
    expect(layer[1]).toMatchObject({ event: 'checkout_popup_close', locale: 'de-ch' });
  });

  test('window.dataLayer is created on demand', () => {
    delete (window as { dataLayer?: unknown }).dataLayer;
    trackCheckoutEvent('checkout_popup_form_interaction', { items, locale: 'de-ch' });
    expect((window as unknown as { dataLayer: DataLayer }).dataLayer[1]).toMatchObject({
      event: 'checkout_popup_form_interaction',
    });
  });
});

describe('page views', () => {
  test.each([
    ['/de-ch/payment?reservationId=r1&email=a%40b.ch', '/de-ch/payment?reservationId=r1'],
    ['/en-ch/summary?firstname=Anna&phone=%2B41791234567&checkup=x', '/en-ch/summary?checkup=x'],
    [
      '/de-ch/payment-return?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
      '/de-ch/payment-return?redirect_status=succeeded',
    ],
    ['/de-ch/check-up?reservationIdPartner=r2&partner=true', '/de-ch/check-up?partner=true'],
    ['/de-ch/summary?email=a%40b.ch#top', '/de-ch/summary#top'],
    [
      '/de-ch/timeslot?services=dxa&services=brain_age',
      '/de-ch/timeslot?services=dxa&services=brain_age',
    ],
    ['/de-ch/check-up?q=a+b', '/de-ch/check-up?q=a+b'],
    ['/de-ch/check-up', '/de-ch/check-up'],
  ])('analyticsUrl(%s) -> %s', (url, expected) => {
    expect(analyticsUrl(url)).toBe(expected);
    expect(hasHiddenParams(url)).toBe(url !== expected);
  });

  test('page views never carry personal data', () => {
    const layer: DataLayer = [];
    pageView('/de-ch/payment?reservationId=r1&email=a%40b.ch', 'de-ch', layer);
    expect(JSON.stringify(layer)).not.toContain('b.ch');
  });

  test('pageView pushes the path', () => {
    const layer: DataLayer = [];
    pageView('/de-ch/timeslot?checkup=x', 'de-ch', layer);
    expect(layer).toEqual([
      { event: 'page_view', page_path: '/de-ch/timeslot?checkup=x', locale: 'de-ch' },
    ]);
  });

  test('usePageViews: one per completed route change, none for shallow ones', () => {
    (window as unknown as { dataLayer: DataLayer }).dataLayer = [];
    mockRouter.reset('/check-up', { locale: 'en-ch' });
    renderHook(() => usePageViews());
    act(() => {
      mockRouter.events.emit('routeChangeComplete', '/en-ch/location', { shallow: false });
      mockRouter.events.emit('routeChangeComplete', '/en-ch/location?location=bern', {
        shallow: true,
      });
    });
    expect((window as unknown as { dataLayer: DataLayer }).dataLayer).toEqual([
      { event: 'page_view', page_path: '/en-ch/location', locale: 'en-ch' },
    ]);
  });
});

describe('<TagManager />', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  test.each([null, undefined, 'GTM-bad', "GTM-X');evil()//"])(
    'renders nothing for %p',
    async (id) => {
      const { container } = render(<TagManager id={id} />);
      expect(container).toBeEmptyDOMElement();
      await act(async () => undefined);
      expect(document.getElementById('gtm-init')).toBeNull();
    },
  );

  test('injects the GTM script for a valid id', async () => {
    render(<TagManager id="GTM-ABC123" />);
    await waitFor(() => expect(document.getElementById('gtm-init')).not.toBeNull());
    // an external script (no inline code: the CSP allows none), and GTM's first entry
    const script = document.getElementById('gtm-init') as HTMLScriptElement;
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(script.innerHTML).toBe('');
    const dataLayer = (window as typeof window & { dataLayer?: { event?: string }[] }).dataLayer;
    expect(dataLayer?.some((entry) => entry.event === 'gtm.js')).toBe(true);
  });

  test('the script address refuses an invalid id', () => {
    expect(() => gtmScriptUrl("GTM-A'")).toThrow();
    expect(gtmScriptUrl('GTM-Z9')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-Z9');
  });
});

describe('consent (docs/manage-booking.md)', () => {
  it('pushes nothing before consent and after a withdrawal', () => {
    setAnalyticsConsent(false);
    expect(browserDataLayer()).toBeNull();
    setAnalyticsConsent(true);
    expect(browserDataLayer()).not.toBeNull();
    setAnalyticsConsent(false);
    expect(browserDataLayer()).toBeNull();
  });
});
