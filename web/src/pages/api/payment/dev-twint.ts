/**
 * The dev provider's TWINT (docs/payments.md): a page standing in for the TWINT app's approval, so
 * the redirect flow runs offline and in e2e. GET ?secret=… shows the amount with Approve and
 * Decline; each is a link back here with its decision (the real app approves outside the
 * browser, so there is no form to protect), which settles the intent like the card form and
 * redirects (303) where Stripe would: /payment-return, or the manage page for a balance, with
 * redirect_status succeeded or failed. Absent (404) unless the dev provider is active.
 */
import type { PageConfig } from 'next';
import { ApiError, defineRoute } from '@/server/http';
import { formatCents } from '@/i18n/format';
import { activeDevProvider, devReturn, devSettle } from '@/server/payments/dev-return';
import { twintOffer } from '@/server/payments/twint';
import { devTwintQuerySchema, type DevTwintResponse } from '@/contracts/payment-dev-twint';
import { PAYMENT_FAILED } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(secret: string, amountCents: number): string {
  const link = (decision: string) =>
    `/api/payment/dev-twint?${new URLSearchParams({ secret, decision })}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>TWINT (test) – approve the payment</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f4;color:#111}main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px}
h1{font-size:1.4rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}.badge{background:#fff3cd;padding:.5rem;border-radius:6px}
a{display:block;text-align:center;padding:.9rem;margin:.75rem 0;border-radius:8px;font-weight:600;text-decoration:none}
.approve{background:#111;color:#fff}.decline{border:2px solid #111;color:#111}</style></head>
<body><main>
<p class="badge"><strong>Test mode.</strong> This page stands in for the TWINT app; no money moves.</p>
<h1>Approve the payment in TWINT</h1>
<p class="amount" data-testid="twint-amount">${escape(formatCents(amountCents))}</p>
<a class="approve" href="${escape(link('approve'))}" data-testid="twint-approve">Approve</a>
<a class="decline" href="${escape(link('decline'))}" data-testid="twint-decline">Decline</a>
</main></body></html>`;
}

export default defineRoute(
  {
    route: 'payment-dev-twint',
    methods: ['GET'],
    request: devTwintQuerySchema,
  },
  { before: activeDevProvider, noStore: true },
  async ({ secret, decision }) => {
    const provider = activeDevProvider();
    const intent = await provider.bySecret(secret);
    if (!intent) throw new ApiError(404, PAYMENT_FAILED);
    if (!twintOffer(intent.amountCents).offered) throw new ApiError(409, PAYMENT_FAILED);
    if (!decision) {
      const html = page(secret, intent.amountCents) satisfies DevTwintResponse;
      return { send: html, contentType: 'text/html; charset=utf-8' };
    }
    const outcome = await provider.twint(secret, decision === 'approve', devSettle(provider));
    if (!outcome) throw new ApiError(404, PAYMENT_FAILED);
    return { status: 303, redirect: await devReturn(provider, outcome) };
  },
);
