/** @jest-environment jsdom */
/**
 * One retry of a transient error, and it is the fetcher's (SPEC 7): SWR, which by default
 * retries a failed read up to five times with back-off, adds none through useApi.
 */
import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { isApiError, swrFetcher } from './fetcher';
import { useApi } from './useApi';

const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit]>();

/** Every call answers with this status and a catalogue id. */
function answerAlways(status: number, error: string) {
  fetchMock.mockImplementation(async () => ({
    ok: status < 400,
    status,
    text: async () => JSON.stringify({ error }),
  }));
}

function errorText(error: unknown) {
  return error ? (isApiError(error) ? `${error.status} ${error.id}` : 'other') : 'none';
}

function ThroughUseApi() {
  const { error } = useApi(['/api/timeslots/next-free', { checkupSlug: 'x' }], swrFetcher);
  return <p data-testid="error">{errorText(error)}</p>;
}

/** SWR as it comes: shows that this setup would see SWR's own retries. */
function ThroughPlainSwr() {
  const { error } = useSWR(['/api/timeslots/next-free', { checkupSlug: 'x' }], swrFetcher);
  return <p data-testid="error">{errorText(error)}</p>;
}

function renderFresh(ui: React.ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);
}

/** Long past the fetcher's pause (300 ms) and several of SWR's back-off steps (5 s and up). */
async function waitAMinute() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(60_000);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useApi', () => {
  test('a 503 is asked once more by the fetcher, then never again by SWR', async () => {
    answerAlways(503, 'service-unavailable');
    renderFresh(<ThroughUseApi />);
    await waitAMinute();
    expect(screen.getByTestId('error')).toHaveTextContent('503 service-unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a 400 is not asked again', async () => {
    answerAlways(400, 'invalid-request');
    renderFresh(<ThroughUseApi />);
    await waitAMinute();
    expect(screen.getByTestId('error')).toHaveTextContent('400 invalid-request');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('without the wrapper SWR would ask again (the retries this test would catch)', async () => {
    answerAlways(400, 'invalid-request');
    renderFresh(<ThroughPlainSwr />);
    await waitAMinute();
    expect(screen.getByTestId('error')).toHaveTextContent('400 invalid-request');
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
  });
});
