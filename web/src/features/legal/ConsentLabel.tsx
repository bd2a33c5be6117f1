import { Fragment, type ReactNode } from 'react';
import { useEditAttributes } from '@/features/preview/EditAttributes';
import { useTranslation } from '@/i18n/useTranslation';
import { linkKey } from '@/shared/editAttributes';
import { ExternalLink } from './ExternalLink';
import { useSiteLinks } from './SiteLinksContext';

const TOKEN = /\{\{\s*(terms|privacy)\s*\}\}/g;

/**
 * The sentence with {{terms}} and {{privacy}} replaced by `parts`. A translator may drop a
 * placeholder in Studio: the missing part is then appended, so the link never disappears.
 */
export function fillSentence(
  template: string,
  parts: Record<'terms' | 'privacy', ReactNode>,
): ReactNode[] {
  const out: ReactNode[] = [];
  const used = new Set<string>();
  let last = 0;
  for (const match of template.matchAll(TOKEN)) {
    const name = match[1] as 'terms' | 'privacy';
    out.push(template.slice(last, match.index));
    out.push(<Fragment key={`${name}-${match.index}`}>{parts[name]}</Fragment>);
    used.add(name);
    last = (match.index ?? 0) + match[0].length;
  }
  out.push(template.slice(last));
  for (const name of ['terms', 'privacy'] as const) {
    if (!used.has(name)) out.push(' ', <Fragment key={name}>{parts[name]}</Fragment>);
  }
  return out.filter((part) => part !== '');
}

/** The summary form's consent: terms and privacy link to the pages in Settings, in the page's language. */
export function ConsentLabel() {
  const { t } = useTranslation('summary');
  const links = useSiteLinks();
  const edit = useEditAttributes();
  const part = (name: 'terms' | 'privacy', url: string | null) =>
    url ? (
      <ExternalLink href={url} editAttribute={edit[linkKey(`${name}Url`)]}>
        {t(`consent.${name}`)}
      </ExternalLink>
    ) : (
      t(`consent.${name}`)
    );
  return (
    <>
      {fillSentence(t('consent.label'), {
        terms: part('terms', links.termsUrl),
        privacy: part('privacy', links.privacyUrl),
      })}
    </>
  );
}
