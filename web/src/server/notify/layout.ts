/**
 * The one layout of every email the site sends: a small set of typed blocks rendered to
 * responsive HTML (table layout with inline styles, the only thing mail clients agree on;
 * one media query narrows it on phones) and to the plain-text part, from the same blocks so
 * the two never say different things.
 *
 * Written as string templates rather than with react-email or MJML: six short emails of the
 * same few blocks, texts that come from content as plain strings, and a worker that renders
 * them in jobs: a second React render path or MJML's compiler (mjml-core, juice, html-minifier)
 * would add dependencies and start-up cost for markup this file states in ~150 lines, and
 * layout.test.ts plus the Chromium screenshots (scripts/email-screenshots.ts) check the result.
 */
import type { Language } from '@/server/content/model';
import { catalogueEntry, fillPlaceholders } from 'schemas/src/emailTexts';
import { formatCents } from '@/i18n/format';

export type ClinicContact = { name: string; email: string; phone: string | null };

export type AmountLine = {
  label: string;
  cents: number;
  kind?: 'discount' | 'total' | 'paid' | 'due' | 'refund';
};

export type EmailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'details'; rows: [label: string, value: string][] }
  | { type: 'amounts'; lines: AmountLine[] }
  | { type: 'button'; label: string; href: string }
  | { type: 'links'; links: { label: string; href: string }[] }
  | { type: 'note'; title: string; text: string };

export type EmailContent = {
  language: Language;
  /** The subject, also the HTML title. */
  subject: string;
  /** Short line some clients show after the subject. */
  preheader?: string;
  heading: string;
  greeting: string;
  blocks: EmailBlock[];
  signOff: string;
  clinic: ClinicContact;
  /** Footer lines (Studio's email texts); the built-in ones when absent. */
  footer?: { contact: string; why: string };
};

const BRAND = '#0b5563';
const TEXT = '#1c2b33';
const MUTED = '#4f5d66';
const BORDER = '#d4dbdf';
const SOFT = '#e6f1f3';
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/** The built-in wording (schemas/src/emailTexts.ts) where a caller passes none. */
const builtIn = (key: string, language: Language, values: Record<string, string> = {}) =>
  fillPlaceholders(catalogueEntry('common', key)![language], values);

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Amounts as the site shows them ("CHF 2’490", discounts "−CHF 200"): one formatter. */
export function emailMoney(cents: number): string {
  return formatCents(cents);
}

/** The built-in From display name in the booker's language ("Check-up Clinic – Buchungen"); emails use Studio's. */
export function senderName(clinic: ClinicContact, language: Language): string {
  return builtIn('senderName', language, { clinic: clinic.name });
}

const paragraphHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    // An amount in running text never breaks between "CHF" and the number.
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${TEXT}">${escapeHtml(p)
          .replace(/\n/g, '<br>')
          .replace(/CHF (?=\d)/g, 'CHF&nbsp;')}</p>`,
    )
    .join('');

function blockHtml(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return paragraphHtml(block.text);
    case 'details':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-top:1px solid ${BORDER}">${block.rows
        .map(
          ([label, value]) =>
            `<tr class="row"><th align="left" valign="top" style="padding:10px 12px 10px 0;width:38%;font-size:14px;line-height:20px;font-weight:600;color:${MUTED};border-bottom:1px solid ${BORDER}">${escapeHtml(label)}</th><td valign="top" style="padding:10px 0;font-size:15px;line-height:22px;color:${TEXT};border-bottom:1px solid ${BORDER}">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`;
    case 'amounts':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px">${block.lines
        .map((line) => {
          const strong = line.kind === 'total' || line.kind === 'due' || line.kind === 'refund';
          const top = line.kind === 'total' ? `border-top:2px solid ${TEXT};` : '';
          const style = `padding:6px 0;font-size:15px;line-height:22px;color:${TEXT};${strong ? 'font-weight:700;' : ''}${top}`;
          return `<tr><td style="${style}">${escapeHtml(line.label)}</td><td align="right" style="${style}white-space:nowrap">${escapeHtml(emailMoney(line.kind === 'discount' ? -Math.abs(line.cents) : line.cents))}</td></tr>`;
        })
        .join('')}</table>`;
    case 'button':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:4px 0 24px"><tr><td style="border-radius:8px;background:${BRAND}"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:14px 24px;font-size:16px;line-height:20px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(block.label)}</a></td></tr></table>`;
    case 'links':
      return `<p style="margin:0 0 20px;font-size:15px;line-height:24px">${block.links
        .map(
          (l) =>
            `<a href="${escapeHtml(l.href)}" style="color:${BRAND};text-decoration:underline">${escapeHtml(l.label)}</a>`,
        )
        .join('&nbsp;&nbsp;·&nbsp;&nbsp;')}</p>`;
    case 'note':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px"><tr><td style="padding:16px;background:${SOFT};border-radius:8px"><p style="margin:0 0 8px;font-size:15px;line-height:22px;font-weight:700;color:${TEXT}">${escapeHtml(block.title)}</p>${paragraphHtml(block.text).replace(/margin:0 0 16px/g, 'margin:0 0 8px')}</td></tr></table>`;
  }
}

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'details':
      return block.rows
        .map(([label, value]) => `${label}: ${value.replace(/\n/g, ', ')}`)
        .join('\n');
    case 'amounts':
      return block.lines
        .map(
          (l) => `${l.label}: ${emailMoney(l.kind === 'discount' ? -Math.abs(l.cents) : l.cents)}`,
        )
        .join('\n');
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'links':
      return block.links.map((l) => `${l.label}: ${l.href}`).join('\n');
    case 'note':
      return `${block.title}\n${block.text}`;
  }
}

function contactLine(clinic: ClinicContact): string[] {
  return [clinic.email, ...(clinic.phone ? [clinic.phone] : [])];
}

export function renderEmail(content: EmailContent): { html: string; text: string } {
  const footer = content.footer ?? {
    contact: builtIn('footerContact', content.language),
    why: builtIn('footerWhy', content.language),
  };
  const contact = contactLine(content.clinic);
  const html = `<!doctype html>
<html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light only"><title>${escapeHtml(content.subject)}</title>
<style>@media (max-width:620px){.container{width:100%!important}.px{padding-left:20px!important;padding-right:20px!important}.row th,.row td{display:block!important;width:auto!important}.row th{padding-bottom:0!important;border-bottom:0!important}}</style></head>
<body style="margin:0;padding:0;background:#f5f7f8;font-family:${FONT};-webkit-text-size-adjust:100%">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7f8"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" style="width:600px;max-width:100%;background:#ffffff;border:1px solid ${BORDER};border-radius:12px">
<tr><td class="px" style="padding:20px 32px;background:${BRAND};border-radius:12px 12px 0 0;font-size:18px;line-height:24px;font-weight:700;color:#ffffff">${escapeHtml(content.clinic.name)}</td></tr>
<tr><td class="px" style="padding:28px 32px 8px;font-family:${FONT}">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${TEXT}">${escapeHtml(content.heading)}</h1>
${paragraphHtml(content.greeting)}
${content.blocks.map(blockHtml).join('\n')}
${paragraphHtml(`${content.signOff}\n${content.clinic.name}`)}
</td></tr>
<tr><td class="px" style="padding:16px 32px 24px;border-top:1px solid ${BORDER};font-size:13px;line-height:20px;color:${MUTED}">
${escapeHtml(footer.contact)}<br>
<a href="mailto:${escapeHtml(content.clinic.email)}" style="color:${BRAND}">${escapeHtml(content.clinic.email)}</a>${content.clinic.phone ? ` · <a href="tel:${escapeHtml(content.clinic.phone.replace(/\s/g, ''))}" style="color:${BRAND}">${escapeHtml(content.clinic.phone)}</a>` : ''}<br>
${escapeHtml(footer.why)}
</td></tr>
</table></td></tr></table></body></html>
`;
  const text = [
    content.heading,
    '',
    content.greeting,
    '',
    ...content.blocks.flatMap((b) => [blockText(b), '']),
    content.signOff,
    content.clinic.name,
    '',
    '--',
    footer.contact,
    contact.join(' · '),
  ].join('\n');
  return { html, text };
}
