/**
 * The issuer of receipts (docs/payments.md, "Receipts"): legal name, postal address, ZSR and
 * GLN numbers and the VAT note. Settings holds the clinic's values; a location whose values
 * differ (another legal entity, its own ZSR) overrides them field by field. One definition so
 * Settings and the location say the same thing; the web app's server/content/issuer.ts merges
 * them.
 */
import { defineField, type FieldDefinition } from 'sanity';
import { localizedFields } from './localized';
import { glnProblem, zsrProblem } from './rules';

type Options = { override: boolean; fieldset?: string; group?: string };

export function receiptIssuerFields(o: Options): FieldDefinition[] {
  const unset = o.override ? ' Empty = the value in Settings.' : '';
  const place = { fieldset: o.fieldset, group: o.group };
  // Settings warns about a missing value (a receipt without it is not refunded); a location
  // may leave every field empty.
  const wanted = (what: string) => (value: unknown) =>
    o.override || (typeof value === 'string' && value.trim() !== '')
      ? true
      : `Printed on every receipt: insurers and tax offices need the ${what}`;
  return [
    defineField({
      name: 'clinicLegalName',
      title: 'Legal name',
      type: 'string',
      description: `The company as registered, printed as the issuer of receipts, e.g. Check-up Klinik AG.${unset}`,
      ...place,
      validation: (rule) => rule.custom(wanted('legal name')).warning(),
    }),
    defineField({
      name: 'clinicAddress',
      title: o.override ? 'Postal address for receipts' : 'Clinic address',
      type: 'text',
      rows: 3,
      description: o.override
        ? `Postal address of the issuer printed on receipts of bookings here (one line per row).${unset}`
        : 'Postal address of the clinic as printed on receipts (one line per row), e.g. Bahnhofstrasse 1, 8001 Zürich.',
      ...place,
      validation: (rule) => rule.custom(wanted('postal address')).warning(),
    }),
    defineField({
      name: 'clinicZsrNumber',
      title: 'ZSR number',
      type: 'string',
      description: `Zahlstellenregister number of SASIS AG: one capital letter and six digits, e.g. H123456.${unset}`,
      ...place,
      validation: (rule) => [rule.custom(zsrProblem), rule.custom(wanted('ZSR number')).warning()],
    }),
    defineField({
      name: 'clinicGlnNumber',
      title: 'GLN number',
      type: 'string',
      description: `Global Location Number (GS1): 13 digits with its check digit, e.g. 7601000000002.${unset}`,
      ...place,
      validation: (rule) => [rule.custom(glnProblem), rule.custom(wanted('GLN number')).warning()],
    }),
    ...localizedFields('vatNote', {
      title: 'VAT note',
      type: 'text',
      rows: 2,
      requirement: 'pair',
      description: o.override
        ? `Printed on receipts of bookings here, e.g. for a location outside Switzerland.${unset}`
        : 'Printed on every receipt, e.g. that medical treatment is exempt from VAT. Empty = the built-in note.',
      ...place,
    }),
  ];
}
