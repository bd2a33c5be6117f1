import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from '../Button/Button';
import { INFO_BLOCK_VARIANTS, InfoBlock } from '../InfoBlock/InfoBlock';
import { Modal } from '../Modal/Modal';
import { TOAST_VARIANTS, useToast } from '../Toast/Toast';
import { Checkbox } from '../fields/Checkbox';
import { RadioGroup } from '../fields/RadioGroup';
import { Select } from '../fields/Select';
import { TextField } from '../fields/TextField';
import { PREFERRED_PHONE_COUNTRIES, flagEmoji } from '@/i18n/locales';
import styles from './DesignSystem.module.css';

const INFO_ICONS = { default: 'info', error: 'error', success: 'success', subtle: 'info' } as const;

/** Every variant of the shared UI on one page (SPEC 2, internal). */
export function DesignSystemShowcase() {
  const { t } = useTranslation('common');
  const { showToast } = useToast();
  const [modal, setModal] = useState<'light' | 'dark' | null>(null);
  const [sex, setSex] = useState<string | undefined>('male');

  return (
    <main className={styles.page}>
      <h1>{t('designSystem.title')}</h1>
      <p>
        <Link href="/_design-system/icons">{t('designSystem.iconsLink')}</Link>
      </p>

      <section className={styles.section} aria-labelledby="ds-buttons">
        <h2 id="ds-buttons">{t('designSystem.buttons')}</h2>
        {BUTTON_SIZES.map((size) => (
          <div key={size} className={styles.row} data-size={size}>
            {BUTTON_VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {`${variant} ${size}`}
              </Button>
            ))}
          </div>
        ))}
        <div className={styles.row}>
          <Button icon="calendar">{t('designSystem.buttonSample')}</Button>
          <Button href="/check-up" variant="secondary" icon="chevron-right" iconPosition="end">
            {t('designSystem.buttonAsLink')}
          </Button>
          <Button disabled>{t('designSystem.disabled')}</Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ds-info">
        <h2 id="ds-info">{t('designSystem.infoBlocks')}</h2>
        <div className={styles.stack}>
          {INFO_BLOCK_VARIANTS.map((variant) => (
            <InfoBlock
              key={variant}
              variant={variant}
              icon={INFO_ICONS[variant]}
              label={`${t('designSystem.infoLabel')} (${variant})`}
              text={t('designSystem.infoText')}
            />
          ))}
          <InfoBlock text={t('designSystem.infoText')} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ds-fields">
        <h2 id="ds-fields">{t('designSystem.fields')}</h2>
        <div className={styles.fields}>
          <TextField
            label={t('designSystem.firstName')}
            name="firstName"
            required
            defaultValue="Anna"
            autoComplete="off"
          />
          <TextField
            label={t('designSystem.email')}
            name="email"
            type="email"
            required
            defaultValue="anna@"
            error={t('designSystem.emailError')}
            autoComplete="off"
          />
          <Select
            label={t('designSystem.country')}
            name="country"
            options={PREFERRED_PHONE_COUNTRIES.ch.map((code) => ({
              value: code,
              label: `${flagEmoji(code)} ${t(`designSystem.countries.${code}`)}`,
            }))}
          />
          <RadioGroup
            label={t('designSystem.sex')}
            name="sex"
            value={sex}
            onChange={setSex}
            options={[
              { value: 'male', label: t('designSystem.male') },
              { value: 'female', label: t('designSystem.female') },
            ]}
          />
          <Checkbox label={t('designSystem.terms')} name="terms" required />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ds-modals">
        <h2 id="ds-modals">{t('designSystem.modals')}</h2>
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setModal('light')}>
            {t('designSystem.openLightModal')}
          </Button>
          <Button variant="secondary" onClick={() => setModal('dark')}>
            {t('designSystem.openDarkModal')}
          </Button>
        </div>
        <Modal
          open={modal !== null}
          theme={modal ?? 'light'}
          onClose={() => setModal(null)}
          title={t('designSystem.modalTitle')}
          footer={<Button onClick={() => setModal(null)}>{t('errorModal.button')}</Button>}
        >
          <p>{t('designSystem.modalText')}</p>
        </Modal>
      </section>

      <section className={styles.section} aria-labelledby="ds-toasts">
        <h2 id="ds-toasts">{t('designSystem.toasts')}</h2>
        <div className={styles.row}>
          {TOAST_VARIANTS.map((variant) => (
            <Button
              key={variant}
              variant="tertiary"
              onClick={() => showToast({ message: t('designSystem.toastText'), variant })}
            >
              {t('designSystem.showToast', { variant })}
            </Button>
          ))}
        </div>
      </section>
    </main>
  );
}
