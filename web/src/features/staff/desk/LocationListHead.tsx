/**
 * A desk page that lists one location's items (docs/staff-desk.md "Waitlist", docs/screening.md
 * "At the desk"): its title, the location picker (the choice in the URL, so a reload or a shared
 * link shows the same list), its intro, the error or loading line, how many items there are and
 * their table.
 */
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useApi, type ApiReadOptions } from '@/lib/useApi';
import { DeskLayout } from './DeskLayout';
import { DeskError, errorIdOf, NamedOptions } from './DeskParts';
import { deskFetch } from './sessionEnd';
import styles from './desk.module.css';
import { TableHead } from './TableHead';

/** The list's answer: the location shown and those the staff member may choose. */
type ListAnswer = { location: { id: string }; locations: { id: string; name: string }[] };

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

/**
 * A location's list read from `api` with the page's `?location=` (none: the server's choice),
 * once the router is ready, and the picker's way to change it.
 */
export function useLocationList<T extends ListAnswer>(
  pathname: string,
  api: string,
  options?: ApiReadOptions<T>,
) {
  const router = useRouter();
  const { location, choose } = useLocationParam(pathname);
  const answer = useApi(
    router.isReady ? [api, location] : null,
    ([path, loc]) => deskFetch<T>(path, { query: loc ? { location: loc } : {} }),
    options,
  );
  return {
    location,
    choose,
    data: answer.data,
    errorId: errorIdOf(answer.error),
    mutate: answer.mutate,
  };
}

/** The list as the page's head shows it: the location asked for and the server's answer. */
type ListState = Pick<
  ReturnType<typeof useLocationList>,
  'location' | 'choose' | 'data' | 'errorId'
>;

/** What a list page shows besides its rows: its desk section and its table. */
export type ListTable = {
  /** The desk section: its texts (`<section>.heading`, `.intro`, `.count`) and menu entry. */
  section: 'waitlist' | 'screening';
  testId: string;
  /** The column headers' keys in the section's texts, in order. */
  columns: readonly string[];
};

export function LocationListPage<T>({
  table: { section, testId, columns },
  list,
  items,
  row,
  children,
}: {
  table: ListTable;
  list: ListState;
  /** The answer's items: one row each. */
  items: readonly T[] | undefined;
  row: (item: T) => ReactNode;
  /** What follows the table (an opened item). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('desk');
  const count = items?.length ?? 0;
  return (
    <DeskLayout title={t(`${section}.heading`)} current={section} wide>
      <LocationListHead title={t(`${section}.heading`)} intro={t(`${section}.intro`)} list={list} />
      {list.data && <p aria-live="polite">{t(`${section}.count`, { count })}</p>}
      {list.data && count > 0 && (
        <table className={styles.table} data-testid={testId}>
          <TableHead columns={columns.map((column) => t(`${section}.${column}`))} />
          <tbody>{items?.map(row)}</tbody>
        </table>
      )}
      {children}
    </DeskLayout>
  );
}

function LocationListHead({
  title,
  intro,
  list: { location, choose, data, errorId },
}: {
  title: string;
  intro: string;
  list: ListState;
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
      <DeskError id={errorId} />
      {!data && !errorId && <p aria-live="polite">{t('day.loading')}</p>}
    </>
  );
}
