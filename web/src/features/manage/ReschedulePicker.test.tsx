/** @jest-environment jsdom */
/**
 * The manage page's move: the chosen day's free times stay beside the calendar while it shows
 * another month (docs/spec.md "Behaviours of the flow"); the booking's own time is no choice.
 */
import { fireEvent, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/Toast/Toast';
import type { ManagedBooking } from '@/contracts/booking-manage';
import { createErrorDialogStore } from '@/features/overlays/errorDialogStore';
import { ErrorDialogProvider } from '@/features/overlays/useErrorDialog';
import { renderWithI18n } from '@/i18n/testing';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import deCommon from '../../../public/locales/de/common.json';
import deManage from '../../../public/locales/de/manage.json';
import deOverlays from '../../../public/locales/de/overlays.json';
import deTimeslot from '../../../public/locales/de/timeslot.json';
import { ReschedulePicker } from './ReschedulePicker';

const DAYS = [
  {
    date: '2026-12-14',
    slots: [
      { start: '2026-12-14T08:00:00Z', freeRooms: 1 },
      { start: '2026-12-14T12:00:00Z', freeRooms: 1 },
    ],
  },
  { date: '2027-01-20', slots: [{ start: '2027-01-20T08:00:00Z', freeRooms: 1 }] },
];

const booking = {
  reference: 'ZUR-TEST-01',
  status: 'confirmed',
  language: 'de',
  start: '2026-12-14T12:00:00Z',
  end: '2026-12-14T13:30:00Z',
  checkup: { slug: 'whole_body_scan', title: 'Ganzkörper-Check-up' },
  services: [],
  location: { slug: 'zurich', name: 'Zürich', address: '', mapUrl: '' },
  rescheduleLocations: [{ slug: 'zurich', name: 'Zürich' }],
  rescheduleWindow: { firstDate: '2026-12-10', lastDate: '2027-02-28' },
} as unknown as ManagedBooking;

/** The namespaces the picker and its calendar read (German only: the test reads German). */
const GERMAN = { common: deCommon, manage: deManage, overlays: deOverlays, timeslot: deTimeslot };

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    const query = new URL(url, 'http://x').searchParams;
    const [from, to] = [query.get('startDate')!, query.get('endDate')!];
    return jsonResponse(200, { days: DAYS.filter((d) => d.date >= from && d.date <= to) });
  });
  global.fetch = fetchMock;
});

it('keeps the chosen day’s times while the calendar shows another month', async () => {
  renderWithI18n(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ErrorDialogProvider store={createErrorDialogStore()}>
        <ToastProvider>
          <ReschedulePicker booking={booking} token="t" onDone={jest.fn()} onCancel={jest.fn()} />
        </ToastProvider>
      </ErrorDialogProvider>
    </SWRConfig>,
    {
      language: 'de',
      resources: { de: GERMAN, en: GERMAN },
    },
  );
  // Focus starts in the calendar, on its tab stop: the first day of the window.
  expect(document.activeElement).toHaveAccessibleName(/^Donnerstag, 10\. Dezember 2026/);
  fireEvent.click(await screen.findByRole('button', { name: /14\. Dezember 2026, Termine frei/ }));
  // 09:00 Zurich; 13:00 is the booking's own time.
  expect(screen.getByRole('button', { name: '09:00' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '13:00' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Nächster Monat' }));
  expect(
    await screen.findByRole('button', { name: /20\. Januar 2027, Termine frei/ }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '09:00' })).toBeInTheDocument();
  expect(screen.queryByText(deManage.reschedule.noTimes)).toBeNull();
});
