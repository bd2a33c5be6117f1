import { memo } from 'react';
import { TextField } from '@/components/fields/TextField';
import { useTranslation } from '@/i18n/useTranslation';
import styles from '../SummaryStep.module.css';
import type { FormKit } from './formKit';

/** The partner named by the booker of a partner booking (a reduced set, SPEC 3). */
export const PartnerFields = memo(function PartnerFields({ kit }: { kit: FormKit }) {
  const { t } = useTranslation('summary');
  const { field } = kit;
  return (
    <fieldset className={styles.group} data-testid="partner-fields">
      <legend className={styles.legend}>{t('partner.title')}</legend>
      <p className={styles.hint}>{t('partner.intro')}</p>
      <div className={styles.row2}>
        <TextField label={t('partner.firstName')} {...field('partnerFirstName')} />
        <TextField label={t('partner.lastName')} {...field('partnerLastName')} />
      </div>
      <TextField
        label={t('partner.email')}
        type="email"
        inputMode="email"
        {...field('partnerEmail')}
      />
    </fieldset>
  );
});
