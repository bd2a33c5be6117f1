/**
 * Admins: the staff list, invite, role change, disable, and recovery: reset a lost second
 * factor, enable again (/api/staff/accounts; docs/staff-desk.md "Recovery"). Disabling, enabling
 * and resetting ask for a reason and a confirmation in place; a change of one's own role or
 * account is confirmed when the API answers `staff-confirm-self`.
 */
import { useEffect, useRef, useState } from 'react';
import type {
  AccountsResponse,
  ChangeRequest,
  InviteRequest,
  StaffAccount,
} from '@/contracts/staff-accounts';
import { STAFF_CONFIRM_SELF } from '@/contracts/error-ids';
import { useTranslation } from '@/i18n/useTranslation';
import { SecondaryButton } from './SecondaryButton';
import { STAFF_ROLES, type StaffRole } from '@/shared/staff-roles';
import { apiFetch, isApiError } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import { errorKey } from './api';
import { Notice } from './Notice';
import { staffField } from './staffField';
import styles from './staff.module.css';
import { LabelledInput } from '@/features/staff/desk/LabelledInput';
import { TableHead } from '@/features/staff/desk/TableHead';

const PATH = '/api/staff/accounts';

export function TeamPanel() {
  const { t } = useTranslation('staff');
  const roleOptions = STAFF_ROLES.map((r) => (
    <option key={r} value={r}>
      {t(`roles.${r}`)}
    </option>
  ));
  const list = useApi(PATH, (path) => apiFetch<AccountsResponse>(path));
  const accounts: StaffAccount[] = list.data?.accounts ?? [];
  const locations = list.data?.locations ?? [];
  const [failure, setError] = useState<string | null>(null);
  const error = failure ?? (list.error ? t(errorKey(list.error)) : null);
  const [note, setNote] = useState<string | null>(null);

  const load = () => list.mutate();

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
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  /** PATCH; a change of one's own account comes back as a confirmation to give. */
  async function change(body: ChangeRequest, done: string, self: Confirm | null = null) {
    setError(null);
    setNote(null);
    try {
      await apiFetch(PATH, { method: 'PATCH', body });
      setConfirm(null);
      setNote(done);
    } catch (err) {
      if (self && isApiError(err) && err.id === STAFF_CONFIRM_SELF) setConfirm(self);
      else {
        setConfirm(null);
        setError(t(errorKey(err)));
      }
    }
    await load();
  }

  function submitConfirm(c: Confirm, reason: string) {
    const { id, email } = c.account;
    switch (c.kind) {
      case 'reset':
        return change(
          { id, action: 'reset-second-factor', reason },
          t('team.resetDone', { email }),
        );
      case 'enable':
        return change({ id, action: 'enable', reason }, t('team.enabledDone', { email }));
      case 'disable':
        return change({ id, disabled: true, reason }, t('team.disabledDone', { email }), {
          kind: 'self-disable',
          account: c.account,
          reason,
        });
      case 'self-disable':
        return change(
          { id, disabled: true, reason: c.reason, confirmSelf: true },
          t('team.disabledDone', { email }),
        );
      case 'self-role':
        return change({ id, role: c.role, confirmSelf: true }, t('team.roleDone', { email }));
    }
  }

  return (
    <>
      <Notice error={error} note={note} />
      {confirm && (
        <ConfirmStep
          key={`${confirm.kind}-${confirm.account.id}`}
          confirm={confirm}
          onConfirm={(reason) => void submitConfirm(confirm, reason)}
          onCancel={() => setConfirm(null)}
        />
      )}
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
            locations: f.getAll('locations').map(String),
          };
          const form = e.currentTarget;
          void act(
            () => apiFetch(PATH, { method: 'POST', body }).then(() => form.reset()),
            t('team.invited'),
          );
        }}
      >
        <div className={styles.row}>
          <LabelledInput
            label={t('team.email')}
            {...staffField}
            name="email"
            type="email"
            required
          />
          <LabelledInput label={t('team.name')} {...staffField} name="name" required />
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
          <fieldset className={styles.label}>
            <legend>{t('team.locations')}</legend>
            {locations.map((l) => (
              <label key={l.id}>
                <input type="checkbox" name="locations" value={l.id} /> {l.name}
              </label>
            ))}
          </fieldset>
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
            <span key="actions" className="visually-hidden">
              {t('team.actions')}
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
                    onChange={(e) => {
                      const role = e.target.value as StaffRole;
                      void change({ id: a.id, role }, t('team.roleDone', { email: a.email }), {
                        kind: 'self-role',
                        account: a,
                        role,
                      });
                    }}
                  >
                    {roleOptions}
                  </select>
                </label>
              </td>
              <td>
                {a.role === 'admin' ? (
                  t('team.all')
                ) : (
                  <LocationsEditor
                    account={a}
                    locations={locations}
                    onSave={(ids) =>
                      void change({ id: a.id, locations: ids }, t('team.locationsSaved'))
                    }
                  />
                )}
              </td>
              <td>
                {t(a.disabled ? 'team.disabled' : a.enrolled ? 'team.enrolled' : 'team.pending')}
              </td>
              <td>
                <div className={styles.row}>
                  {([a.disabled ? 'enable' : 'disable', 'reset'] as const).map((kind) => (
                    <SecondaryButton key={kind} onClick={() => setConfirm({ kind, account: a })}>
                      {t(`team.${kind}`)}
                      <span className="visually-hidden"> {a.email}</span>
                    </SecondaryButton>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

type Confirm =
  | { kind: 'reset' | 'enable' | 'disable'; account: StaffAccount }
  | { kind: 'self-disable'; account: StaffAccount; reason: string }
  | { kind: 'self-role'; account: StaffAccount; role: StaffRole };

/**
 * The confirmation of a change, in place above the list: what it does, and a reason (required,
 * kept in the audit trail) for disabling, enabling and resetting.
 */
function ConfirmStep({
  confirm,
  onConfirm,
  onCancel,
}: {
  confirm: Confirm;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const email = confirm.account.email;
  const texts = {
    reset: [t('team.resetTitle', { email }), t('team.resetText')],
    enable: [t('team.enableTitle', { email }), t('team.enableText')],
    disable: [t('team.disableTitle', { email }), t('team.disableText')],
    'self-disable': [t('team.selfTitle'), t('team.selfDisableText')],
    'self-role': [
      t('team.selfTitle'),
      t('team.selfRoleText', {
        role: confirm.kind === 'self-role' ? t(`roles.${confirm.role}`) : '',
      }),
    ],
  }[confirm.kind];
  const asksReason =
    confirm.kind === 'reset' || confirm.kind === 'enable' || confirm.kind === 'disable';
  return (
    <form
      className={`${styles.form} ${styles.stepUp}`}
      aria-labelledby="team-confirm-title"
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm(String(new FormData(e.currentTarget).get('reason') ?? '').trim());
      }}
    >
      <h2 id="team-confirm-title" ref={heading} tabIndex={-1}>
        {texts[0]}
      </h2>
      <p>{texts[1]}</p>
      {asksReason && (
        <label className={styles.label}>
          {t('team.reason')}
          <input
            className={styles.input}
            name="reason"
            required
            maxLength={200}
            pattern=".*\S.*"
            autoComplete="off"
          />
        </label>
      )}
      <div className={styles.row}>
        <button className={styles.button} type="submit">
          {t('team.confirm')}
        </button>
        <SecondaryButton onClick={onCancel}>{t('team.cancel')}</SecondaryButton>
      </div>
    </form>
  );
}

/**
 * A member's locations by name (docs/staff-desk.md "Team"): shown as names, never as ids or
 * slugs, and changed by ticking them (audited as staff-locations-changed).
 */
function LocationsEditor({
  account,
  locations,
  onSave,
}: {
  account: StaffAccount;
  locations: AccountsResponse['locations'];
  onSave: (ids: string[]) => void;
}) {
  const { t } = useTranslation('staff');
  const [picked, setPicked] = useState<string[]>(account.locations);
  const nameOf = (id: string) => locations.find((l) => l.id === id)?.name ?? id;
  return (
    <details>
      <summary>
        {account.locations.length ? account.locations.map(nameOf).join(', ') : '–'}
        <span className="visually-hidden">
          {' '}
          {t('team.editLocations')} {account.email}
        </span>
      </summary>
      <fieldset>
        <legend className="visually-hidden">
          {t('team.editLocations')} {account.email}
        </legend>
        <p>{t('team.locationsHint')}</p>
        {locations.map((l) => (
          <label key={l.id} className={styles.label}>
            <span>
              <input
                type="checkbox"
                checked={picked.includes(l.id)}
                onChange={(e) =>
                  setPicked(e.target.checked ? [...picked, l.id] : picked.filter((x) => x !== l.id))
                }
              />{' '}
              {l.name}
            </span>
          </label>
        ))}
        <SecondaryButton onClick={() => onSave(picked)}>{t('team.saveLocations')}</SecondaryButton>
      </fieldset>
    </details>
  );
}
