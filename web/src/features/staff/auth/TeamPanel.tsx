/** Admins: the staff list, invite, role change, disable (/api/staff/accounts). */
import { useCallback, useEffect, useState } from 'react';
import type {
  AccountsResponse,
  ChangeRequest,
  InviteRequest,
  StaffAccount,
} from '@/contracts/staff-accounts';
import { useTranslation } from '@/i18n/useTranslation';
import { STAFF_ROLES } from '@/shared/staff-roles';
import { errorKey, staffFetch } from './api';
import { Notice } from './Notice';
import styles from './staff.module.css';
import { TableHead } from '@/features/staff/desk/TableHead';

const PATH = '/api/staff/accounts';

export function TeamPanel() {
  const { t } = useTranslation('staff');
  const roleOptions = STAFF_ROLES.map((r) => (
    <option key={r} value={r}>
      {t(`roles.${r}`)}
    </option>
  ));
  const [accounts, setAccounts] = useState<StaffAccount[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const load = useCallback(
    () =>
      staffFetch<AccountsResponse>(PATH)
        .then((r) => setAccounts(r.accounts))
        .catch((err: unknown) => setError(t(errorKey(err)))),
    [t],
  );
  useEffect(() => void load(), [load]);

  async function act(action: () => Promise<unknown>, done?: string) {
    setError(null);
    setNote(null);
    try {
      await action();
      if (done) setNote(done);
      await load();
    } catch (err) {
      setError(t(errorKey(err)));
    }
  }
  const change = (body: ChangeRequest) => act(() => staffFetch(PATH, { method: 'PATCH', body }));

  return (
    <>
      <Notice error={error} note={note} />
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const body: InviteRequest = {
            email: String(f.get('email')),
            name: String(f.get('name')),
            role: f.get('role') as InviteRequest['role'],
            language: f.get('language') as 'en' | 'de',
            locations: String(f.get('locations') ?? '')
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          };
          const form = e.currentTarget;
          void act(() => staffFetch(PATH, { body }).then(() => form.reset()), t('team.invited'));
        }}
      >
        <div className={styles.row}>
          <label className={styles.label}>
            {t('team.email')}
            <input className={styles.input} name="email" type="email" required />
          </label>
          <label className={styles.label}>
            {t('team.name')}
            <input className={styles.input} name="name" required />
          </label>
          <label className={styles.label}>
            {t('team.role')}
            <select className={styles.input} name="role" defaultValue="reception">
              {roleOptions}
            </select>
          </label>
          <label className={styles.label}>
            {t('team.language')}
            <select className={styles.input} name="language" defaultValue="de">
              <option value="de">{t('languages.de')}</option>
              <option value="en">{t('languages.en')}</option>
            </select>
          </label>
          <label className={styles.label}>
            {t('team.locations')}
            <input className={styles.input} name="locations" />
          </label>
          <button className={styles.button} type="submit">
            {t('team.invite')}
          </button>
        </div>
      </form>
      <table className={styles.table}>
        <TableHead
          columns={[
            t('team.email'),
            t('team.role'),
            t('team.locations'),
            t('team.status'),
            <span key="disable" className="visually-hidden">
              {t('team.disable')}
            </span>,
          ]}
        />
        <tbody>
          {accounts.map((a) => (
            <tr key={a.id}>
              <td>
                {a.name}
                <br />
                {a.email}
              </td>
              <td>
                <label>
                  <span className="visually-hidden">
                    {t('team.saveRole')} {a.email}
                  </span>
                  <select
                    className={styles.input}
                    value={a.role}
                    disabled={a.disabled}
                    onChange={(e) =>
                      void change({ id: a.id, role: e.target.value as StaffAccount['role'] })
                    }
                  >
                    {roleOptions}
                  </select>
                </label>
              </td>
              <td>{a.role === 'admin' ? t('team.all') : a.locations.join(', ')}</td>
              <td>
                {t(a.disabled ? 'team.disabled' : a.enrolled ? 'team.enrolled' : 'team.pending')}
              </td>
              <td>
                {!a.disabled && (
                  <button
                    type="button"
                    className={`${styles.button} ${styles.secondary}`}
                    onClick={() => void change({ id: a.id, disabled: true })}
                  >
                    {t('team.disable')}
                    <span className="visually-hidden"> {a.email}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
