/** The desk's small fetch helper: JSON in and out, same origin, `{ error }` ids surfaced. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
  ) {
    super(id);
  }
}

export async function staffFetch<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as unknown) : null;
  if (!res.ok) {
    const id = (json as { error?: unknown } | null)?.error;
    throw new StaffApiError(res.status, typeof id === 'string' ? id : 'generic');
  }
  return json as T;
}

/** The message key of an error, for t('errors.…'). */
export const errorKey = (err: unknown) =>
  `errors.${err instanceof StaffApiError ? err.id : 'generic'}`;
