/**
 * Admins: the clinic's outgoing webhooks (docs/webhooks.md). Add a subscription (its secret is
 * shown once), switch it on and off, rotate the secret, send a test event, read the delivery log
 * (each try's time, status and duration) and send one event or a period again.
 */
import { useState } from 'react';
import type {
  WebhookDeliveryView,
  WebhookEventName,
  WebhookSubscriptionView,
  WebhooksCreateResponse,
  WebhooksDeliveriesResponse,
  WebhooksReplayResponse,
  WebhooksResponse,
} from '@/contracts/staff-webhooks';
import { DeskLayout } from '@/features/staff/desk/DeskLayout';
import { LabelledInput } from '@/features/staff/desk/LabelledInput';
import { TableHead } from '@/features/staff/desk/TableHead';
import { useTranslation } from '@/i18n/useTranslation';
import { SecondaryButton } from '@/features/staff/auth/SecondaryButton';
import { apiFetch, isApiError } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import { Notice } from '@/features/staff/auth/Notice';
import staff from '@/features/staff/auth/staff.module.css';
import { staffField } from '@/features/staff/auth/staffField';
import styles from './webhooks.module.css';
import { WEBHOOK_EVENTS } from '@/shared/webhook-events';
import { ZONE } from '@/shared/zone';

/** The events an admin can choose, in their order. */
const EVENTS: readonly WebhookEventName[] = WEBHOOK_EVENTS;

const LIST = '/api/staff/webhooks';
/** Each end of the period whose events are sent again. */
const RANGE_FIELD = {
  ...staffField,
  type: 'datetime-local',
  required: true,
} as const;
const fetchJson = <T,>(path: string) => apiFetch<T>(path);
const when = (iso: string) => new Date(iso).toLocaleString('de-CH', { timeZone: ZONE });

export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const list = useApi<WebhooksResponse, string>(LIST, fetchJson);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [logFor, setLogFor] = useState<string | null>(null);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setError(null);
    setNote(null);
    try {
      await run();
      setNote(done);
      await list.mutate();
    } catch (err) {
      setError(
        t(`errors.${isApiError(err) ? err.id : 'generic'}`, { defaultValue: t('errors.generic') }),
      );
    }
  };

  const subscriptions = list.data?.subscriptions ?? [];
  return (
    <DeskLayout title={t('title')} current="webhooks">
      <div className={`${staff.page} ${staff.wide}`}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <Notice error={error} note={note} />
        {secret && (
          <section className={styles.secret} aria-labelledby="webhook-secret-title">
            <h2 id="webhook-secret-title">{t('secret.title')}</h2>
            <p>{t('secret.once', { url: secret.url })}</p>
            <label className={staff.label}>
              {t('secret.label')}
              <input
                className={`${staff.input} ${staff.mono}`}
                readOnly
                value={secret.secret}
                data-testid="webhook-secret"
                onFocus={(e) => e.currentTarget.select()}
              />
            </label>
            <SecondaryButton onClick={() => setSecret(null)}>{t('secret.done')}</SecondaryButton>
          </section>
        )}
        <h2>{t('list.title')}</h2>
        {list.isLoading ? (
          <p>{t('loading')}</p>
        ) : subscriptions.length === 0 ? (
          <p>{t('list.empty')}</p>
        ) : (
          <table className={staff.table}>
            <TableHead
              columns={[t('list.url'), t('list.events'), t('list.state'), t('list.actions')]}
            />
            <tbody>
              {subscriptions.map((s) => (
                <SubscriptionRow
                  key={s.id}
                  sub={s}
                  onLog={() => setLogFor(logFor === s.id ? null : s.id)}
                  logOpen={logFor === s.id}
                  act={act}
                  onSecret={(value) => setSecret({ url: s.url, secret: value })}
                />
              ))}
            </tbody>
          </table>
        )}
        {logFor && (
          <DeliveryLog sub={subscriptions.find((s) => s.id === logFor) ?? null} act={act} />
        )}
        <AddForm
          onCreated={(created) => {
            setSecret({ url: created.subscription.url, secret: created.secret });
            void list.mutate();
          }}
          onError={setError}
        />
      </div>
    </DeskLayout>
  );
}

