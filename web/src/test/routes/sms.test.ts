/**
 * SMS reminders at the edges (docs/sms.md): the Twilio adapter against a local stand-in that
 * checks the request as Twilio would (path, Basic auth, form fields) and answers as Twilio does;
 * Twilio's inbound webhook (signature checked, STOP turns the booking's SMS off, a forged or
 * unsigned request changes nothing); the manage page's switch; the short link's redirect.
 * Both databases (DATABASE_URL).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { reservations } from '@/server/db/schema';
import { buildBooking, smsPerson } from '@/test/booking';
import { phoneHash } from '@/server/privacy/blind-index';
import { twilioConfigFrom, twilioSms } from '@/server/sms/twilio';
import { twilioSignature } from '@/server/sms/twilio-signature';
import { inboundWebhookUrl } from '@/server/sms/inbound';
import { createShortLink, shortCodeFor } from '@/server/sms/short-link';
import { deliveryError } from '@/server/jobs/delivery-error';
import { manageToken } from '@/server/tokens/manage';
import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import * as inboundRoute from '@/pages/api/sms/inbound';
import * as switchRoute from '@/pages/api/booking/sms-reminder';
import { getServerSideProps } from '@/pages/s/[code]';

const t = setupTestDb();
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-for-tests-0001';
const PHONE = '+41795550001';

type Seen = { method?: string; url?: string; auth?: string; type?: string; form: URLSearchParams };

/** A stand-in for api.twilio.com: checks what Twilio checks, answers what Twilio answers. */
async function twilioStandIn(): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push({
        method: req.method,
        url: req.url,
        auth: req.headers.authorization,
        type: req.headers['content-type'],
        form,
      });
      const json = (status: number, body: object) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const basic = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
      if (req.url !== `/2010-04-01/Accounts/${SID}/Messages.json` || req.method !== 'POST')
        return json(404, {
          code: 20404,
          message: 'The requested resource was not found',
          status: 404,
        });
      if (req.headers.authorization !== basic)
        return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (!form.get('Body') || !(form.get('From') || form.get('MessagingServiceSid')))
        return json(400, {
          code: 21603,
          message: "A 'From' phone number is required.",
          status: 400,
        });
      if (!/^\+[1-9]\d{7,14}$/.test(form.get('To') ?? ''))
        return json(400, {
          code: 21211,
          message: `The 'To' number ${form.get('To')} is not a valid phone number.`,
          status: 400,
        });
      json(201, {
        sid: 'SM0123456789abcdef0123456789abcdef',
        status: 'queued',
        to: form.get('To'),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('Twilio adapter', () => {
  it('posts the message as Twilio expects and returns its sid; a refusal throws with the number masked', async () => {
    const standIn = await twilioStandIn();
    try {
      const config = twilioConfigFrom({
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: 'CheckupCH',
        TWILIO_API_BASE: standIn.url,
      } as never)!;
      expect(config).not.toBeNull();
      const sent = await twilioSms(config).send({ to: PHONE, body: 'Hallo Zürich', key: 'k' });
      expect(sent.id).toBe('SM0123456789abcdef0123456789abcdef');
      expect(standIn.seen[0]).toMatchObject({
        method: 'POST',
        type: 'application/x-www-form-urlencoded',
      });
      expect(Object.fromEntries(standIn.seen[0].form)).toEqual({
        To: PHONE,
        From: 'CheckupCH',
        Body: 'Hallo Zürich',
      });

      // A wrong token is refused by the stand-in as by Twilio.
      const wrong = twilioSms({ ...config, authToken: 'nope' });
      await expect(wrong.send({ to: PHONE, body: 'x', key: 'k' })).rejects.toThrow(
        /twilio status 401, code 20003/,
      );
      // Twilio quotes the number in its error: what is stored and logged has it masked.
      const error = await twilioSms(config)
        .send({ to: '+41 79 555 00 01 x', body: 'x', key: 'k' })
        .catch((err: unknown) => err);
      const masked = deliveryError('sms-reminder', error, {}).message;
      expect(masked).toMatch(/code 21211: The 'To' number \[phone\]/);
      expect(masked).not.toMatch(/555 00 01/);
    } finally {
      await standIn.close();
    }
  });

  it('is off unless sid, token and a sender are all set', () => {
    expect(
      twilioConfigFrom({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN } as never),
    ).toBeNull();
    expect(
      twilioConfigFrom({
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_MESSAGING_SERVICE_SID: 'MG1',
      } as never)?.apiBase,
    ).toBe('https://api.twilio.com');
  });

  it('signs as Twilio documents it (their example)', () => {
    expect(
      twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', {
        CallSid: 'CA1234567890ABCDE',
        Caller: '+12349013030',
        Digits: '1234',
        From: '+12349013030',
        To: '+18005551212',
      }),
    ).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });
});

async function booking(phone: string, sms: boolean) {
  return buildBooking(t.db, {
    status: 'confirmed',
    holdExpiresAt: null,
    startsAt: new Date(Date.now() + 5 * 86_400_000 + Math.floor(Math.random() * 1e6) * 60_000),
    smsReminder: sms,
    phoneHash: phoneHash(phone),
    personalData: smsPerson(phone),
  });
}

const row = async (id: string) =>
  (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0];

