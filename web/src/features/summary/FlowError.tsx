/**
 * A catalogue error shown on the page (SPEC 8: message in the current language, else the
 * raw id). Announced as an alert; the global error dialog shows the same id when mounted.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { errorMessageOf, type FlowView } from './flowView';

export function useFlowError() {
  const [errorId, setErrorId] = useState<string | null>(null);
  const show = useCallback((id: string) => setErrorId(id), []);
  const clear = useCallback(() => setErrorId(null), []);
  return { errorId, show, clear };
}

export function FlowError({
  view,
  errorId,
}: {
  view: Pick<FlowView, 'errorMessages'>;
  errorId: string | null;
}) {
  const { t } = useTranslation('common');
  if (!errorId) return null;
  return (
    <InfoBlock
      variant="error"
      icon="error"
      label={t('errorModal.title')}
      text={errorMessageOf(view, errorId)}
      className="flow-error"
    >
      <span data-testid="flow-error" data-error-id={errorId} hidden />
    </InfoBlock>
  );
}
