/**
 * @jest-environment jsdom
 *
 * The Studio's delete/unpublish/publish guards as Studio runs them (hooks rendered with React):
 * blocked while the site counts, blocked with the count when bookings depend on the document,
 * blocked when the site cannot be asked, untouched when nothing depends on it; in the
 * editor's language. The site's answers come from a stand-in for siteApi.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { DocumentActionComponent, DocumentActionProps } from 'sanity';
import { guardAgainstUpcoming, guardRoomRemoval, withBookingGuards } from './actions';
import { NotShownOnSiteBadge, UnnamedRoomBookingsBadge, UpcomingBookingsBadge } from './badges';
import { contentProblems, upcomingBookings } from './siteApi';
import { useStudioLanguage } from './studioLanguage';

jest.mock('./siteApi', () => ({ upcomingBookings: jest.fn(), contentProblems: jest.fn() }));
jest.mock('./studioLanguage', () => ({ useStudioLanguage: jest.fn(() => 'en') }));

const counts = upcomingBookings as jest.MockedFunction<typeof upcomingBookings>;
const problems = contentProblems as jest.MockedFunction<typeof contentProblems>;
const language = useStudioLanguage as jest.MockedFunction<typeof useStudioLanguage>;

const action = (name: string): DocumentActionComponent => {
  const component: DocumentActionComponent = () => ({ label: name, onHandle: () => undefined });
  component.action = name as DocumentActionComponent['action'];
  return component;
};
const props = (over: Record<string, unknown> = {}) =>
  ({
    id: 'location.bern',
    type: 'location',
    published: {},
    draft: null,
    ...over,
  }) as unknown as DocumentActionProps;

beforeEach(() => {
  counts.mockReset();
  problems.mockReset();
  language.mockReturnValue('en');
});

describe('deleting or unpublishing a location', () => {
  it('is blocked while the site counts, then with the number of upcoming bookings', async () => {
    let answer!: (n: number) => void;
    counts.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const Delete = guardAgainstUpcoming(action('delete'));
    const { result } = renderHook(() => Delete(props()));
    expect(result.current).toMatchObject({ disabled: true, title: 'Checking upcoming bookings…' });
    answer(2);
    await waitFor(() =>
      expect(result.current).toMatchObject({
        disabled: true,
        title: expect.stringMatching(/^2 upcoming bookings depend on this location\./),
      }),
    );
    expect(counts).toHaveBeenCalledWith('location', 'location.bern');
  });

  it('is allowed when no booking depends on it', async () => {
    counts.mockResolvedValue(0);
    const Unpublish = guardAgainstUpcoming(action('unpublish'));
    const { result } = renderHook(() => Unpublish(props()));
    await waitFor(() =>
      expect(result.current).toEqual({ label: 'unpublish', onHandle: expect.any(Function) }),
    );
  });

  it('stays blocked when the site cannot be asked, and says so in German in a German Studio', async () => {
    language.mockReturnValue('de');
    counts.mockRejectedValue(new Error('site answered 503'));
    const Delete = guardAgainstUpcoming(action('delete'));
    const { result } = renderHook(() => Delete(props({ type: 'service', id: 'service.dxa' })));
    await waitFor(() =>
      expect(result.current).toMatchObject({
        disabled: true,
        title: expect.stringMatching(/^Die Buchungsseite konnte nicht gefragt werden/),
      }),
    );
  });

  it('guards only delete and unpublish of guarded types (and a location’s publish)', () => {
    const actions = [action('publish'), action('delete'), action('duplicate'), action('unpublish')];
    const location = withBookingGuards(actions, 'location').map((a) => a.displayName);
    expect(location).toEqual([
      'GuardedRoomRemoval(publish)',
      'GuardedAgainstUpcoming(delete)',
      undefined,
      'GuardedAgainstUpcoming(unpublish)',
    ]);
    expect(withBookingGuards(actions, 'siteSettings')).toBe(actions);
  });
});

describe('publishing a location that removes a room', () => {
  const published = {
    rooms: [
      { _key: 'a', key: 'brn-mri-1' },
      { _key: 'b', key: 'brn-mri-2' },
    ],
  };

  it('is blocked while the removed room has upcoming bookings', async () => {
    counts.mockImplementation(async (type, id) =>
      type === 'room' && id === 'location.bern:brn-mri-2' ? 1 : 0,
    );
    const Publish = guardRoomRemoval(action('publish'));
    const draft = { rooms: [{ _key: 'a', key: 'brn-mri-1', label: 'renamed' }] };
    const { result } = renderHook(() =>
      Publish(props({ id: 'drafts.location.bern', published, draft })),
    );
    await waitFor(() =>
      expect(result.current).toMatchObject({
        disabled: true,
        title: expect.stringMatching(/^1 upcoming booking depends on room "brn-mri-2"/),
      }),
    );
  });

  it('is allowed when the draft only renames a room (nothing removed, nothing asked)', () => {
    const Publish = guardRoomRemoval(action('publish'));
    const draft = {
      rooms: [
        { _key: 'a', key: 'brn-mri-1', label: 'North' },
        { _key: 'b', key: 'brn-mri-2' },
      ],
    };
    const { result } = renderHook(() => Publish(props({ published, draft })));
    expect(result.current).toEqual({ label: 'publish', onHandle: expect.any(Function) });
    expect(counts).not.toHaveBeenCalled();
  });
});

describe('badges', () => {
  const badgeProps = { id: 'location.bern', type: 'location', published: {}, draft: null } as never;

  it('show the upcoming bookings in the editor’s language', async () => {
    language.mockReturnValue('de');
    counts.mockResolvedValue(4);
    const { result } = renderHook(() => UpcomingBookingsBadge(badgeProps));
    await waitFor(() => expect(result.current).toMatchObject({ label: '4 anstehende Buchungen' }));
  });

  it('name the bookings in rooms a location no longer lists, apart from "not shown" (docs/operations.md)', async () => {
    language.mockReturnValue('en');
    problems.mockResolvedValue([
      {
        type: 'location',
        id: 'location.bern',
        kind: 'unnamed-room-bookings',
        summary: '1 live booking in rooms this location no longer names: BRN-1',
      },
    ]);
    const rooms = renderHook(() => UnnamedRoomBookingsBadge(badgeProps));
    await waitFor(() =>
      expect(rooms.result.current).toMatchObject({
        label: 'Bookings in rooms no longer listed',
        title: expect.stringContaining('BRN-1'),
      }),
    );
    const notShown = renderHook(() => NotShownOnSiteBadge(badgeProps));
    // Its own question answered (the last call's promise), then nothing to say.
    await act(async () => {
      await problems.mock.results.at(-1)?.value;
    });
    expect(problems).toHaveBeenCalledTimes(2);
    expect(notShown.result.current).toBeNull();
  });

  it('say why the site leaves a document out', async () => {
    problems.mockResolvedValue([
      { type: 'location', id: 'location.bern', summary: 'German title missing' },
    ]);
    const { result } = renderHook(() => NotShownOnSiteBadge(badgeProps));
    await waitFor(() =>
      expect(result.current).toMatchObject({
        label: 'Not shown on the site',
        title: 'German title missing',
      }),
    );
  });
});
