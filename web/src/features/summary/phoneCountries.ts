/**
 * Country options of the phone and address fields (SPEC 3): the market's preferred
 * countries first, then all others by localized name; each option carries flag, name and
 * international call code. The phone value is "+" followed by digits (SPEC 5).
 */
import { flagEmoji, PREFERRED_PHONE_COUNTRIES, type Market } from '@/i18n/locales';
import { PHONE_SEPARATORS } from '@/shared/contact-patterns';

/** ISO 3166-1 alpha-2 code and international call code (ITU E.164), as "CC:code". */
const CALL_CODES_RAW =
  'AD:376 AE:971 AF:93 AG:1 AL:355 AM:374 AO:244 AR:54 AT:43 AU:61 AZ:994 BA:387 BB:1 BD:880 BE:32 BF:226 ' +
  'BG:359 BH:973 BI:257 BJ:229 BN:673 BO:591 BR:55 BS:1 BT:975 BW:267 BY:375 BZ:501 CA:1 CD:243 CF:236 ' +
  'CG:242 CH:41 CI:225 CL:56 CM:237 CN:86 CO:57 CR:506 CU:53 CV:238 CY:357 CZ:420 DE:49 DJ:253 DK:45 DM:1 ' +
  'DO:1 DZ:213 EC:593 EE:372 EG:20 ER:291 ES:34 ET:251 FI:358 FJ:679 FR:33 GA:241 GB:44 GD:1 GE:995 GH:233 ' +
  'GM:220 GN:224 GQ:240 GR:30 GT:502 GW:245 GY:592 HK:852 HN:504 HR:385 HT:509 HU:36 ID:62 IE:353 IL:972 ' +
  'IN:91 IQ:964 IR:98 IS:354 IT:39 JM:1 JO:962 JP:81 KE:254 KG:996 KH:855 KM:269 KN:1 KP:850 KR:82 KW:965 ' +
  'KZ:7 LA:856 LB:961 LC:1 LI:423 LK:94 LR:231 LS:266 LT:370 LU:352 LV:371 LY:218 MA:212 MC:377 MD:373 ' +
  'ME:382 MG:261 MK:389 ML:223 MM:95 MN:976 MO:853 MR:222 MT:356 MU:230 MV:960 MW:265 MX:52 MY:60 MZ:258 ' +
  'NA:264 NE:227 NG:234 NI:505 NL:31 NO:47 NP:977 NZ:64 OM:968 PA:507 PE:51 PG:675 PH:63 PK:92 PL:48 ' +
  'PS:970 PT:351 PY:595 QA:974 RO:40 RS:381 RU:7 RW:250 SA:966 SC:248 SD:249 SE:46 SG:65 SI:386 SK:421 ' +
  'SL:232 SM:378 SN:221 SO:252 SR:597 SS:211 SV:503 SY:963 SZ:268 TD:235 TG:228 TH:66 TJ:992 TM:993 TN:216 ' +
  'TR:90 TT:1 TW:886 TZ:255 UA:380 UG:256 US:1 UY:598 UZ:998 VA:39 VE:58 VN:84 YE:967 ZA:27 ZM:260 ZW:263';

export const CALL_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  CALL_CODES_RAW.split(' ').map((pair) => pair.split(':') as [string, string]),
);

export const COUNTRY_CODES: readonly string[] = Object.keys(CALL_CODES);

export interface CountryOption {
  code: string;
  flag: string;
  name: string;
  callCode: string;
  preferred: boolean;
}

/** [code, name in the language] of every country, in the order the pickers show them. */
export type CountryNames = readonly (readonly [code: string, name: string])[];

/**
 * The market's preferred countries in their fixed order, then the rest sorted by name.
 * Runs on the server (getStaticProps): Intl.DisplayNames and Intl.Collator load ICU's data,
 * a long task on a phone in the browser (Lighthouse blocking time).
 */
export function countryNames(market: Market, language: string): [string, string][] {
  let nameOf = (code: string) => code;
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    nameOf = (code) => names.of(code) ?? code;
  } catch {
    // An engine without region names: codes are still usable.
  }
  const preferred = PREFERRED_PHONE_COUNTRIES[market];
  const collator = new Intl.Collator(language);
  const rest = COUNTRY_CODES.filter((code) => !preferred.includes(code))
    .map((code): [string, string] => [code, nameOf(code)])
    .sort((a, b) => collator.compare(a[1], b[1]));
  return [...preferred.map((code): [string, string] => [code, nameOf(code)]), ...rest];
}

/** The picker options (flag, name, call code) of names from countryNames. */
export function optionsFromNames(market: Market, names: CountryNames): CountryOption[] {
  const preferred = PREFERRED_PHONE_COUNTRIES[market];
  return names.map(([code, name]) => ({
    code,
    flag: flagEmoji(code),
    name,
    callCode: CALL_CODES[code],
    preferred: preferred.includes(code),
  }));
}

/**
 * "+41791234567" from CH and "079 123 45 67": the separators people type (spaces, dashes, dots,
 * slashes, brackets) and the national trunk 0 are dropped. Anything else stays, so that a
 * letter makes the number invalid instead of vanishing (SPEC 5 "Phone").
 */
export function combinePhone(countryCode: string, national: string): string {
  const callCode = CALL_CODES[countryCode] ?? '';
  const digits = national.replace(PHONE_SEPARATORS, '').replace(/^0+/, '');
  return `+${callCode}${digits}`;
}

export { PHONE_PATTERN } from '@/shared/contact-patterns';

/**
 * Splits a stored "+41791234567" back into country and national number, preferring the
 * given countries when a call code is shared (+1, +7, +39).
 */
export function splitPhone(
  phone: string,
  preferred: readonly string[],
): { country: string; national: string } | null {
  const digits = phone.replace(/[^\d]/g, '');
  if (!phone.trim().startsWith('+') || digits === '') return null;
  const candidates = [...preferred, ...COUNTRY_CODES.filter((c) => !preferred.includes(c))];
  let best: { country: string; national: string } | null = null;
  for (const country of candidates) {
    const code = CALL_CODES[country];
    if (
      code &&
      digits.startsWith(code) &&
      (!best || code.length > CALL_CODES[best.country].length)
    ) {
      best = { country, national: digits.slice(code.length) };
    }
  }
  return best;
}

/** A country prefilled by code ("ch") or by name in the current language ("Schweiz"). */
export function matchCountry(
  value: string | null | undefined,
  options: readonly CountryOption[],
): string | null {
  if (!value) return null;
  const needle = value.trim().toLowerCase();
  const found = options.find(
    (o) => o.code.toLowerCase() === needle || o.name.toLowerCase() === needle,
  );
  return found ? found.code : null;
}