describe('POST /api/sms/inbound (Twilio)', () => {
  let api: TestApi;
  const env = { ...process.env };
  beforeAll(async () => {
    api = await startApi(inboundRoute, '/api/sms/inbound');
    Object.assign(process.env, {
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+41445550000',
      TWILIO_WEBHOOK_URL: 'https://booking.example.ch/api/sms/inbound',
    });
  });
  afterAll(async () => {
    process.env = env;
    await api.close();
  });

  const send = (params: Record<string, string>, signature?: string) =>
    api.request({
      method: 'POST',
      body: new URLSearchParams(params).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature ? { 'x-twilio-signature': signature } : {}),
      },
    });

  it('STOP with a valid signature turns off the SMS of that number; forged or unsigned requests change nothing', async () => {
    const mine = await booking(PHONE, true);
    const other = await booking('+41795550002', true);
    const params = {
      From: PHONE,
      To: '+41445550000',
      Body: ' stop ',
      MessageSid: 'SM1',
      AccountSid: SID,
    };
    expect(inboundWebhookUrl()).toBe('https://booking.example.ch/api/sms/inbound');
    const good = twilioSignature(TOKEN, inboundWebhookUrl(), params);

    expect((await send(params)).status).toBe(403);
    expect(
      (await send(params, twilioSignature('wrong-token', inboundWebhookUrl(), params))).status,
    ).toBe(403);
    // Signed for other parameters: the sender was changed on the way.
    expect((await send({ ...params, From: '+41795550002' }, good)).status).toBe(403);
    expect((await row(mine.id)).smsReminder).toBe(true);
    expect((await row(other.id)).smsReminder).toBe(true);

    const answer = await send(params, good);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/xml/);
    expect(String(answer.body)).toContain('<Response></Response>');
    expect(await row(mine.id)).toMatchObject({ smsReminder: false, smsOptOutVia: 'stop' });
    expect((await row(other.id)).smsReminder).toBe(true);

    // Any other reply is ignored.
    const hello = { ...params, From: '+41795550002', Body: 'Hello' };
    expect((await send(hello, twilioSignature(TOKEN, inboundWebhookUrl(), hello))).status).toBe(
      200,
    );
    expect((await row(other.id)).smsReminder).toBe(true);
  });

  it('answers 413 webhook-signature-invalid to a body larger than any Twilio sends, changing nothing', async () => {
    const mine = await booking(PHONE, true);
    const params = { From: PHONE, Body: 'STOP', Padding: 'x'.repeat(70 * 1024) };
    const answer = await send(params, twilioSignature(TOKEN, inboundWebhookUrl(), params));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'webhook-signature-invalid' });
    expect((await row(mine.id)).smsReminder).toBe(true);
  });

  it('answers 503 when no Twilio account is configured', async () => {
    const saved = process.env.TWILIO_AUTH_TOKEN;
    delete process.env.TWILIO_AUTH_TOKEN;
    try {
      expect((await send({ Body: 'STOP', From: PHONE })).status).toBe(503);
    } finally {
      process.env.TWILIO_AUTH_TOKEN = saved;
    }
  });
});

describe('the manage page switch and the short link', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(switchRoute, '/api/booking/sms-reminder');
  });
  afterAll(() => api.close());

  const tokenOf = (r: { id: string; endsAt: Date }) =>
    manageToken({ reservationId: r.id, email: 'anna@example.com', end: r.endsAt });
  type Answer = { smsReminder: { on: boolean; available: boolean; hoursBefore: number } };
  const ip = () => ({
    'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

  it('reads, turns off and on again with the manage token; a bad token changes nothing', async () => {
    const r = await booking('+41795550003', true);
    const read = await api.post<Answer>({ token: tokenOf(r) }, ip());
    expect(read.status).toBe(200);
    expect(read.body.smsReminder).toEqual({ on: true, available: true, hoursBefore: 24 });
    const off = await api.post<Answer>({ token: tokenOf(r), on: false }, ip());
    expect(off.body.smsReminder.on).toBe(false);
    expect(await row(r.id)).toMatchObject({ smsReminder: false, smsOptOutVia: 'link' });
    const on = await api.post<Answer>({ token: tokenOf(r), on: true }, ip());
    expect(on.body.smsReminder.on).toBe(true);
    expect(await row(r.id)).toMatchObject({ smsReminder: true, smsOptOutVia: null });
    const bad = await api.post<{ error: string }>({ token: `${tokenOf(r)}x`, on: false }, ip());
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe('booking-link-invalid');
    expect((await row(r.id)).smsReminder).toBe(true);
  });

  it('/s/<code> redirects to the manage page with a token for that booking; unknown codes are 404', async () => {
    const r = await booking('+41795550004', true);
    const url = await createShortLink(t.db, 'job-for-link-test', { id: r.id, endsAt: r.endsAt });
    const code = url.split('/s/')[1];
    expect(code).toBe(shortCodeFor('job-for-link-test'));
    expect(code).toMatch(/^[A-Za-z0-9]{12}$/);
    // The code is not derived from, and does not contain, the manage token.
    expect(tokenOf(r)).not.toContain(code);
    const headers: Record<string, string> = {};
    const ctx = (c: string) =>
      ({
        params: { code: c },
        res: { setHeader: (name: string, value: string) => (headers[name] = value) },
      }) as never;
    const answer = (await getServerSideProps(ctx(code))) as {
      redirect?: { destination: string; permanent: boolean };
    };
    expect(answer.redirect?.permanent).toBe(false);
    expect(answer.redirect?.destination).toMatch(/^\/en-ch\/booking\?token=v2\./);
    expect(headers['Cache-Control']).toBe('no-store');
    // The token it carries opens this booking through the manage route.
    const token = new URLSearchParams(answer.redirect!.destination.split('?')[1]).get('token')!;
    expect((await api.post<Answer>({ token }, ip())).status).toBe(200);
    for (const wrong of ['AAAAAAAAAAAA', `${code.slice(0, 11)}`, 'x'.repeat(40)])
      expect(await getServerSideProps(ctx(wrong))).toEqual({ notFound: true });
  });
});
