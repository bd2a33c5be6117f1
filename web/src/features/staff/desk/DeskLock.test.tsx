/**
 * @jest-environment jsdom
 *
 * The open desk locks itself (docs/staff-desk.md "Idle desks"): 30 minutes without input (page
 * clock: jest's fake timers move Date.now and the timers together) replace the page, patient
 * rows and all, with "Signed out after inactivity" and end the server session; input within
 * the 30 minutes keeps it open and is told to the server at most once a minute. A desk request
 * answered 401 `staff-sign-in-required` shows "Your session has ended" instead.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { StaffWaitlistResponse } from '@/contracts/staff-waitlist';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { renderDesk, staffMeAnswer } from '@/test/ui/desk';
import { DeskLayout } from './DeskLayout';
import { useDay } from './useDay';
import { WaitlistPage } from './WaitlistPage';
import { waitlistEntry } from './__fixtures__/waitlistEntry';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const MINUTE = 60_000;
const fetchMock = jest.fn();
let waitlistStatus = 200;

const answer: StaffWaitlistResponse = {
  location: { id: 'location.bern', name: 'Bern' },
  locations: [{ id: 'location.bern', name: 'Bern' }],
  entries: [waitlistEntry()],
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-12-01T08:00:00Z') });
  localStorage.clear();
  waitlistStatus = 200;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    if (url.startsWith('/api/staff/me')) return staffMeAnswer({ role: 'viewer' });
    if (url.startsWith('/api/staff/waitlist'))
      return waitlistStatus === 200
        ? jsonResponse(200, answer)
        : jsonResponse(waitlistStatus, { error: 'staff-sign-in-required' });
    if (url === '/api/staff/activity') return jsonResponse(200, { idleMinutes: 30 });
    if (url.startsWith('/api/staff/day?'))
      return jsonResponse(200, { location: { id: 'location.bern', name: 'Bern' } });
    return jsonResponse(200, { ended: 1 });
  });
  global.fetch = fetchMock;
  mockRouter.reset('/staff/waitlist?location=location.bern', { locale: 'en-ch' });
});

afterEach(() => {
  jest.useRealTimers();
});

const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => init as RequestInit);

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('the idle desk', () => {
  it('locks itself after 30 minutes without input: the page is gone, the session ended', async () => {
    renderDesk(<WaitlistPage />);
    expect(await screen.findByText('wanda@example.ch')).toBeInTheDocument();

    advance(30 * MINUTE - 1000);
    expect(screen.getByText('wanda@example.ch')).toBeInTheDocument();
    advance(1000);

    expect(
      await screen.findByRole('heading', { name: 'Signed out after inactivity' }),
    ).toHaveFocus();
    expect(screen.queryByText('wanda@example.ch')).not.toBeInTheDocument();
    expect(screen.queryByTestId('staff-waitlist-entry')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      `/en-ch/staff/sign-in?returnTo=${encodeURIComponent('/en-ch/staff/waitlist?location=location.bern')}`,
    );
    expect(calls('/api/staff/sign-out')).toEqual([
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ everywhere: false }) }),
    ]);
    // Reads were never told to the server as use.
    expect(calls('/api/staff/activity')).toEqual([]);
  });

  it('stays open while a person uses it, telling the server at most once a minute', async () => {
    renderDesk(<WaitlistPage />);
    expect(await screen.findByText('wanda@example.ch')).toBeInTheDocument();

    advance(20 * MINUTE);
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(calls('/api/staff/activity')).toHaveLength(1);
    advance(20 * 1000);
    fireEvent.touchStart(document.body);
    // Scrolling and a mouse passing over are not deliberate input.
    fireEvent.wheel(document.body);
    fireEvent.mouseMove(document.body);
    expect(calls('/api/staff/activity')).toHaveLength(1);
    advance(40 * 1000); // the minute's end: the input since the last signal is told once
    expect(calls('/api/staff/activity')).toHaveLength(2);
    expect(calls('/api/staff/activity')[0]).toMatchObject({ method: 'POST', body: '{}' });

    advance(29 * MINUTE); // 50 minutes after opening, 29.3 after the last input
    expect(screen.getByText('wanda@example.ch')).toBeInTheDocument();
    expect(calls('/api/staff/sign-out')).toEqual([]);

    advance(1 * MINUTE);
    expect(
      await screen.findByRole('heading', { name: 'Signed out after inactivity' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('wanda@example.ch')).not.toBeInTheDocument();
  });

  it('shows that the session ended when a desk read is answered 401, never the stale rows', async () => {
    renderDesk(<WaitlistPage />);
    expect(await screen.findByText('wanda@example.ch')).toBeInTheDocument();
    waitlistStatus = 401;
    // The page reads again when the window regains focus (SWR lets 5 s pass between those).
    advance(10 * 1000);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(
      await screen.findByRole('heading', { name: 'Your session has ended' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('wanda@example.ch')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      expect.stringContaining('returnTo=%2Fen-ch%2Fstaff%2Fwaitlist'),
    );
  });

  it('shows that the session ended when the event stream says so, and does not reconnect', async () => {
    /** The browser's EventSource, as far as useDay uses it. */
    class FakeEventSource extends EventTarget {
      static CLOSED = 2;
      static opened: FakeEventSource[] = [];
      readyState = 1;
      onopen: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly url: string) {
        super();
        FakeEventSource.opened.push(this);
      }
      close() {
        this.readyState = FakeEventSource.CLOSED;
      }
    }
    const real = globalThis.EventSource;
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    try {
      function Day() {
        const day = useDay('location.bern', '2026-12-01');
        return <p>{day.live}</p>;
      }
      renderDesk(
        <DeskLayout title="Day">
          <Day />
        </DeskLayout>,
      );
      await act(async () => undefined);
      expect(FakeEventSource.opened).toHaveLength(1);
      const [source] = FakeEventSource.opened;
      act(() => {
        source.dispatchEvent(new MessageEvent('ended', { data: '{"reason":"signed-out"}' }));
        source.onerror?.();
      });
      expect(
        await screen.findByRole('heading', { name: 'Your session has ended' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('reconnecting')).not.toBeInTheDocument();
      expect(source.readyState).toBe(FakeEventSource.CLOSED);
      advance(5 * MINUTE);
      expect(FakeEventSource.opened).toHaveLength(1);
    } finally {
      globalThis.EventSource = real;
    }
  });
});
