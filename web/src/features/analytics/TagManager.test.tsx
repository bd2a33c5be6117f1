/** @jest-environment jsdom */
// A file of its own: next/script remembers loaded script ids per module instance, so this
// must be the first GTM injection of its test file.
import { act, render, waitFor } from '@testing-library/react';
import { mockRouter } from '@/lib/testing/mockRouter';
import { TagManager } from './TagManager';
import { setAnalyticsConsent } from '@/lib/consent';

// These tests run as a visitor who agreed to analytics (docs/manage-booking.md); the refusal has its own.
beforeEach(() => setAnalyticsConsent(true));
afterAll(() => setAnalyticsConsent(false));

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

describe('<TagManager /> and personal data in the address', () => {
  test('waits until the address carries nothing personal (payment-email link)', async () => {
    window.history.replaceState(null, '', '/de-ch/payment?reservationId=r1&email=a%40b.ch');
    mockRouter.reset('/payment?reservationId=r1&email=a%40b.ch');
    render(<TagManager id="GTM-ABC123" />);
    await act(async () => undefined);
    expect(document.getElementById('gtm-init')).toBeNull();
    // what the URL sync does: the email goes to the store, the address drops it
    window.history.replaceState(null, '', '/de-ch/payment?reservationId=r1');
    await act(() =>
      mockRouter.current.replace('/payment?reservationId=r1', undefined, { shallow: true }),
    );
    await waitFor(() => expect(document.getElementById('gtm-init')).not.toBeNull());
    window.history.replaceState(null, '', '/');
  });
});

describe('before consent (docs/manage-booking.md)', () => {
  it('loads nothing of the tag manager and pushes no event', () => {
    setAnalyticsConsent(false);
    document.getElementById('gtm-init')?.remove(); // next/script leaves earlier tests' scripts
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
    mockRouter.reset('/de-ch/check-up');
    const { container } = render(<TagManager id="GTM-AB12CD3" />);
    expect(document.getElementById('gtm-init')).toBeNull();
    expect(container.innerHTML).toBe('');
    expect((window as unknown as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });
});
