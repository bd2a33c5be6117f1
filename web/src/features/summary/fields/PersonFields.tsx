import { useState, type SyntheticEvent } from 'react';
import { Controller } from 'react-hook-form';
import { RadioGroup } from '@/components/fields/RadioGroup';
import { Select } from '@/components/fields/Select';
import { TextField } from '@/components/fields/TextField';
import { useTranslation } from '@/i18n/useTranslation';
import styles from '../SummaryStep.module.css';
import { preferredCount, type FormKit } from './formKit';

/** Name, email, phone, birth date and biological sex of the person booking. */
export function PersonFields({ kit, today }: { kit: FormKit; today: string }) {
  const { t } = useTranslation('summary');
  const { register, control, fieldProps, errorText, shown } = kit;
  const phoneError = errorText('phoneNational');
  const phoneShown = shown('phoneNational');
  // A date the browser cannot read (29.02.1981) leaves the value empty: say the date does
  // not exist instead of "please fill in this field" (issue 14.4).
  const [badDate, setBadDate] = useState(false);
  const readBadInput = (event: SyntheticEvent<HTMLInputElement>) =>
    setBadDate(event.currentTarget.validity.badInput);
  const birth = register('birthDate');
  const birthProps = fieldProps('birthDate');
  const birthError = birthProps.error && badDate ? t('errors.dateDoesNotExist') : birthProps.error;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('personal.title')}</legend>
      <div className={styles.row2}>
        <TextField
          label={t('personal.firstName')}
          autoComplete="given-name"
          {...fieldProps('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('personal.lastName')}
          autoComplete="family-name"
          {...fieldProps('lastName')}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('personal.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t('personal.emailHint')}
        {...fieldProps('email')}
        {...register('email')}
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
      <TextField
        label={t('personal.birthDate')}
        type="date"
        autoComplete="bday"
        max={today}
        {...birthProps}
        error={birthError}
        {...birth}
        onKeyUp={readBadInput}
        onBlur={(event) => {
          readBadInput(event);
          void birth.onBlur(event);
        }}
      />
      <Controller
        control={control}
        name="biologicalSex"
        render={({ field }) => (
          <RadioGroup
            label={t('personal.sex')}
            hint={t('personal.sexHint')}
            name={field.name}
            layout="cards"
            value={field.value}
            onChange={(value) => field.onChange(value === 'female' ? 'female' : 'male')}
            options={[
              { value: 'male', label: t('personal.male') },
              { value: 'female', label: t('personal.female') },
            ]}
          />
        )}
      />
    </fieldset>
  );
}
