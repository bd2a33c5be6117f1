import { createContext, useContext, type ReactNode } from 'react';
import { NO_SITE_LINKS, type SiteLinks } from './siteLinks';

const SiteLinksContext = createContext<SiteLinks>(NO_SITE_LINKS);

/** _app provides the page's links (pageProps.siteLinks from pageTranslations). */
export function SiteLinksProvider({
  links,
  children,
}: {
  links?: SiteLinks | null;
  children: ReactNode;
}) {
  return (
    <SiteLinksContext.Provider value={links ?? NO_SITE_LINKS}>{children}</SiteLinksContext.Provider>
  );
}

export function useSiteLinks(): SiteLinks {
  return useContext(SiteLinksContext);
}
