import { useRouter } from 'next/router';

/**
 * The `token` of an email link's page (?token=…): undefined until the router is ready, null
 * without one. Sent in POST bodies only.
 */
export function useLinkToken(): string | null | undefined {
  const router = useRouter();
  if (!router.isReady) return undefined;
  return typeof router.query.token === 'string' && router.query.token !== ''
    ? router.query.token
    : null;
}
