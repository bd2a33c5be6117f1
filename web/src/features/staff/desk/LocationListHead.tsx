/**
 * The head of a desk page that lists one location's items (docs/staff-desk.md "Waitlist",
 * docs/screening.md "At the desk"): its title, the location picker (the choice in the URL,
 * so a reload or a shared link shows the same list), its intro, and the error or loading line.
 */
import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import { NamedOptions } from './DeskParts';
import styles from './desk.module.css';

/** The `?location=` of the page at `pathname`, and the picker's way to change it. */
export function useLocationParam(pathname: string) {
  const router = useRouter();
  const location = typeof router.query.location === 'string' ? router.query.location : null;
  const choose = (id: string) =>
    void router.replace({ pathname, query: { location: id } }, undefined, {
      shallow: true,
      scroll: false,
    });
  return { location, choose };
}

export function LocationListHead({
  title,
  intro,
  location,
  choose,
  data,
  errorId,
}: {
  title: string;
  intro: string;
  /** The location asked for in the URL (the server's answer says which one it shows). */
  location: string | null;
  choose: (id: string) => void;
  /** The list's answer: the location shown and those the staff member may choose. */
  data: { location: { id: string }; locations: { id: string; name: string }[] } | undefined;
  errorId: string | null;
}) {
  const { t } = useTranslation('desk');
  return (
    <>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{title}</h1>
        <label className={styles.control}>
          <span>{t('day.location')}</span>
          <select
            value={data?.location.id ?? location ?? ''}
            onChange={(e) => choose(e.target.value)}
          >
            <NamedOptions items={data?.locations ?? []} />
          </select>
        </label>
      </div>
      <p className={styles.hint}>{intro}</p>
      {errorId && (
        <p role="alert" className={styles.error}>
          {t(`errors.${errorId}`, { defaultValue: t('errors.generic') })}
        </p>
      )}
      {!data && !errorId && <p aria-live="polite">{t('day.loading')}</p>}
    </>
  );
}
