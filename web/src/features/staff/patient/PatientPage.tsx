/**
 * /staff/patient?booking=<id> (docs/staff-desk.md "Patient view"): every booking of the person
 * who made that booking (same email or phone, through the blind indexes), newest first, each
 * with its history from the audit trail. The URL names a booking id only, never the person.
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { StaffPatientResponse } from '@/contracts/staff-patient';
import { formatCents } from '@/i18n/format';
import { languageOf, toLocale } from '@/i18n/locales';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import { DeskLayout } from '@/features/staff/desk/DeskLayout';
import { DeskError } from '@/features/staff/desk/DeskParts';
import { clock, longDate } from '@/features/staff/desk/dayGrid';
import { deskFetch } from '@/features/staff/desk/sessionEnd';
import { useStaffMe } from '@/features/staff/desk/useStaffMe';
import styles from '@/features/staff/desk/desk.module.css';
import { ZONE } from '@/shared/zone';

export function PatientPage() {
  const { t } = useTranslation('desk');
  const { t: ts } = useTranslation('staff');
  const router = useRouter();
  const language = languageOf(toLocale(router.locale));
  const booking = typeof router.query.booking === 'string' ? router.query.booking : null;
  const me = useStaffMe(true);
  const view = useApi(booking ? ['/api/staff/patient', booking] : null, ([path, id]) =>
    deskFetch<StaffPatientResponse>(path, { query: { booking: id } }),
  );
  const data = view.data;
  const at = (iso: string) =>
    new Date(iso).toLocaleString(language === 'de' ? 'de-CH' : 'en-GB', {
      timeZone: ZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  return (
    <DeskLayout title={t('patient.heading')} current="search">
      <p>
        <Link href="/staff/search">{t('patient.back')}</Link>
      </p>
      <h1 className={styles.title}>{data ? data.person.name : t('patient.heading')}</h1>
      {view.error && <DeskError id={apiErrorId(view.error, 'generic')} />}
      {data && (
        <>
          <dl className={styles.facts}>
            <dt>{t('patient.email')}</dt>
            <dd>{data.person.email || '–'}</dd>
            <dt>{t('patient.phone')}</dt>
            <dd>{data.person.phone ?? '–'}</dd>
          </dl>
          <p>{t('patient.bookings', { count: data.bookings.length })}</p>
          {data.truncated && <p className={styles.hint}>{t('patient.truncated')}</p>}
          {me.data?.role === 'admin' && booking && (
            <p>
              <Link href={{ pathname: '/staff/audit', query: { patient: booking } }}>
                {t('patient.auditLink')}
              </Link>
            </p>
          )}
          {data.bookings.map((b) => (
            <article key={b.id} className={styles.card} aria-labelledby={`p-${b.id}`}>
              <h2 id={`p-${b.id}`}>
                {longDate(b.date, language)}, {clock(b.startsAt)} · {b.reference}
              </h2>
              <p>
                {b.location.name} · {b.checkup} · {t(`status.${b.status}`)}
                {b.dueCents > 0 && ` · ${t('booking.due', { amount: formatCents(b.dueCents) })}`}
                <br />
                <span className={styles.hint}>
                  {t(`patient.sameBy.${b.sameBy}`)} · {t('patient.created')} {at(b.createdAt)}
                </span>
              </p>
              <h3>{t('patient.history')}</h3>
              {b.history.length === 0 ? (
                <p className={styles.hint}>{t('patient.noHistory')}</p>
              ) : (
                <ul className={styles.plainList}>
                  {b.history.map((h, i) => (
                    <li key={i}>
                      {at(h.at)}: {ts(`audit.actions.${h.action}`, { defaultValue: h.action })}{' '}
                      {t('patient.by', { name: h.staff ?? t('patient.system') })}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </>
      )}
    </DeskLayout>
  );
}
