/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore } from '@/features/booking/state/store';
import { INITIAL_BOOKING_STATE } from '@/features/booking/state/types';
import { createFlowTestTranslator, renderFlow } from '@/features/overlays/testI18n';
import { TestTranslations } from '@/i18n/testing';
import { mockRouter } from '@/lib/testing/mockRouter';
import { BookingStepFrame } from './BookingStepFrame';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const known = { checkups: ['whole_body_scan'], services: [], locations: ['bern'] };
const intro = { title: 'Wann möchten Sie kommen?', text: 'Wählen Sie einen Tag und eine Uhrzeit.' };

function frame(withIntro: boolean) {
  return (
    <BookingStepFrame
      step="location"
      title="Standort wählen"
      known={known}
      locations={[]}
      intro={withIntro ? intro : undefined}
    >
      <p>step content</p>
    </BookingStepFrame>
  );
}

/** What the server sends: the first render, before the router is ready or storage is read. */
function serverHtml(withIntro: boolean): string {
  mockRouter.reset('/location', { isReady: false });
  return renderToString(
    <TestTranslations translator={createFlowTestTranslator('de')}>
      <BookingProvider store={createBookingStore(null)}>{frame(withIntro)}</BookingProvider>
    </TestTranslations>,
  );
}

describe('BookingStepFrame', () => {
  test('the static HTML carries heading and intro, not the step (the guard needs the browser)', () => {
    const html = serverHtml(true);
    expect(html).toContain(`<h1>${intro.title}</h1>`);
    expect(html).toContain(intro.text);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('step content');
  });

  test('the static HTML carries the step progress with this step as the current one', () => {
    const html = serverHtml(true);
    expect(html).toContain('<nav aria-label="Buchungsschritte"');
    expect(html).toMatch(/<li[^>]*data-step="location"[^>]*aria-current="step"/);
    expect(html).toContain('Schritt 3 von 7 · Standort');
  });

  test('without an intro the pending frame still has a (hidden) page heading', () => {
    const html = serverHtml(false);
    expect(html).toMatch(/<h1 class="visually-hidden">Standort wählen<\/h1>/);
  });

  test('once the guard lets the step through, the same intro stays above it', async () => {
    mockRouter.reset('/location?checkup=whole_body_scan');
    const store = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan',
    });
    renderFlow(<BookingProvider store={store}>{frame(true)}</BookingProvider>, { language: 'de' });
    await waitFor(() => expect(screen.getByText('step content')).toBeInTheDocument());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(intro.title);
  });
});
