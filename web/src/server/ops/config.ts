/**
 * What a production start needs, checked once when the server starts (./startup.ts), not per
 * request: a process that comes up without a payment configuration would take holds and then
 * answer every payment call with an error.
 */
import { MIN_SECRET_LENGTH } from '@/server/tokens';

type Env = Record<string, string | undefined>;

/** Human-readable problems of this environment for a production start; empty when fine. */
export function productionConfigProblems(env: Env = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const devPayments = env.DEV_PAYMENTS_IN_PRODUCTION === 'true';
  if (!env.STRIPE_SECRET_KEY && !devPayments) {
    problems.push(
      'Payments are not configured: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and ' +
        'STRIPE_WEBHOOK_SECRET (or DEV_PAYMENTS_IN_PRODUCTION=true to try a local production ' +
        'build with the dev payment provider).',
    );
  }
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_PUBLISHABLE_KEY && !env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY)
      problems.push(
        'STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY is not: the payment form cannot load.',
      );
    if (!env.STRIPE_WEBHOOK_SECRET)
      problems.push(
        'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: payments whose visitor never returns would never be confirmed.',
      );
  }
  if (!env.TOKEN_SECRET || env.TOKEN_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(
      `TOKEN_SECRET is not set (at least ${MIN_SECRET_LENGTH} random characters, e.g. \`openssl rand -hex 32\`): ` +
        'it signs the payment links in emails.',
    );
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    problems.push(
      'SMTP_URL is set but MAIL_FROM is not: emails to patients would come from booking@localhost ' +
        '(set e.g. MAIL_FROM="Check-up Clinic <booking@clinic.example>").',
    );
  }
  return problems;
}
