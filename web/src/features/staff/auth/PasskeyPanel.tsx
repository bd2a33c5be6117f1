/**
 * The signed-in staff member's passkeys (docs/staff-desk.md "Sign-in"): add one for this device,
 * see and remove them. Managing passkeys needs a live desk session with its second factor (the
 * auth route refuses an enrolment session), adding and removing a fresh one (a step-up in place,
 * docs/staff-desk.md "Recovery"), and each change is audited.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { SecondaryButton } from './SecondaryButton';
import { useApi } from '@/lib/useApi';
import { ApiError } from '@/lib/fetcher';
import { Notice } from './Notice';
import { passkeyAuthClient } from './passkeyClient';
import { needsStepUp, useStepUp } from './StepUp';
import styles from './staff.module.css';
import { ZONE } from '@/shared/zone';

/** better-auth's client error (the route's `{ error }` body, with the status) as ours. */
function apiErrorOf(error: { status?: number; error?: unknown } | null | undefined) {
  if (!error) return null;
  return new ApiError(typeof error.error === 'string' ? error.error : 'generic', error.status ?? 0);
}

type Passkey = { id: string; name?: string | null; createdAt: string | Date };

export function PasskeyPanel() {
  const { t, i18n } = useTranslation('staff');
  const list = useApi('staff-passkeys', listPasskeys, { revalidateOnFocus: false });
  const keys = list.data ?? null;
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const load = () => list.mutate();
  const stepUp = useStepUp(setError);

  async function add() {
    setNote(null);
    const client = await passkeyAuthClient();
    const answer = await client.passkey.addPasskey({ name: deviceName() });
    const failed = apiErrorOf(answer?.error);
    if (needsStepUp(failed)) throw failed;
    if (failed) {
      setError(t('account.cancelled'));
      return;
    }
    setNote(t('account.added'));
    await load();
  }

  async function remove(id: string) {
    setNote(null);
    const client = await passkeyAuthClient();
    const answer = await client.passkey.deletePasskey({ id });
    const failed = apiErrorOf(answer.error);
    if (failed) throw failed;
    setNote(t('account.removed'));
    await load();
  }

  const day = (at: string | Date) =>
    new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-CH' : 'en-GB', {
      dateStyle: 'medium',
      timeZone: ZONE,
    }).format(new Date(at));

  return (
    <section aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t('account.passkeys')}</h2>
      <p>{t('account.intro')}</p>
      <Notice
        error={error ?? (list.error ? t('errors.staff-sign-in-required') : null)}
        note={note}
      />
      {keys && keys.length === 0 && <p data-testid="passkeys-none">{t('account.none')}</p>}
      {keys && keys.length > 0 && (
        <ul className={styles.list} data-testid="passkeys">
          {keys.map((k) => (
            <li key={k.id}>
              <span>
                {k.name || t('account.name')} · {t('account.created', { date: day(k.createdAt) })}
              </span>{' '}
              <SecondaryButton
                aria-label={t('account.removeLabel', { name: k.name || t('account.name') })}
                onClick={() => void stepUp.run(() => remove(k.id))}
              >
                {t('account.remove')}
              </SecondaryButton>
            </li>
          ))}
        </ul>
      )}
      {stepUp.prompt}
      <button type="button" className={styles.button} onClick={() => void stepUp.run(add)}>
        {t('account.add')}
      </button>
    </section>
  );
}

async function listPasskeys(): Promise<Passkey[]> {
  const client = await passkeyAuthClient();
  const answer = await client.passkey.listUserPasskeys();
  if (answer.error) throw new Error(`passkeys ${answer.error.status}`);
  return (answer.data ?? []) as Passkey[];
}

/** A name the list can show: the browser and system, as far as the user agent says. */
function deviceName(): string {
  const ua = navigator.userAgent;
  const system = /Android|iPhone|iPad|Mac OS X|Windows|Linux/.exec(ua)?.[0] ?? 'device';
  const browser = /Edg|Firefox|Chrome|Safari/.exec(ua)?.[0] ?? 'browser';
  return `${browser.replace('Edg', 'Edge')} · ${system.replace('Mac OS X', 'macOS')}`;
}
