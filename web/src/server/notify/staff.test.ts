import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postStaffMessage, staffChannelVariant, staffText } from './staff';
import { BUILT_IN_EMAIL_TEXTS, emailTextsFrom } from './emailTexts';

describe('postStaffMessage', () => {
  let server: Server;
  let received: { body: unknown; contentType?: string }[];
  let failuresLeft: number;

  beforeEach(async () => {
    received = [];
    failuresLeft = 0;
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (failuresLeft-- > 0) {
          res.writeHead(503).end();
          return;
        }
        received.push({ body: JSON.parse(body), contentType: req.headers['content-type'] });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.STAFF_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });

  afterEach(async () => {
    delete process.env.STAFF_WEBHOOK_URL;
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the event as JSON', async () => {
    const ok = await postStaffMessage({
      event: 'payment-confirmation',
      reservationId: 'r1',
      reservationName: 'ZUR-1',
      amount: 2740,
    });
    expect(ok).toBe(true);
    expect(received).toEqual([
      {
        contentType: 'application/json',
        body: {
          text: 'payment-confirmation | ZUR-1 | CHF 2’740',
          event: 'payment-confirmation',
          reservationId: 'r1',
          reservationName: 'ZUR-1',
          amount: 2740,
        },
      },
    ]);
  });

  it('throws when the channel answers an error (the job queue retries it)', async () => {
    failuresLeft = 1;
    await expect(
      postStaffMessage({ event: 'reserve-timeslot-success', reservationId: 'r2' }),
    ).rejects.toThrow('503');
    expect(await postStaffMessage({ event: 'reserve-timeslot-success', reservationId: 'r2' })).toBe(
      true,
    );
    expect(received).toHaveLength(1);
  });

  it('only logs when no URL is configured or the channel is switched off', async () => {
    delete process.env.STAFF_WEBHOOK_URL;
    expect(await postStaffMessage({ event: 'payment-confirmation', reservationId: 'r3' })).toBe(
      false,
    );
    process.env.STAFF_WEBHOOK_URL = 'http://127.0.0.1:1/unused';
    expect(
      await postStaffMessage({ event: 'payment-confirmation', reservationId: 'r3' }, false),
    ).toBe(false);
    expect(received).toHaveLength(0);
  });
});

describe('staffText for the manage link (docs/manage-booking.md)', () => {
  it('a reschedule names the reference, the old and the new time', () => {
    expect(
      staffText({
        event: 'reservation-rescheduled',
        reservationId: 'r1',
        reservationName: 'ZUR-1',
        previousStartsAt: '2026-07-01T06:30:00.000Z',
        locationSlug: 'bern',
        previousLocationSlug: 'zurich_bellevue',
        startsAt: '2026-07-03T06:30:00.000Z',
      }),
    ).toBe(
      'reservation-rescheduled | ZUR-1 | moved from zurich_bellevue 2026-07-01T06:30:00.000Z to | bern | 2026-07-03T06:30:00.000Z',
    );
  });

  it('a cancellation names the reference and the refund (and what was kept)', () => {
    expect(
      staffText({
        event: 'reservation-cancelled',
        reservationId: 'r1',
        reservationName: 'ZUR-1',
        startsAt: '2026-07-01T06:30:00.000Z',
        refunded: 2240,
        kept: 300,
      }),
    ).toBe(
      'reservation-cancelled | ZUR-1 | 2026-07-01T06:30:00.000Z | refunded CHF 2’240 | kept CHF 300',
    );
    expect(
      staffText({
        event: 'reservation-cancelled',
        reservationId: 'r1',
        reservationName: 'ZUR-2',
        refunded: 0,
      }),
    ).toBe('reservation-cancelled | ZUR-2 | refunded CHF 0');
  });
});

describe('staffText from Studio (docs/languages.md "The desk\'s words")', () => {
  const cancelled = {
    event: 'reservation-cancelled',
    reservationId: 'r1',
    reservationName: 'ZUR-1',
    refunded: 2240,
    kept: 300,
  } as const;
  const doc = (entries: { key: string; text_en?: string; text_de?: string }[]) => [
    { id: 'emailText.staffChannel', email: 'staffChannel', entries },
  ];

  it('speaks the channel language: German words, the same facts', () => {
    expect(staffText(cancelled, BUILT_IN_EMAIL_TEXTS, 'de')).toBe(
      'Buchung storniert | ZUR-1 | zurückerstattet CHF 2’240 | einbehalten CHF 300',
    );
    expect(staffChannelVariant({})).toBe('en');
    expect(staffChannelVariant({ STAFF_CHANNEL_LANGUAGE: 'de' })).toBe('de');
    expect(() => staffChannelVariant({ STAFF_CHANNEL_LANGUAGE: 'fr' })).toThrow();
  });

  it("takes Studio's text; a broken or empty one falls back to the built-in text, as the emails do", () => {
    const texts = emailTextsFrom(
      doc([
        { key: 'cancelled', text_en: 'Booking cancelled', text_de: '' },
        // {{amount}} is required: without it the built-in text stays.
        { key: 'refunded', text_en: 'refunded' },
        // {{name}} is a booking email's placeholder: the staff texts have none of those.
        { key: 'kept', text_en: 'kept {{amount}} for {{name}}' },
      ]) as Parameters<typeof emailTextsFrom>[0],
    );
    expect(staffText(cancelled, texts, 'en')).toBe(
      'Booking cancelled | ZUR-1 | refunded CHF 2’240 | kept CHF 300',
    );
    expect(staffText(cancelled, texts, 'de')).toMatch(/^Buchung storniert \| ZUR-1/);
  });
});
