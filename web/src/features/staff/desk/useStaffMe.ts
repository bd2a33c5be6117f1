/**
 * The signed-in staff member (GET /api/staff/me). Without a session every desk page goes to
 * the sign-in page, keeping where it was as `next` (a path, no personal data).
 */
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import useSWR from 'swr';
import type { MeResponse } from '@/contracts/staff-me';
import { apiFetch, isApiError } from '@/lib/fetcher';

export type StaffMe = MeResponse;

/** `active` false: nobody is asked (sign-in pages). */
export function useStaffMe(active = true) {
  const router = useRouter();
  const swr = useSWR<StaffMe>(
    active ? '/api/staff/me' : null,
    (path: string) => apiFetch<StaffMe>(path),
    {
      revalidateOnFocus: true,
      shouldRetryOnError: false,
    },
  );
  const signedOut = isApiError(swr.error) && swr.error.status === 401;
  useEffect(() => {
    if (signedOut && router.pathname !== '/staff/sign-in')
      void router.replace({ pathname: '/staff/sign-in', query: { next: router.asPath } });
  }, [signedOut, router]);
  const signOut = async () => {
    await apiFetch('/api/staff/sign-out', { method: 'POST', body: { everywhere: false } }).catch(
      () => undefined,
    );
    await router.replace('/staff/sign-in');
  };
  return { ...swr, signOut };
}
