import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { useLocale } from '@/i18n/useLocale';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * For visitors of the German market (/de-de, /en-de), where they decide: the check-up takes
 * place in Switzerland and is paid in Swiss francs (docs/spec.md). Nothing on the Swiss market.
 */
export function MarketNotice({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { market } = useLocale();
  if (market !== 'de') return null;
  return (
    <div className={className} data-testid="market-notice">
      <InfoBlock variant="default" icon="info" text={t('marketNotice.de')} />
    </div>
  );
}
