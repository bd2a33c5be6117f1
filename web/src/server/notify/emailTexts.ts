/**
 * The wording of the emails: Studio's published `emailText` documents over the built-in texts
 * (schemas/src/emailTexts.ts, also their seed). A Studio text is used only when it is filled
 * and its placeholders pass the same check Studio applies; otherwise that one text falls back
 * to the built-in text of its language (logged), so an email never goes out with a blank or a
 * broken {{placeholder}}.
 */
import {
  catalogueEntry,
  EMAIL_TEXTS,
  fillPlaceholders,
  isSmsText,
  placeholderProblem,
} from 'schemas/src/emailTexts';
import { smsSegmentProblem } from 'schemas/src/sms';
import { getEmailTexts, type EmailText } from '@/server/content';
import { textOfVariant, type LocalizedValue, type TextVariant } from '@/i18n/germanyGerman';
import { log } from '@/server/log';

export type EmailTexts = {
  /**
   * The text `key` of `email` in `variant` (a language, or 'de_DE' for a de-de booking, which
   * falls back to the Swiss German text), its placeholders filled from `values`.
   */
  text(email: string, key: string, variant: TextVariant, values?: Record<string, string>): string;
};

type Texts = Map<string, LocalizedValue>;
const id = (email: string, key: string) => `${email}.${key}`;

function builtIn(): Texts {
  const texts: Texts = new Map();
  for (const group of EMAIL_TEXTS) {
    for (const entry of group.entries)
      texts.set(id(group.email, entry.key), { en: entry.en, de: entry.de, de_DE: entry.de_DE });
  }
  return texts;
}

function textsOf(texts: Texts): EmailTexts {
  return {
    text(email, key, variant, values = {}) {
      const found = texts.get(id(email, key));
      if (!found) throw new Error(`No email text ${email}.${key}`);
      return fillPlaceholders(textOfVariant(found, variant), values);
    },
  };
}

export const BUILT_IN_EMAIL_TEXTS: EmailTexts = textsOf(builtIn());

/** Studio's texts laid over the built-in ones (pure: the loader below and tests use it). */
export function emailTextsFrom(docs: readonly EmailText[]): EmailTexts {
  const texts = builtIn();
  for (const doc of docs) {
    for (const entry of doc.entries) {
      const target = texts.get(id(doc.email, entry.key));
      const rules = catalogueEntry(doc.email, entry.key);
      if (!target || !rules) continue; // a key the code no longer has
      for (const language of ['en', 'de', 'de_DE'] as const) {
        const text = entry[`text_${language}`]?.trim();
        if (!text) continue;
        // An SMS text must also fit one SMS (docs/sms.md), as Studio checks.
        const problem =
          placeholderProblem(text, rules) ??
          (isSmsText(doc.email) ? smsSegmentProblem(text) : null);
        if (problem) {
          log.warn('email-text-invalid', { email: doc.email, key: entry.key, language, problem });
          continue;
        }
        target[language] = text;
      }
    }
  }
  return textsOf(texts);
}

/** Read when an email is rendered (fresh: an edit reaches the next email); the built-in texts if Studio is unreachable. */
export async function loadEmailTexts(): Promise<EmailTexts> {
  try {
    return emailTextsFrom(await getEmailTexts({ fresh: true }));
  } catch (err) {
    log.warn('email-texts-unavailable', {
      message: err instanceof Error ? err.message : String(err),
    });
    return BUILT_IN_EMAIL_TEXTS;
  }
}

/**
 * A file name from the `files` texts as a header may carry it: Studio refuses path characters,
 * quotes and line breaks, and a filled-in value could still bring one, so each becomes "-".
 */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\r\n]+/g, '-').trim();
}

/** The name of a file a patient receives (`files.<key>`), filled in and safe for a header. */
export function fileNameText(
  texts: EmailTexts,
  key: string,
  variant: TextVariant,
  values: Record<string, string> = {},
): string {
  return safeFileName(texts.text('files', key, variant, values));
}

/** A booking's reference as a file name carries it: letters, digits and dashes. */
export const fileReference = (reference: string) => reference.replace(/[^A-Za-z0-9-]/g, '');

/** The name of a booking's file (`files.<key>`): its reference as a file name carries it, and `values`. */
export function bookingFileName(
  key: string,
  reference: string,
  variant: TextVariant,
  texts: EmailTexts = BUILT_IN_EMAIL_TEXTS,
  values: Record<string, string> = {},
): string {
  return fileNameText(texts, key, variant, { ...values, reference: fileReference(reference) });
}
