/**
 * The signed-in staff member (GET /api/staff/me). A desk page opened without a session goes to
 * the sign-in page, which returns to it afterwards (`returnTo`, a desk path: no personal data).
 * A session that ends while the page is open (it had the member) is not a redirect: the desk
 * shows that it ended (./sessionEnd.ts, docs/staff-desk.md "Idle desks").
 */
import { forgetSearch } from './searchMemory';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { MeResponse } from '@/contracts/staff-me';
import { localeFor, languageOf, toLocale } from '@/i18n/locales';
import { apiFetch, isApiError } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import { staffSessionEnded } from './sessionEnd';

export type StaffMe = MeResponse;

/** `active` false: nobody is asked (sign-in pages). */
export function useStaffMe(active = true) {
  const router = useRouter();
  const swr = useApi(active ? '/api/staff/me' : null, (path: string) => apiFetch<StaffMe>(path), {
    revalidateOnFocus: true,
  });
  const signedOut = isApiError(swr.error) && swr.error.status === 401;
  const hadSession = swr.data !== undefined;
  useEffect(() => {
    if (!signedOut || router.pathname === '/staff/sign-in') return;
    // The desk frame shows that the session ended; a page without it (the day sheet) signs in.
    if (!hadSession || !staffSessionEnded())
      void router.replace({
        pathname: '/staff/sign-in',
        query: { returnTo: `/${toLocale(router.locale)}${router.asPath}` },
      });
  }, [signedOut, hadSession, router]);
  // The desk speaks the member's language (kept with their account): a page opened in the
  // other one follows it.
  const language = swr.data?.language;
  useEffect(() => {
    if (router.isReady && language && languageOf(toLocale(router.locale)) !== language)
      void router.replace(router.asPath, undefined, { locale: localeFor('ch', language) });
  }, [language, router]);
  const setLanguage = async (next: 'en' | 'de') => {
    const me = await apiFetch<StaffMe>('/api/staff/me', {
      method: 'PATCH',
      body: { language: next },
    });
    await swr.mutate(me, { revalidate: false });
  };
  const signOut = async () => {
    forgetSearch();
    await apiFetch('/api/staff/sign-out', { method: 'POST', body: { everywhere: false } }).catch(
      () => undefined,
    );
    await router.replace('/staff/sign-in');
  };
  return { ...swr, signOut, setLanguage };
}
