/** @jest-environment jsdom */
/**
 * Book for a caller (docs/staff-desk.md, "Book for a caller", "Walk-ins"): no default sex, a
 * phone typed with spaces sent in its stored form, the late terms shown before submit, only
 * add-ons the location performs, a discount code and a partner sent, a refusal that marks and
 * focuses its field, and a tap on the day grid that opens the form on its place and time.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { DEFAULT_BOOKING_POLICY } from '@/shared/booking-policy';
import { renderDesk, staffMeAnswer } from '@/test/ui/desk';
import { BookPage, normalisePhone, slotForTap } from './BookPage';
import type { BookOptions } from './bookOptions.server';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const fetchMock = jest.fn();
const NOW = new Date('2026-06-03T06:00:00Z'); // 08:00 in Zurich
const SOON = '2026-06-03T07:00:00Z'; // 09:00: inside the free-cancellation window and the notice
const LATER = '2026-06-03T12:00:00Z'; // 14:00

const options: BookOptions = {
  checkups: [
    {
      slug: 'full',
      title_en: 'Full-body Check-up',
      title_de: 'Ganzkörper-Check-up',
      addOns: ['dxa', 'cardio'],
      includedServices: [],
      policy: DEFAULT_BOOKING_POLICY,
    },
  ],
  services: [
    { slug: 'dxa', title_en: 'DEXA', title_de: 'DEXA' },
    { slug: 'cardio', title_en: 'Cardio MRI', title_de: 'Herz-MRI' },
  ],
  locations: [
    {
      id: 'location.zurich_bellevue',
      slug: 'zurich_bellevue',
      title_en: 'Zurich Bellevue',
      title_de: 'Zürich Bellevue',
      unsupportedServices: ['cardio'],
      minimumNoticeHours: 24,
      rooms: [{ key: 'mri2', label: 'MRI 2' }],
    },
  ],
};

const posts: unknown[] = [];
let bookAnswer = () =>
  jsonResponse(201, {
    reservation: {
      id: 'r',
      name: 'ZUR-AAAA-11',
      status: 'pending',
      totalCents: 100,
      holdExpiresAt: null,
    },
  });

beforeEach(() => {
  posts.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/staff/me')) return staffMeAnswer({ role: 'reception' });
    if (url.startsWith('/api/staff/free-slots'))
      return jsonResponse(200, {
        locationId: 'location.zurich_bellevue',
        durationMinutes: 90,
        slots: [
          { start: SOON, freeRooms: 1 },
          { start: LATER, freeRooms: 2 },
        ],
      });
    if (url === '/api/staff/book') {
      posts.push(JSON.parse(String(init!.body)));
      return bookAnswer();
    }
    return jsonResponse(404, { error: 'not-found' });
  });
  global.fetch = fetchMock;
});

function renderPage() {
  renderDesk(<BookPage options={options} now={() => NOW} />);
}

async function fillPatient() {
  await userEvent.type(screen.getByLabelText('First name'), 'Hans');
  await userEvent.type(screen.getByLabelText('Last name'), 'Müller');
  await userEvent.type(screen.getByLabelText('Email', { exact: true }), 'hans@example.ch');
  await userEvent.type(screen.getByLabelText('Phone'), '079 123 45 67');
}

describe('BookPage', () => {
  it('opens on a tapped place and time: a walk-in inside the notice, the terms before submit', async () => {
    mockRouter.reset(
      `/staff/book?location=location.zurich_bellevue&room=mri2&start=${encodeURIComponent(SOON)}`,
      { locale: 'en-ch' },
    );
    renderPage();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u)).join(' ')).toContain('free-slots'),
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: '09:00' })).toBeChecked(), {
      timeout: 5_000,
    });
    expect(screen.getByText(/Chosen on the day grid: 09:00 MRI 2/)).toBeInTheDocument();
    expect(screen.getByText(/Inside the online notice/)).toBeInTheDocument();
    // The late terms are asked before submit, the reason is required for a walk-in.
    expect(screen.getByLabelText(/The caller was told/)).not.toBeChecked();
    expect(screen.getByLabelText(/^Reason \(kept/)).toBeRequired();
    // Only what the location performs: DEXA, not the cardio MRI Zurich does not offer.
    expect(screen.getByLabelText('DEXA')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cardio MRI')).toBeNull();
  });

  it('has no default sex, normalises the phone, sends a discount code and a partner', async () => {
    mockRouter.reset('/staff/book', { locale: 'en-ch' });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show free times' }));
    await userEvent.click(await screen.findByRole('radio', { name: '09:00' }));
    expect(screen.getByLabelText('Biological sex')).toHaveValue('');
    await fillPatient();
    await userEvent.selectOptions(screen.getByLabelText('Biological sex'), 'male');
    // The desk's date format, not the browser's: 02/03/1975 is the 2nd of March.
    const birth = screen.getByLabelText('Date of birth');
    await userEvent.type(birth, '02/03/19');
    expect(birth).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(birth, '75');
    expect(birth).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByLabelText('Discount code'), 'SPRING');
    await userEvent.click(screen.getByLabelText(/Two-person booking/));
    await userEvent.type(screen.getByLabelText('Partner: first name'), 'Greta');
    await userEvent.type(screen.getByLabelText('Partner: last name'), 'Müller');
    await userEvent.type(screen.getByLabelText('Partner: email'), 'greta@example.ch');
    await userEvent.click(screen.getByLabelText(/The caller was told/));
    await userEvent.type(screen.getByLabelText(/^Reason/), 'walk-in');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      reason: 'walk-in',
      payment: 'link',
      acceptLateCancellation: true,
      reservationData: {
        timeSlotStart: SOON,
        discountCode: 'SPRING',
        personalData: { phone: '+41791234567', biologicalSex: 'male', birthDate: '1975-03-02' },
        personalDataPartner: { firstName: 'Greta', lastName: 'Müller', email: 'greta@example.ch' },
      },
    });
  });

  it('marks and focuses the field a refusal names', async () => {
    bookAnswer = () => jsonResponse(400, { error: 'phone-invalid' });
    mockRouter.reset('/staff/book', { locale: 'en-ch' });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show free times' }));
    await userEvent.click(await screen.findByRole('radio', { name: '09:00' }));
    await fillPatient();
    await userEvent.selectOptions(screen.getByLabelText('Biological sex'), 'female');
    await userEvent.click(screen.getByLabelText(/The caller was told/));
    await userEvent.type(screen.getByLabelText(/^Reason/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-describedby', 'book-error');
  });
});

describe('normalisePhone and slotForTap', () => {
  it('stores a phone typed with spaces, 00 or a national 0', () => {
    expect(normalisePhone('079 123 45 67')).toBe('+41791234567');
    expect(normalisePhone('+41 79 123 45 67')).toBe('+41791234567');
    expect(normalisePhone('0049 30 123456')).toBe('+4930123456');
    expect(normalisePhone('079 12a 45 67')).toBe('+417912a4567');
  });

  it('chooses the tapped start, else the next free one', () => {
    const slots = [{ start: SOON }, { start: LATER }];
    expect(slotForTap(slots, SOON)).toBe(SOON);
    expect(slotForTap(slots, '2026-06-03T07:15:00Z')).toBe(LATER);
    expect(slotForTap(slots, '2026-07-01T07:15:00Z')).toBe('');
  });
});
