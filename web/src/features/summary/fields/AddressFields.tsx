import { memo } from 'react';
import { Select } from '@/components/fields/Select';
import { TextField } from '@/components/fields/TextField';
import { useTranslation } from '@/i18n/useTranslation';
import styles from '../SummaryStep.module.css';
import { preferredCount, type FormKit } from './formKit';

/** Street, postal code, city and country of the person booking. */
export const AddressFields = memo(function AddressFields({ kit }: { kit: FormKit }) {
  const { t } = useTranslation('summary');
  const { field } = kit;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('address.title')}</legend>
      <TextField label={t('address.street')} autoComplete="street-address" {...field('street')} />
      <div className={styles.rowPostal}>
        <TextField
          label={t('address.postalCode')}
          autoComplete="postal-code"
          {...field('postalCode')}
        />
        <TextField label={t('address.city')} autoComplete="address-level2" {...field('city')} />
      </div>
      <Select
        label={t('address.country')}
        placeholder={null}
        autoComplete="country"
        shortList={preferredCount(kit.countries)}
        defaultValue={kit.defaults.country}
        options={kit.countries.map((c) => ({ value: c.code, label: c.name }))}
        {...field('country')}
      />
    </fieldset>
  );
});
