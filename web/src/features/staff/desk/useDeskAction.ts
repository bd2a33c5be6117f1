/**
 * One desk action at a time (docs/staff-desk.md): busy while it runs, and the refusal's
 * error id (or 'generic') for DeskError when it fails.
 */
import { useState } from 'react';
import { apiErrorId } from '@/lib/fetcher';

export function useDeskAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(apiErrorId(err, 'generic'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
