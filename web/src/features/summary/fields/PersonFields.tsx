import { memo } from 'react';
import { Controller } from 'react-hook-form';
import { DateField } from '@/components/fields/DateField';
import { FormRadioGroup } from '@/components/fields/FormRadioGroup';
import { Select } from '@/components/fields/Select';
import { TextField } from '@/components/fields/TextField';
import { useTranslation } from '@/i18n/useTranslation';
import styles from '../SummaryStep.module.css';
import { preferredCount, type FormKit } from './formKit';

/** Name, email, phone, birth date and biological sex of the person booking. */
export const PersonFields = memo(function PersonFields({ kit }: { kit: FormKit }) {
  const { t } = useTranslation('summary');
  const { register, control, field, fieldProps, errorText, shown } = kit;
  const phoneError = errorText('phoneNational');
  const phoneShown = shown('phoneNational');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('personal.title')}</legend>
      <div className={styles.row2}>
        <TextField
          label={t('personal.firstName')}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField
          label={t('personal.lastName')}
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <TextField
        label={t('personal.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t('personal.emailHint')}
        {...field('email')}
      />
      <fieldset className={styles.phone} aria-describedby="phone-hint">
        <legend className={styles.subLegend}>
          {t('personal.phone')}
          {phoneShown && <span className={styles.marker}> *</span>}
        </legend>
        <p id="phone-hint" className={styles.hint}>
          {t('personal.phoneHint')}
        </p>
        <div className={styles.phoneRow}>
          <Select
            className={styles.phoneCountry}
            label={t('personal.phoneCountry')}
            placeholder={null}
            autoComplete="tel-country-code"
            shortList={preferredCount(kit.countries)}
            defaultValue={kit.defaults.phoneCountry}
            options={kit.countries.map((c) => ({
              value: c.code,
              label: `${c.flag} ${c.name} (+${c.callCode})`,
            }))}
            showErrors={false}
            {...register('phoneCountry')}
          />
          <TextField
            className={styles.phoneNational}
            label={t('personal.phoneNational')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            error={phoneError}
            showErrors={phoneShown}
            required
            {...register('phoneNational')}
          />
        </div>
      </fieldset>
      <Controller
        control={control}
        name="birthDate"
        render={({ field }) => (
          <DateField
            ref={field.ref}
            label={t('personal.birthDate')}
            hint={t('personal.birthDateHint')}
            partLabels={{
              day: t('personal.birthDay'),
              month: t('personal.birthMonth'),
              year: t('personal.birthYear'),
            }}
            autoComplete="bday"
            {...fieldProps('birthDate')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <FormRadioGroup
        control={control}
        name="biologicalSex"
        toValue={(value) => (value === 'female' ? 'female' : 'male')}
        label={t('personal.sex')}
        hint={t('personal.sexHint')}
        layout="cards"
        options={[
          { value: 'male', label: t('personal.male') },
          { value: 'female', label: t('personal.female') },
        ]}
      />
    </fieldset>
  );
});
