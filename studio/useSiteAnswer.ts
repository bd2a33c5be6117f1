/** Asks the booking site once per document (and again when the id changes). */
import { useEffect, useState } from 'react';

export type SiteAnswer<T> = { status: 'loading' } | { status: 'ok'; value: T } | { status: 'error' };

export function useSiteAnswer<T>(key: string | null, ask: () => Promise<T>): SiteAnswer<T> {
  const [answer, setAnswer] = useState<SiteAnswer<T>>({ status: 'loading' });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setAnswer({ status: 'loading' });
    ask().then(
      (value) => live && setAnswer({ status: 'ok', value }),
      () => live && setAnswer({ status: 'error' }),
    );
    return () => {
      live = false;
    };
    // `ask` is derived from `key`: asking again only when the key changes is intended.
  }, [key]);
  return answer;
}
