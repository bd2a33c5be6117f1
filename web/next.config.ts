import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // 'default' is a technical locale only: the middleware redirects it to a real one,
  // so that every page lives under /de-ch, /en-ch, /de-de or /en-de.
  i18n: {
    locales: ['default', 'de-ch', 'en-ch', 'de-de', 'en-de'],
    defaultLocale: 'default',
    localeDetection: false,
  },
  transpilePackages: ['schemas'],
};

export default nextConfig;
