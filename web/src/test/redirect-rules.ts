import type { RedirectRule } from '@/shared/route-rules';

/** Redirect rules of the tests: one per case (locale, bare path, absolute target, loop, query). */
export const SAMPLE_REDIRECT_RULES: RedirectRule[] = [
  { from: '/de-ch/angebot', to: '/de-ch/check-up', permanent: false },
  { from: '/offer', to: '/check-up', permanent: true },
  { from: '/press', to: 'https://news.example.ch/press', permanent: false },
  { from: '/de-de/loop', to: '/de-de/loop/', permanent: false },
  { from: '/de-ch/alt/', to: '/de-ch/location?x=1', permanent: false },
];