type Act = (run: () => Promise<unknown>, done: string) => Promise<void>;

function SubscriptionRow({
  sub,
  onLog,
  logOpen,
  act,
  onSecret,
}: {
  sub: WebhookSubscriptionView;
  onLog: () => void;
  logOpen: boolean;
  act: Act;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation('webhooks');
  const state = sub.enabled
    ? t('state.enabled')
    : sub.disabledReason === 'failing'
      ? t('state.failing')
      : t('state.disabled');
  return (
    <tr>
      <td className={staff.mono}>
        {sub.url}
        {sub.description && <div>{sub.description}</div>}
        {sub.includePersonal && <div className={styles.warn}>{t('list.personal')}</div>}
      </td>
      <td>{sub.events.join(', ')}</td>
      <td>
        {state}
        {sub.previousSecretUntil && (
          <div>{t('list.overlap', { until: when(sub.previousSecretUntil) })}</div>
        )}
      </td>
      <td>
        <div className={styles.actions}>
          <SecondaryButton aria-expanded={logOpen} onClick={onLog}>
            {t('actions.log')}
          </SecondaryButton>
          <SecondaryButton
            onClick={() =>
              void act(
                () =>
                  apiFetch(LIST, { method: 'PATCH', body: { id: sub.id, enabled: !sub.enabled } }),
                sub.enabled ? t('done.disabled') : t('done.enabled'),
              )
            }
          >
            {sub.enabled ? t('actions.disable') : t('actions.enable')}
          </SecondaryButton>
          <SecondaryButton
            onClick={() =>
              void act(
                () => apiFetch(`${LIST}/test`, { method: 'POST', body: { id: sub.id } }),
                t('done.test'),
              )
            }
          >
            {t('actions.test')}
          </SecondaryButton>
          <SecondaryButton
            onClick={() =>
              void act(async () => {
                const rotated = await apiFetch<WebhooksCreateResponse>(`${LIST}/rotate`, {
                  method: 'POST',
                  body: { id: sub.id, overlapHours: 24 },
                });
                onSecret(rotated.secret);
              }, t('done.rotated'))
            }
          >
            {t('actions.rotate')}
          </SecondaryButton>
          <SecondaryButton
            onClick={() => {
              if (!window.confirm(t('actions.deleteConfirm', { url: sub.url }))) return;
              void act(
                () => apiFetch(LIST, { method: 'DELETE', body: { id: sub.id } }),
                t('done.deleted'),
              );
            }}
          >
            {t('actions.delete')}
          </SecondaryButton>
        </div>
      </td>
    </tr>
  );
}

/** The table's column headers (their text keys), in order. */
const LOG_COLUMNS = ['log.event', 'log.webhookId', 'log.state', 'log.attempts', 'list.actions'];

function DeliveryLog({ sub, act }: { sub: WebhookSubscriptionView | null; act: Act }) {
  const { t } = useTranslation('webhooks');
  const key = sub ? `${LIST}/deliveries?id=${sub.id}` : null;
  const log = useApi<WebhooksDeliveriesResponse, string | null>(key, fetchJson, {
    refreshInterval: 3000,
  });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  if (!sub) return null;
  const deliveries = log.data?.deliveries ?? [];
  const replayed = (n: number) => t('done.replayed', { count: n });
  return (
    <section aria-labelledby="webhook-log-title" className={styles.log}>
      <h2 id="webhook-log-title">{t('log.title', { url: sub.url })}</h2>
      <p>{t('log.retention')}</p>
      {deliveries.length === 0 ? (
        <p>{t('log.empty')}</p>
      ) : (
        <table className={staff.table}>
          <TableHead columns={LOG_COLUMNS.map((key) => t(key))} />
          <tbody>
            {deliveries.map((d) => (
              <DeliveryRow
                key={d.id}
                d={d}
                onReplay={() =>
                  void act(async () => {
                    const r = await apiFetch<WebhooksReplayResponse>(`${LIST}/replay`, {
                      method: 'POST',
                      body: { id: sub.id, eventId: d.eventId },
                    });
                    await log.mutate();
                    return r;
                  }, replayed(1))
                }
              />
            ))}
          </tbody>
        </table>
      )}
      <form
        className={staff.form}
        onSubmit={(e) => {
          e.preventDefault();
          void act(async () => {
            const r = await apiFetch<WebhooksReplayResponse>(`${LIST}/replay`, {
              method: 'POST',
              body: {
                id: sub.id,
                from: new Date(from).toISOString(),
                to: new Date(to).toISOString(),
              },
            });
            await log.mutate();
            return r;
          }, t('done.rangeReplayed'));
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend>{t('log.range')}</legend>
          <div className={staff.row}>
            <LabelledInput
              label={t('log.from')}
              {...RANGE_FIELD}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
            <LabelledInput
              label={t('log.to')}
              {...RANGE_FIELD}
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
            <button className={staff.button} type="submit">
              {t('log.replayRange')}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}

function DeliveryRow({ d, onReplay }: { d: WebhookDeliveryView; onReplay: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <tr data-testid="webhook-delivery">
      <td>
        {d.type}
        <div>{when(d.eventAt)}</div>
        {d.replay && <div>{t('log.replay')}</div>}
      </td>
      <td className={staff.mono}>{d.eventId}</td>
      <td>
        {t(`deliveryState.${d.state}`)}
        {d.nextAttemptAt && <div>{t('log.next', { at: when(d.nextAttemptAt) })}</div>}
      </td>
      <td>
        <ul className={styles.attempts}>
          {d.attempts.map((a, i) => (
            <li key={i}>
              {t('log.attempt', {
                at: when(a.at),
                status: a.status ?? a.error ?? '–',
                ms: a.durationMs,
              })}
            </li>
          ))}
        </ul>
      </td>
      <td>
        <SecondaryButton onClick={onReplay}>{t('actions.replay')}</SecondaryButton>
      </td>
    </tr>
  );
}

function AddForm({
  onCreated,
  onError,
}: {
  onCreated: (created: WebhooksCreateResponse) => void;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation('webhooks');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventName[]>(['booking.confirmed']);
  const [personal, setPersonal] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={staff.form}
      aria-labelledby="webhook-add-title"
      onSubmit={(e) => {
        e.preventDefault();
        onError(null);
        setBusy(true);
        apiFetch<WebhooksCreateResponse>(LIST, {
          method: 'POST',
          body: { url, description, events, includePersonal: personal },
        })
          .then((created) => {
            setUrl('');
            setDescription('');
            onCreated(created);
          })
          .catch((err: unknown) =>
            onError(
              t(`errors.${isApiError(err) ? err.id : 'generic'}`, {
                defaultValue: t('errors.generic'),
              }),
            ),
          )
          .finally(() => setBusy(false));
      }}
    >
      <h2 id="webhook-add-title">{t('add.title')}</h2>
      <LabelledInput
        label={t('add.url')}
        {...staffField}
        type="url"
        required
        value={url}
        placeholder={t('add.urlPlaceholder')}
        onChange={(e) => setUrl(e.target.value)}
      />
      <LabelledInput
        label={t('add.description')}
        {...staffField}
        value={description}
        maxLength={200}
        onChange={(e) => setDescription(e.target.value)}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('add.events')}</legend>
        <div className={styles.events}>
          {EVENTS.map((name) => (
            <label key={name} className={styles.check}>
              <input
                type="checkbox"
                checked={events.includes(name)}
                onChange={(e) =>
                  setEvents(e.target.checked ? [...events, name] : events.filter((x) => x !== name))
                }
              />
              <span>
                <code>{name}</code> {t(`events.${name.replace('.', '_')}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={personal}
          aria-describedby="webhook-personal-warning"
          onChange={(e) => setPersonal(e.target.checked)}
        />
        <span>{t('add.personal')}</span>
      </label>
      <p id="webhook-personal-warning" className={styles.warn}>
        {t('add.personalWarning')}
      </p>
      <button className={staff.button} type="submit" disabled={busy || events.length === 0}>
        {t('add.submit')}
      </button>
    </form>
  );
}
