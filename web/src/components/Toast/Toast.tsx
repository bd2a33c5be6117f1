import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Icon, type IconName } from '../icons/Icon';
import styles from './Toast.module.css';
import { stegaClean } from '@/lib/stegaClean';

export const TOAST_VARIANTS = ['info', 'success', 'danger'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

/** SPEC 9: a toast hides itself after 5 seconds unless told otherwise. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  message: ReactNode;
  variant?: ToastVariant;
  durationMs?: number;
  /** Hide the OK button. */
  hideButton?: boolean;
}

interface ShownToast extends Required<Omit<ToastOptions, 'message'>> {
  id: number;
  message: ReactNode;
}

interface ToastApi {
  showToast: (options: ToastOptions) => void;
  hideToast: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS: Record<ToastVariant, IconName> = { info: 'info', success: 'success', danger: 'error' };

/** Holds the one toast of the page: a new toast replaces the one shown. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const nextId = useRef(1);

  const showToast = useCallback((options: ToastOptions) => {
    setToast({
      id: nextId.current++,
      message: options.message,
      variant: options.variant ?? 'info',
      durationMs: options.durationMs ?? DEFAULT_TOAST_DURATION_MS,
      hideButton: options.hideButton ?? false,
    });
  }, []);
  const hideToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(
      () => setToast((current) => (current?.id === toast.id ? null : current)),
      toast.durationMs,
    );
    return () => clearTimeout(timer);
  }, [toast]);

  const api = useMemo(() => ({ showToast, hideToast }), [showToast, hideToast]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastView toast={toast} onHide={hideToast} />
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onHide }: { toast: ShownToast | null; onHide: () => void }) {
  const { t } = useTranslation('common');
  // The live region stays in the page so screen readers announce each new message.
  return (
    <div className={styles.region} role="region" aria-label={stegaClean(t('toast.region'))}>
      <div aria-live={toast?.variant === 'danger' ? 'assertive' : 'polite'} aria-atomic="true">
        {toast && (
          <div
            key={toast.id}
            className={`${styles.toast} ${styles[toast.variant]}`}
            data-variant={toast.variant}
          >
            <Icon name={ICONS[toast.variant]} size={22} className={styles.icon} />
            <div className={styles.message}>{toast.message}</div>
            {!toast.hideButton && (
              <button type="button" className={styles.ok} onClick={onHide}>
                {t('toast.ok')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
