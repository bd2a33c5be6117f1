/**
 * Every email's wording (subjects, headings, paragraphs, labels, greeting, sign-off, sender
 * name, footer) with its placeholders: the seed of the `emailText` documents in Studio and the
 * site's fallback when Studio has no (valid) text. No imports, so the site reads it without
 * loading Sanity (like ./defaults.ts). `npm run i18n:seed` writes the seed documents from it.
 *
 * Placeholders are {{name}}. Every text may use the common ones (COMMON_PLACEHOLDERS); some
 * texts have their own, and `required` ones must stay in (a subject without its reference
 * number, a greeting without the name would reach customers broken).
 */
export const COMMON_PLACEHOLDERS = {
  name: 'first name of the recipient',
  reference: 'booking reference, e.g. ZUR-7K3M-Q9',
  date: 'day and time of the appointment',
  clinic: 'clinic name from Settings',
} as const;

export type EmailTextEntry = {
  key: string;
  en: string;
  de: string;
  /** Germany German (docs/manage-booking.md), only where it differs from the Swiss German `de`. */
  de_DE?: string;
  /** Placeholders only this text may use, with what they stand for. */
  placeholders?: Record<string, string>;
  /** Placeholders the text must contain. */
  required?: readonly string[];
  /**
   * Which common placeholders the text may use (COMMON_PLACEHOLDERS); all when absent. The staff
   * texts have no booking, so none: {{name}} there would go out unfilled.
   */
  common?: readonly (keyof typeof COMMON_PLACEHOLDERS)[];
  /** A file name (the `files` group): one line, no path or quote, the built-in text's extension. */
  fileName?: true;
};

export type EmailTextGroup = {
  /** Document id suffix and the site's lookup name. */
  email: string;
  title: string;
  description: string;
  /** An SMS, not an email: each text must fit one SMS segment (./sms.ts, docs/sms.md). */
  sms?: true;
  entries: readonly EmailTextEntry[];
};

const booker = { booker: 'first name of the person who booked' };

export const EMAIL_TEXTS: readonly EmailTextGroup[] = [
  {
    email: 'common',
    title: 'All emails',
    description: 'Sender name, greeting, sign-off, footer and the labels every email uses',
    entries: [
      {
        key: 'senderName',
        en: '{{clinic}} – Bookings',
        de: '{{clinic}} – Buchungen',
        required: ['clinic'],
      },
      { key: 'greeting', en: 'Hello {{name}},', de: 'Guten Tag {{name}}', required: ['name'] },
      { key: 'signOff', en: 'Kind regards', de: 'Freundliche Grüsse', de_DE: 'Freundliche Grüße' },
      {
        key: 'footerContact',
        en: 'Questions? Write to us or call us:',
        de: 'Fragen? Schreiben Sie uns oder rufen Sie uns an:',
      },
      {
        key: 'footerWhy',
        en: 'You receive this email because of a booking on our website.',
        de: 'Sie erhalten diese E-Mail wegen einer Buchung auf unserer Website.',
      },
      { key: 'reference', en: 'Reference', de: 'Referenz' },
      { key: 'date', en: 'Date and time', de: 'Datum und Zeit' },
      { key: 'location', en: 'Location', de: 'Standort' },
      { key: 'checkup', en: 'Check-up', de: 'Check-up' },
      { key: 'addOns', en: 'Add-ons', de: 'Zusatzleistungen' },
      { key: 'partner', en: 'Partner', de: 'Partner/in' },
      { key: 'total', en: 'Total', de: 'Total', de_DE: 'Gesamt' },
      { key: 'paid', en: 'Paid', de: 'Bezahlt' },
      { key: 'refunded', en: 'Refunded', de: 'Zurückerstattet' },
      { key: 'balance', en: 'Balance due at the clinic', de: 'Restbetrag vor Ort' },
      { key: 'map', en: 'Show on map', de: 'Auf der Karte zeigen' },
      { key: 'google', en: 'Add to Google Calendar', de: 'In Google Kalender eintragen' },
      { key: 'outlook', en: 'Add to Outlook', de: 'In Outlook eintragen' },
      {
        key: 'manage',
        en: 'View, move or cancel your booking',
        de: 'Buchung ansehen, verschieben oder stornieren',
      },
      // A deadline's time of day, as its date writes it (server/notify/dates.ts).
      {
        key: 'time',
        en: '{{time}}',
        de: '{{time}} Uhr',
        placeholders: { time: 'time of day, e.g. 10:00' },
        required: ['time'],
      },
    ],
  },
  {
    email: 'confirmation',
    title: 'Booking confirmation',
    description: 'Sent when a booking is paid (or nothing is due), with the calendar file',
    entries: [
      {
        key: 'subject',
        en: 'Your check-up is booked ({{reference}})',
        de: 'Ihr Check-up ist gebucht ({{reference}})',
        required: ['reference'],
      },
      { key: 'heading', en: 'Your check-up is booked', de: 'Ihr Check-up ist gebucht' },
      {
        key: 'intro',
        en: 'Thank you for your booking. Here is your appointment:',
        de: 'Vielen Dank für Ihre Buchung. Ihr Termin:',
      },
      {
        key: 'calendar',
        en: 'The attached calendar file adds the appointment to your calendar.',
        de: 'Mit der angehängten Kalenderdatei tragen Sie den Termin in Ihren Kalender ein.',
      },
      {
        key: 'termsFree',
        en: 'Free cancellation until {{until}}; after that, the deposit of {{deposit}} is kept if you cancel.',
        de: 'Kostenlose Stornierung bis {{until}}; danach wird die Anzahlung von {{deposit}} bei einer Stornierung einbehalten.',
        placeholders: { until: 'date and time (Zurich)', deposit: 'deposit amount, e.g. CHF 300' },
        required: ['until', 'deposit'],
      },
      {
        key: 'termsReschedule',
        en: 'You can move the appointment online until {{until}}; moves left: {{count}}.',
        de: 'Sie können den Termin bis {{until}} online verschieben; verbleibende Verschiebungen: {{count}}.',
        placeholders: { until: 'date and time (Zurich)', count: 'moves left online (the maximum less the moves made)' },
        required: ['until', 'count'],
      },
      {
        key: 'termsRescheduleNone',
        en: 'This appointment can no longer be moved online.',
        de: 'Dieser Termin kann nicht mehr online verschoben werden.',
      },
      {
        key: 'screening',
        en: 'Before your MRI scan, please answer a few safety questions (implants, metal in the body, and the like) and sign the consent online. It takes about five minutes.',
        de: 'Bitte beantworten Sie vor Ihrer MRI-Untersuchung online einige Sicherheitsfragen (Implantate, Metall im Körper und Ähnliches) und unterzeichnen Sie die Einwilligung. Es dauert etwa fünf Minuten.',
        de_DE:
          'Bitte beantworten Sie vor Ihrer MRT-Untersuchung online einige Sicherheitsfragen (Implantate, Metall im Körper und Ähnliches) und unterzeichnen Sie die Einwilligung. Es dauert etwa fünf Minuten.',
      },
      {
        key: 'screeningButton',
        en: 'Answer the safety questions',
        de: 'Sicherheitsfragen beantworten',
      },
    ],
  },
  {
    email: 'partnerInvitation',
    title: 'Partner invitation',
    description:
      'Sent to the partner of a booking for two, with the link to choose their appointment',
    entries: [
      {
        key: 'subject',
        en: '{{booker}} has booked a check-up for you',
        de: '{{booker}} hat einen Check-up für Sie gebucht',
        placeholders: booker,
        required: ['booker'],
      },
      {
        key: 'heading',
        en: 'A check-up has been booked for you',
        de: 'Für Sie wurde ein Check-up gebucht',
      },
      {
        key: 'intro',
        en: '{{booker}} has booked a check-up for two and included you.',
        de: '{{booker}} hat einen Check-up zu zweit gebucht und Sie dabei eingeschlossen.',
        placeholders: booker,
        required: ['booker'],
      },
      // the partner's own appointment, not the booker's money; never "already
      // paid" after a deposit (docs/spec.md).
      {
        key: 'paidInFull',
        en: 'Your check-up is paid in full.',
        de: 'Ihr Check-up ist vollständig bezahlt.',
      },
      {
        key: 'balanceDue',
        en: 'A deposit has been paid; the rest of the price is paid at the clinic.',
        de: 'Eine Anzahlung ist geleistet; der Rest des Preises wird in der Klinik bezahlt.',
      },
      {
        key: 'choose',
        en: 'Pick the time that suits you; the link is for you alone.',
        de: 'Wählen Sie die Zeit, die Ihnen passt; der Link gilt nur für Sie.',
      },
      { key: 'button', en: 'Choose your appointment', de: 'Termin wählen' },
    ],
  },
  {
    email: 'paymentLink',
    title: 'Payment link',
    description: 'Sent when a reservation is held but not paid yet',
    entries: [
      {
        key: 'subject',
        en: 'Complete the payment for your booking ({{reference}})',
        de: 'Schliessen Sie die Zahlung Ihrer Buchung ab ({{reference}})',
        de_DE: 'Schließen Sie die Zahlung Ihrer Buchung ab ({{reference}})',
        required: ['reference'],
      },
      {
        key: 'heading',
        en: 'Complete your payment',
        de: 'Zahlung abschliessen',
        de_DE: 'Zahlung abschließen',
      },
      {
        key: 'intro',
        en: 'Your appointment is reserved but not paid yet. Complete the payment here:',
        de: 'Ihr Termin ist reserviert, aber noch nicht bezahlt. Hier schliessen Sie die Zahlung ab:',
        de_DE:
          'Ihr Termin ist reserviert, aber noch nicht bezahlt. Hier schließen Sie die Zahlung ab:',
      },
      {
        key: 'button',
        en: 'Complete the payment',
        de: 'Zahlung abschliessen',
        de_DE: 'Zahlung abschließen',
      },
      {
        key: 'note',
        en: 'The reservation is held for you until {{until}}. After that the time is free for others again.',
        de: 'Die Reservation ist bis {{until}} für Sie gehalten. Danach ist der Termin wieder für andere frei.',
        de_DE:
          'Die Reservierung ist bis {{until}} für Sie gehalten. Danach ist der Termin wieder für andere frei.',
        placeholders: { until: 'date and time the hold ends (Zurich)' },
        required: ['until'],
      },
    ],
  },
  {
    email: 'balanceDue',
    title: 'Pay the balance',
    description:
      'Sent by staff from the desk, or automatically the days in Settings before the appointment, when a balance is due',
    entries: [
      {
        key: 'subject',
        en: 'Pay the balance of your booking online ({{reference}})',
        de: 'Restbetrag Ihrer Buchung online bezahlen ({{reference}})',
        required: ['reference'],
      },
      { key: 'heading', en: 'Pay the balance', de: 'Restbetrag bezahlen' },
      {
        key: 'intro',
        en: 'You can pay the balance of your booking online now, by card or TWINT, instead of at the clinic:',
        de: 'Sie können den Restbetrag Ihrer Buchung jetzt online bezahlen, mit Karte oder TWINT, statt vor Ort:',
      },
      { key: 'button', en: 'Pay the balance', de: 'Restbetrag bezahlen' },
      {
        key: 'note',
        en: 'You can also pay at the clinic on the day of your appointment.',
        de: 'Sie können auch am Tag Ihres Termins vor Ort bezahlen.',
      },
    ],
  },
  {
    email: 'balancePaid',
    title: 'Balance paid',
    description: 'Sent when the balance was paid online; the receipt is attached',
    entries: [
      {
        key: 'subject',
        en: 'Payment received: nothing more to pay ({{reference}})',
        de: 'Zahlung erhalten: nichts mehr offen ({{reference}})',
        required: ['reference'],
      },
      { key: 'heading', en: 'Thank you for your payment', de: 'Vielen Dank für Ihre Zahlung' },
      {
        key: 'intro',
        en: 'We have received the balance of your booking. Nothing more is due. Your receipt is attached.',
        de: 'Wir haben den Restbetrag Ihrer Buchung erhalten. Es ist nichts mehr offen. Ihre Quittung ist angehängt.',
      },
    ],
  },
  {
    email: 'receipt',
    title: 'Receipt (PDF)',
    description:
      'The words on the receipt attached to emails and downloadable from the booking page',
    entries: [
      { key: 'title', en: 'Receipt', de: 'Quittung' },
      { key: 'patient', en: 'Patient', de: 'Patient/in' },
      { key: 'birthDate', en: 'Date of birth', de: 'Geburtsdatum' },
      { key: 'services', en: 'Services', de: 'Leistungen' },
      { key: 'payments', en: 'Payments', de: 'Zahlungen' },
      { key: 'refunds', en: 'Refunds', de: 'Rückerstattungen', de_DE: 'Rückerstattungen' },
      { key: 'balance', en: 'Balance due', de: 'Offener Betrag' },
      { key: 'nothingDue', en: 'Nothing is due.', de: 'Es ist nichts mehr offen.' },
      { key: 'cancelled', en: 'This booking was cancelled.', de: 'Diese Buchung wurde storniert.' },
      { key: 'card', en: 'Card', de: 'Karte' },
      { key: 'twint', en: 'TWINT', de: 'TWINT' },
      { key: 'online', en: 'Online payment', de: 'Online-Zahlung' },
      { key: 'clinic', en: 'Paid at the clinic', de: 'Vor Ort bezahlt' },
      { key: 'clinicCash', en: 'Paid at the clinic, cash', de: 'Vor Ort bezahlt, bar' },
      { key: 'clinicCard', en: 'Paid at the clinic, card', de: 'Vor Ort bezahlt, Karte' },
      { key: 'clinicInvoice', en: 'Paid by invoice', de: 'Per Rechnung bezahlt' },
      // An invoice not marked paid yet: a receivable, still in the balance (docs/staff-desk.md).
      {
        key: 'clinicInvoiceOpen',
        en: 'Invoiced, not paid yet',
        de: 'In Rechnung gestellt, noch nicht bezahlt',
      },
      { key: 'address', en: 'Address', de: 'Adresse' },
      { key: 'serviceDate', en: 'Date of service', de: 'Behandlungsdatum' },
      { key: 'zsr', en: 'ZSR no.', de: 'ZSR-Nr.' },
      { key: 'gln', en: 'GLN', de: 'GLN' },
      { key: 'cancelledTitle', en: 'Cancellation statement', de: 'Stornoabrechnung' },
      {
        key: 'cancelledServices',
        en: 'Booked services (cancelled)',
        de: 'Gebuchte Leistungen (storniert)',
      },
      {
        key: 'cancelledFooter',
        en: 'This statement lists the payments and refunds of a cancelled booking; no service was provided.',
        de: 'Diese Abrechnung führt die Zahlungen und Rückerstattungen einer stornierten Buchung auf; es wurde keine Leistung erbracht.',
      },
      {
        key: 'cancelledPaymentFooter',
        en: 'This receipt confirms the payment above. The booking was cancelled; no service was provided.',
        de: 'Diese Quittung bestätigt die obige Zahlung. Die Buchung wurde storniert; es wurde keine Leistung erbracht.',
      },
      { key: 'paymentTitle', en: 'Payment receipt', de: 'Zahlungsquittung' },
      { key: 'received', en: 'Payment received', de: 'Erhaltene Zahlung' },
      {
        key: 'paidSoFar',
        en: 'Paid in total with this payment',
        de: 'Insgesamt bezahlt mit dieser Zahlung',
      },
      { key: 'balanceAfter', en: 'Balance after this payment', de: 'Offen nach dieser Zahlung' },
      {
        key: 'paymentFooter',
        en: 'This receipt confirms the payment above. Please keep it for your health insurer.',
        de: 'Diese Quittung bestätigt die obige Zahlung. Bitte bewahren Sie sie für Ihre Krankenkasse auf.',
      },
      {
        key: 'issued',
        en: 'Issued on {{issued}}',
        de: 'Ausgestellt am {{issued}}',
        placeholders: { issued: 'the date the receipt was made' },
        required: ['issued'],
      },
      {
        key: 'footer',
        en: 'This receipt confirms the payments listed. Please keep it for your health insurer.',
        de: 'Diese Quittung bestätigt die aufgeführten Zahlungen. Bitte bewahren Sie sie für Ihre Krankenkasse auf.',
      },
    ],
  },
  {
    email: 'reminder',
    title: 'Reminder',
    description:
      'Sent before the appointment (Settings: reminder hours), with the preparation notes',
    entries: [
      {
        key: 'subject',
        en: 'Reminder: your check-up ({{reference}})',
        de: 'Erinnerung an Ihren Check-up ({{reference}})',
        required: ['reference'],
      },
      { key: 'heading', en: 'Your check-up is coming up', de: 'Ihr Check-up steht bevor' },
      {
        key: 'intro',
        en: 'We look forward to seeing you. Here is your appointment:',
        de: 'Wir freuen uns auf Ihren Besuch. Ihr Termin:',
      },
      { key: 'preparation', en: 'How to prepare', de: 'So bereiten Sie sich vor' },
    ],
  },
  {
    email: 'screeningReminder',
    title: 'Safety questionnaire reminder',
    description:
      'Sent before the appointment (Settings: questionnaire reminder days) while the MRI safety questionnaire is not complete',
    entries: [
      {
        key: 'subject',
        en: 'Please answer the safety questions for your check-up ({{reference}})',
        de: 'Bitte beantworten Sie die Sicherheitsfragen zu Ihrem Check-up ({{reference}})',
        required: ['reference'],
      },
      {
        key: 'heading',
        en: 'A few safety questions before your MRI',
        de: 'Einige Sicherheitsfragen vor Ihrem MRI',
        de_DE: 'Einige Sicherheitsfragen vor Ihrer MRT',
      },
      {
        key: 'intro',
        en: 'Before every MRI scan we need to know about implants, metal in the body and a few other things. Your answers are not complete yet. It takes about five minutes, and what you have answered so far is kept.',
        de: 'Vor jeder MRI-Untersuchung müssen wir über Implantate, Metall im Körper und einiges mehr Bescheid wissen. Ihre Antworten sind noch nicht vollständig. Es dauert etwa fünf Minuten; was Sie bereits beantwortet haben, bleibt gespeichert.',
        de_DE:
          'Vor jeder MRT-Untersuchung müssen wir über Implantate, Metall im Körper und einiges mehr Bescheid wissen. Ihre Antworten sind noch nicht vollständig. Es dauert etwa fünf Minuten; was Sie bereits beantwortet haben, bleibt gespeichert.',
      },
      {
        key: 'due',
        en: 'Please answer by {{due}}, so that our medical team can look at your answers in time.',
        de: 'Bitte antworten Sie bis {{due}}, damit unser medizinisches Team Ihre Antworten rechtzeitig ansehen kann.',
        placeholders: { due: 'date and time the answers are due (Zurich)' },
        required: ['due'],
      },
      {
        key: 'button',
        en: 'Answer the safety questions',
        de: 'Sicherheitsfragen beantworten',
      },
    ],
  },
  {
    email: 'screeningDocuments',
    title: 'Safety questionnaire: documents asked for',
    description:
      "Sent when the clinical review of the MRI safety questionnaire asks the patient for documents (the reviewer's note follows the introduction)",
    entries: [
      {
        key: 'subject',
        en: 'Your safety questionnaire: please send us a document ({{reference}})',
        de: 'Ihr Sicherheitsfragebogen: Bitte senden Sie uns ein Dokument ({{reference}})',
        required: ['reference'],
      },
      {
        key: 'heading',
        en: 'Our medical team has looked at your answers',
        de: 'Unser medizinisches Team hat Ihre Antworten angesehen',
      },
      {
        key: 'intro',
        en: 'Thank you for answering the safety questions. Before your MRI we need a little more information from you:',
        de: 'Danke, dass Sie die Sicherheitsfragen beantwortet haben. Vor Ihrer MRI-Untersuchung brauchen wir noch etwas mehr von Ihnen:',
        de_DE:
          'Danke, dass Sie die Sicherheitsfragen beantwortet haben. Vor Ihrer MRT-Untersuchung brauchen wir noch etwas mehr von Ihnen:',
      },
      { key: 'noteTitle', en: 'What we need', de: 'Was wir brauchen' },
      {
        key: 'reply',
        en: 'Please reply to this email with the document, or call us. Your appointment stays booked in the meantime.',
        de: 'Bitte antworten Sie auf diese E-Mail mit dem Dokument oder rufen Sie uns an. Ihr Termin bleibt in der Zwischenzeit bestehen.',
      },
    ],
  },
  {
    email: 'screeningCopy',
    title: 'Safety questionnaire (PDF)',
    description:
      'The words on the signed MRI safety questionnaire and consent, downloadable from the questionnaire page',
    entries: [
      {
        key: 'title',
        en: 'MRI safety questionnaire and consent',
        de: 'MRI-Sicherheitsfragebogen und Einwilligung',
        de_DE: 'MRT-Sicherheitsfragebogen und Einwilligung',
      },
      { key: 'patient', en: 'Patient', de: 'Patient/in' },
      { key: 'appointment', en: 'Appointment', de: 'Termin' },
      { key: 'answers', en: 'Answers', de: 'Antworten' },
      { key: 'yes', en: 'Yes', de: 'Ja' },
      { key: 'no', en: 'No', de: 'Nein' },
      { key: 'notSure', en: 'Not sure', de: 'Unsicher' },
      { key: 'detail', en: 'Details', de: 'Angaben' },
      { key: 'consents', en: 'Consent', de: 'Einwilligung' },
      { key: 'agreed', en: 'Agreed', de: 'Zugestimmt' },
      { key: 'choice', en: 'Chosen', de: 'Gewählt' },
      {
        key: 'signedBy',
        en: 'Signed by (typed name)',
        de: 'Unterzeichnet von (eingegebener Name)',
      },
      { key: 'signedOn', en: 'Date', de: 'Datum' },
      { key: 'signedAt', en: 'Signed online at', de: 'Online unterzeichnet am' },
      {
        key: 'version',
        en: 'Questionnaire version {{version}}',
        de: 'Fragebogen-Version {{version}}',
        placeholders: { version: 'the revision of the questionnaire answered' },
        required: ['version'],
      },
    ],
  },
  {
    email: 'rescheduled',
    title: 'Appointment moved',
    description: 'Sent when a booking is moved to another time',
    entries: [
      {
        key: 'subject',
        en: 'Your appointment has been moved ({{reference}})',
        de: 'Ihr Termin wurde verschoben ({{reference}})',
        required: ['reference'],
      },
      { key: 'heading', en: 'Your appointment has been moved', de: 'Ihr Termin wurde verschoben' },
      {
        key: 'intro',
        en: 'Your check-up has a new date, and there is nothing more to pay. The deadlines below count from the new date.',
        de: 'Ihr Check-up hat einen neuen Termin, und es ist nichts nachzuzahlen. Die Fristen unten gelten ab dem neuen Termin.',
      },
      { key: 'previously', en: 'Previously', de: 'Bisher' },
      {
        key: 'calendar',
        en: 'The attached calendar file updates the appointment in your calendar.',
        de: 'Die angehängte Kalenderdatei aktualisiert den Termin in Ihrem Kalender.',
      },
    ],
  },
  {
    email: 'chooseNewTime',
    title: 'Please choose a new time',
    description:
      'Sent by the desk when a block (a broken device, a service visit, an absence) hits a booking',
    entries: [
      {
        key: 'subject',
        en: 'Please choose a new time for your appointment ({{reference}})',
        de: 'Bitte wählen Sie einen neuen Termin ({{reference}})',
        required: ['reference'],
      },
      {
        key: 'heading',
        en: 'Please choose a new time',
        de: 'Bitte wählen Sie einen neuen Termin',
      },
      {
        key: 'intro',
        en: 'We are sorry: we cannot see you at the time you booked, because the room or device of your check-up is not available then.',
        de: 'Es tut uns leid: Zum gebuchten Zeitpunkt können wir Sie nicht empfangen, weil der Raum oder das Gerät Ihres Check-ups dann nicht verfügbar ist.',
      },
      {
        key: 'free',
        en: 'Choose any free time with the button below. The change is free of charge, and your booking and payment stay as they are.',
        de: 'Wählen Sie über die Schaltfläche unten einen beliebigen freien Termin. Die Änderung ist kostenlos; Ihre Buchung und Zahlung bleiben bestehen.',
      },
      { key: 'button', en: 'Choose a new time', de: 'Neuen Termin wählen' },
    ],
  },
  {
    email: 'cancelled',
    title: 'Booking cancelled',
    description: 'Sent when a booking is cancelled, with what is refunded',
    entries: [
      {
        key: 'subject',
        en: 'Your booking is cancelled ({{reference}})',
        de: 'Ihre Buchung ist storniert ({{reference}})',
        required: ['reference'],
      },
      { key: 'heading', en: 'Your booking is cancelled', de: 'Ihre Buchung ist storniert' },
      {
        key: 'intro',
        en: 'As requested, we have cancelled this appointment:',
        de: 'Wie gewünscht haben wir diesen Termin storniert:',
      },
      {
        key: 'refund',
        en: 'Refunded to your means of payment',
        de: 'Zurückerstattet auf Ihr Zahlungsmittel',
      },
      {
        key: 'kept',
        en: 'Kept under the cancellation terms',
        de: 'Gemäss Stornierungsbedingungen einbehalten',
        de_DE: 'Gemäß Stornierungsbedingungen einbehalten',
      },
      {
        key: 'retained',
        en: "Kept for your partner's appointment, which stays booked",
        de: 'Für den weiterhin gebuchten Termin Ihrer Begleitperson',
      },
      {
        key: 'refundNote',
        en: 'Refunds usually reach your account within 5 to 10 working days.',
        de: 'Rückerstattungen erreichen Ihr Konto üblicherweise innert 5 bis 10 Arbeitstagen.',
        de_DE:
          'Rückerstattungen erreichen Ihr Konto üblicherweise innerhalb von 5 bis 10 Arbeitstagen.',
      },
      {
        key: 'nothingPaid',
        en: 'Nothing had been paid, so there is nothing to refund.',
        de: 'Es war noch nichts bezahlt, daher gibt es nichts zurückzuerstatten.',
      },
      {
        key: 'calendar',
        en: 'The attached calendar file removes the appointment from your calendar.',
        de: 'Die angehängte Kalenderdatei entfernt den Termin aus Ihrem Kalender.',
      },
    ],
  },
  {
    email: 'partnerCancellation',
    title: 'Partner told of a cancellation',
    description: 'Sent to the partner when the person who booked for two cancels',
    entries: [
      {
        key: 'subject',
        en: '{{booker}} has cancelled their check-up',
        de: '{{booker}} hat den eigenen Check-up storniert',
        placeholders: booker,
        required: ['booker'],
      },
      {
        key: 'heading',
        en: 'A change to your check-up for two',
        de: 'Eine Änderung an Ihrem Check-up zu zweit',
      },
      {
        key: 'stays',
        en: '{{booker}} has cancelled their own appointment. Your appointment stays booked and paid; nothing changes for you.',
        de: '{{booker}} hat den eigenen Termin storniert. Ihr Termin bleibt gebucht und bezahlt; für Sie ändert sich nichts.',
        placeholders: booker,
        required: ['booker'],
      },
      {
        key: 'withdrawn',
        en: '{{booker}} has cancelled the check-up for two. The invitation to choose your own appointment no longer applies.',
        de: '{{booker}} hat den Check-up zu zweit storniert. Die Einladung, einen eigenen Termin zu wählen, gilt nicht mehr.',
        placeholders: booker,
        required: ['booker'],
      },
    ],
  },
  {
    email: 'waitlist',
    title: 'Waitlist: all waitlist emails',
    description:
      'Greeting, the entry’s terms, the leave link and the footer of every waitlist email (no name is known there)',
    entries: [
      { key: 'greeting', en: 'Hello,', de: 'Guten Tag' },
      { key: 'termsHeading', en: 'Your waitlist entry', de: 'Ihr Eintrag auf der Warteliste' },
      { key: 'dates', en: 'Dates', de: 'Zeitraum' },
      { key: 'weekdays', en: 'Weekdays', de: 'Wochentage' },
      { key: 'timeOfDay', en: 'Time of day', de: 'Tageszeit' },
      { key: 'morning', en: 'Mornings (before 12:00)', de: 'Vormittags (vor 12 Uhr)' },
      { key: 'afternoon', en: 'Afternoons (from 12:00)', de: 'Nachmittags (ab 12 Uhr)' },
      { key: 'anyTime', en: 'Any time', de: 'Jederzeit' },
      { key: 'everyDay', en: 'Every day', de: 'Jeden Tag' },
      {
        key: 'anyLocation',
        en: 'Any location offering this check-up',
        de: 'Jeder Standort, der diesen Check-up anbietet',
      },
      { key: 'leave', en: 'Leave the waitlist', de: 'Von der Warteliste abmelden' },
      {
        key: 'leaveNote',
        en: 'No longer interested? One click takes you off the waitlist:',
        de: 'Kein Interesse mehr? Mit einem Klick melden Sie sich von der Warteliste ab:',
      },
      {
        key: 'footerWhy',
        en: 'You receive this email because this address was entered on our waitlist.',
        de: 'Sie erhalten diese E-Mail, weil diese Adresse auf unserer Warteliste eingetragen wurde.',
      },
    ],
  },
  {
    email: 'waitlistConfirm',
    title: 'Waitlist: confirm your entry',
    description:
      'Sent when someone joins the waitlist: the link activates the entry (double opt-in)',
    entries: [
      {
        key: 'subject',
        en: 'Please confirm your waitlist entry',
        de: 'Bitte bestätigen Sie Ihren Eintrag auf der Warteliste',
      },
      {
        key: 'heading',
        en: 'Confirm your waitlist entry',
        de: 'Eintrag auf der Warteliste bestätigen',
      },
      {
        key: 'intro',
        en: 'Thank you for your interest. Please confirm that you want to hear from us when a matching appointment becomes free:',
        de: 'Vielen Dank für Ihr Interesse. Bitte bestätigen Sie, dass wir Sie benachrichtigen dürfen, sobald ein passender Termin frei wird:',
      },
      { key: 'button', en: 'Confirm my entry', de: 'Eintrag bestätigen' },
      {
        key: 'ignore',
        en: 'If you did not ask for this, ignore this email: without confirmation nothing happens.',
        de: 'Falls Sie dies nicht angefragt haben, ignorieren Sie diese E-Mail: Ohne Bestätigung geschieht nichts.',
      },
    ],
  },
  {
    email: 'waitlistOffer',
    title: 'Waitlist: an appointment for you',
    description:
      'Sent when a matching appointment became free: it is held for the person for a while',
    entries: [
      {
        key: 'subject',
        en: 'An appointment became free: {{date}}',
        de: 'Ein Termin ist frei geworden: {{date}}',
        required: ['date'],
      },
      {
        key: 'heading',
        en: 'An appointment is free for you',
        de: 'Ein Termin ist für Sie frei',
      },
      {
        key: 'intro',
        en: 'An appointment matching your waitlist entry became free, and we are holding it for you:',
        de: 'Ein Termin, der zu Ihrem Eintrag auf der Warteliste passt, ist frei geworden. Wir halten ihn für Sie bereit:',
      },
      {
        key: 'until',
        en: 'It is held for you until {{until}}. After that it goes to the next person on the waitlist.',
        de: 'Er ist bis {{until}} für Sie reserviert. Danach geht er an die nächste Person auf der Warteliste.',
        placeholders: { until: 'date and time the hold ends (Zurich)' },
        required: ['until'],
      },
      { key: 'button', en: 'Book this appointment', de: 'Diesen Termin buchen' },
    ],
  },
  {
    email: 'waitlistEarlierOffer',
    title: 'Waitlist: an earlier appointment',
    description:
      'Sent when an earlier appointment became free for a booking whose manage page asked for one',
    entries: [
      {
        key: 'subject',
        en: 'An earlier appointment became free ({{reference}})',
        de: 'Ein früherer Termin ist frei geworden ({{reference}})',
        required: ['reference'],
      },
      { key: 'heading', en: 'An earlier appointment is free', de: 'Ein früherer Termin ist frei' },
      {
        key: 'intro',
        en: 'You asked to hear of an earlier appointment for your booking. This one became free and we are holding it for you:',
        de: 'Sie wollten über einen früheren Termin für Ihre Buchung informiert werden. Dieser Termin ist frei geworden, wir halten ihn für Sie bereit:',
      },
      { key: 'current', en: 'Your booking now', de: 'Ihre Buchung jetzt' },
      {
        key: 'until',
        en: 'It is held for you until {{until}}. Moving is free and follows your booking’s rules; nothing is charged again.',
        de: 'Er ist bis {{until}} für Sie reserviert. Das Verschieben ist kostenlos und folgt den Regeln Ihrer Buchung; es wird nichts erneut belastet.',
        placeholders: { until: 'date and time the hold ends (Zurich)' },
        required: ['until'],
      },
      {
        key: 'button',
        en: 'Move my booking to this time',
        de: 'Buchung auf diesen Termin verschieben',
      },
    ],
  },
  {
    email: 'files',
    title: 'File names',
    description:
      'Names of the files a patient receives: attached to emails and downloaded from the booking pages',
    entries: [
      {
        key: 'receipt',
        en: 'Receipt-{{reference}}.pdf',
        de: 'Quittung-{{reference}}.pdf',
        required: ['reference'],
        fileName: true,
      },
      {
        key: 'paymentReceipt',
        en: 'Receipt-{{reference}}-payment-{{number}}.pdf',
        de: 'Quittung-{{reference}}-Zahlung-{{number}}.pdf',
        placeholders: { number: 'the payment’s number in the booking (1, 2, …)' },
        required: ['reference', 'number'],
        fileName: true,
      },
      { key: 'calendar', en: 'check-up.ics', de: 'check-up.ics', fileName: true },
      {
        key: 'screening',
        en: 'MRI-safety-questionnaire-{{reference}}.pdf',
        de: 'MRI-Sicherheitsfragebogen-{{reference}}.pdf',
        de_DE: 'MRT-Sicherheitsfragebogen-{{reference}}.pdf',
        required: ['reference'],
        fileName: true,
      },
    ],
  },
  ...staffGroups(),
  {
    email: 'smsReminder',
    title: 'SMS reminder',
    description:
      'Sent as an SMS before the appointment to bookings that asked for one (Settings: SMS reminder). One SMS: at most 160 characters once the placeholders are filled, 70 with a character outside the SMS alphabet (such as ’ or “)',
    sms: true,
    entries: [
      {
        key: 'text',
        en: 'Reminder: your check-up {{date}}, {{location}}. Move or cancel: {{link}} Reply STOP to opt out.',
        de: 'Erinnerung: Check-up {{date}}, {{location}}. Ändern/absagen: {{link}} STOP = keine SMS',
        de_DE:
          'Erinnerung: Check-up {{date}}, {{location}}. Ändern/stornieren: {{link}} STOP = keine SMS',
        placeholders: {
          location: 'the location, e.g. Zurich Bellevue',
          link: 'short link to the booking’s page (move, cancel, SMS off)',
        },
        required: ['date', 'link'],
      },
    ],
  },
];

/** The SMS groups (./sms.ts): their texts must fit one segment. */
export const isSmsText = (email: string): boolean =>
  EMAIL_TEXTS.some((g) => g.email === email && g.sms === true);

export const emailTextId = (email: string) => `emailText.${email}`;

const PLACEHOLDER = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** The placeholder names a text uses, in order, with repeats. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

export function catalogueEntry(email: string, key: string): EmailTextEntry | undefined {
  return EMAIL_TEXTS.find((g) => g.email === email)?.entries.find((e) => e.key === key);
}

/**
 * What is wrong with the placeholders of one text, or null: unknown names (typos such as
 * {{nmae}}, or {{booker}} where no booker exists), required ones left out, and stray braces.
 */
export function placeholderProblem(
  text: string,
  entry: Pick<EmailTextEntry, 'placeholders' | 'required' | 'common' | 'fileName' | 'en'>,
): string | null {
  const allowed = new Set([
    ...(entry.common ?? Object.keys(COMMON_PLACEHOLDERS)),
    ...Object.keys(entry.placeholders ?? {}),
  ]);
  const used = placeholdersIn(text);
  const unknown = [...new Set(used.filter((name) => !allowed.has(name)))];
  if (unknown.length > 0) {
    return `Unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(', ')}: use ${[...allowed].map((n) => `{{${n}}}`).join(', ')}`;
  }
  const missing = (entry.required ?? []).filter((name) => !used.includes(name));
  if (missing.length > 0)
    return `Missing placeholder ${missing.map((n) => `{{${n}}}`).join(', ')}: it must stay in this text`;
  const rest = text.replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}'))
    return 'Unbalanced {{ or }}: write placeholders as {{name}}';
  return entry.fileName ? fileNameProblem(text, entry.en) : null;
}

/** Fills the placeholders; one without a value stays as written (validation keeps that from happening). */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (match, name: string) => values[name] ?? match);
}

/** What the entry's readOnly hint lists: the text's own placeholders (the common ones are in the field's description). */
function placeholderHint(entry: EmailTextEntry): string | undefined {
  const own = Object.entries(entry.placeholders ?? {}).map(
    ([name, meaning]) => `{{${name}}} ${meaning}`,
  );
  const required = (entry.required ?? []).map((name) => `{{${name}}}`);
  const parts = [
    ...(own.length ? [`Also: ${own.join('; ')}`] : []),
    ...(required.length ? [`Required: ${required.join(', ')}`] : []),
  ];
  return parts.length ? parts.join('. ') : undefined;
}

/** The seed's emailText documents (one per group), written by `npm run i18n:seed`. */
export function emailTextDocuments() {
  return EMAIL_TEXTS.map((group) => ({
    _id: emailTextId(group.email),
    _type: 'emailText',
    email: group.email,
    title: group.title,
    description: group.description,
    entries: group.entries.map((entry) => {
      const hint = placeholderHint(entry);
      return {
        _key: entry.key,
        _type: 'emailTextEntry',
        key: entry.key,
        ...(hint ? { placeholders: hint } : {}),
        text_en: entry.en,
        text_de: entry.de,
        ...(entry.de_DE ? { text_de_DE: entry.de_DE } : {}),
      };
    }),
  }));
}

/**
 * The staff's texts (docs/languages.md "The desk's words"): the staff channel's message and the
 * desk's sign-in emails. No booking, so none of the common placeholders.
 */
function staffGroups(): EmailTextGroup[] {
  const staff = (entries: EmailTextEntry[]) => entries.map((e) => ({ ...e, common: [] as const }));
  const amount = { amount: 'an amount, e.g. CHF 300' };
  const hours = { hours: 'hours the link works' };
  return [
    {
      email: 'staffChannel',
      title: 'Staff channel',
      description:
        'The message posted to the staff channel (Settings: notify staff channel) for bookings, payments, refunds and jobs that failed: the event first, then what it is about',
      entries: staff([
        // Today's English is the event's id, which staff workflows may filter on.
        { key: 'reserved', en: 'reserve-timeslot-success', de: 'Termin reserviert' },
        {
          key: 'reservedNothingDue',
          en: 'reserve-timeslot-success-with-downpayment',
          de: 'Termin reserviert, nichts zu bezahlen',
        },
        { key: 'paid', en: 'payment-confirmation', de: 'Zahlung bestätigt' },
        { key: 'depositPending', en: 'payment-downpayment-pending', de: 'Anzahlung ausstehend' },
        {
          key: 'refundedSlotLost',
          en: 'payment-refunded-slot-lost',
          de: 'Zahlung zurückerstattet',
        },
        { key: 'jobDead', en: 'job-dead', de: 'Nachricht nicht zugestellt' },
        { key: 'rescheduled', en: 'reservation-rescheduled', de: 'Termin verschoben' },
        { key: 'cancelled', en: 'reservation-cancelled', de: 'Buchung storniert' },
        { key: 'holdBurst', en: 'hold-burst', de: 'Viele Reservationen an einem Standort' },
        { key: 'balancePaid', en: 'payment-balance-paid', de: 'Restbetrag online bezahlt' },
        {
          key: 'screeningNeedsReview',
          en: 'screening-needs-review',
          de: 'Sicherheitsfragebogen zu prüfen',
        },
        {
          key: 'moved',
          en: 'moved from {{from}} to',
          de: 'verschoben von {{from}} auf',
          placeholders: { from: 'the location and time before the move' },
          required: ['from'],
        },
        {
          key: 'refunded',
          en: 'refunded {{amount}}',
          de: 'zurückerstattet {{amount}}',
          placeholders: amount,
          required: ['amount'],
        },
        {
          key: 'kept',
          en: 'kept {{amount}}',
          de: 'einbehalten {{amount}}',
          placeholders: amount,
          required: ['amount'],
        },
        {
          key: 'balance',
          en: 'balance {{amount}}',
          de: 'Restbetrag {{amount}}',
          placeholders: amount,
          required: ['amount'],
        },
        { key: 'reasonSlotLost', en: 'slot-lost', de: 'Termin vergeben' },
        { key: 'reasonCodeExhausted', en: 'code-exhausted', de: 'Rabattcode aufgebraucht' },
        { key: 'reasonNotAllowed', en: 'not-allowed', de: 'nicht erlaubt' },
        { key: 'reasonAlreadyPaid', en: 'already-paid', de: 'bereits bezahlt' },
        { key: 'reasonAmountMismatch', en: 'amount-mismatch', de: 'Betrag stimmt nicht' },
        {
          key: 'queue',
          en: 'queue {{queue}}',
          de: 'Warteschlange {{queue}}',
          placeholders: { queue: 'the job queue' },
          required: ['queue'],
        },
        {
          key: 'job',
          en: 'job {{job}}',
          de: 'Auftrag {{job}}',
          placeholders: { job: 'the job’s id' },
          required: ['job'],
        },
        {
          key: 'holds',
          en: '{{holds}} holds {{from}} to {{to}}',
          de: '{{holds}} Reservationen {{from}} bis {{to}}',
          placeholders: {
            holds: 'number of holds',
            from: 'start of the window',
            to: 'end of the window',
          },
          required: ['holds'],
        },
      ]),
    },
    {
      email: 'staffAccount',
      title: 'Staff sign-in: all emails',
      description:
        'The role, the locations and the authenticator note of the desk’s enrolment emails',
      entries: staff([
        { key: 'role', en: 'Your role', de: 'Ihre Rolle' },
        { key: 'locations', en: 'Your locations', de: 'Ihre Standorte' },
        { key: 'all', en: 'all locations', de: 'alle Standorte' },
        { key: 'none', en: 'none yet', de: 'noch keine' },
        { key: 'roleAdmin', en: 'Admin', de: 'Admin' },
        { key: 'roleClinical', en: 'Clinical review', de: 'Medizinische Prüfung' },
        { key: 'roleReception', en: 'Reception', de: 'Empfang' },
        { key: 'roleViewer', en: 'Viewer', de: 'Ansicht' },
        {
          key: 'app',
          en: 'You need an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or another TOTP app): you scan a QR code with it once, and it then shows the code you enter when you sign in.',
          de: 'Sie brauchen eine Authenticator-App auf Ihrem Telefon (zum Beispiel Google Authenticator, Microsoft Authenticator oder eine andere TOTP-App): Sie scannen damit einmal einen QR-Code, danach zeigt sie den Code, den Sie bei der Anmeldung eingeben.',
        },
      ]),
    },
    {
      email: 'staffEnrol',
      title: 'Staff sign-in: invitation',
      description: 'Sent when an admin invites someone to the desk, with the enrolment link',
      entries: staff([
        { key: 'subject', en: 'Your staff desk account', de: 'Ihr Zugang zum Empfangs-Desk' },
        {
          key: 'body',
          en: "You have been invited to the clinic's staff desk. Open this link within {{hours}} hours to set up your sign-in (it works once):",
          de: 'Sie wurden zum Empfangs-Desk der Klinik eingeladen. Öffnen Sie diesen Link innert {{hours}} Stunden, um Ihre Anmeldung einzurichten (er gilt einmal):',
          placeholders: hours,
          required: ['hours'],
        },
      ]),
    },
    {
      email: 'staffReset',
      title: 'Staff sign-in: sign-in reset',
      description:
        'Sent when an admin resets a member’s second factor, with the link to set it up again',
      entries: staff([
        {
          key: 'subject',
          en: 'Set up your staff desk sign-in again',
          de: 'Anmeldung am Empfangs-Desk neu einrichten',
        },
        {
          key: 'body',
          en: "An admin has reset your sign-in to the clinic's staff desk: your authenticator code, backup codes and passkeys no longer work. Open this link within {{hours}} hours to set up your sign-in again (it works once):",
          de: 'Ein Admin hat Ihre Anmeldung am Empfangs-Desk der Klinik zurückgesetzt: Ihr Authenticator-Code, Ihre Ersatzcodes und Passkeys gelten nicht mehr. Öffnen Sie diesen Link innert {{hours}} Stunden, um Ihre Anmeldung neu einzurichten (er gilt einmal):',
          placeholders: hours,
          required: ['hours'],
        },
      ]),
    },
    {
      email: 'staffSignIn',
      title: 'Staff sign-in: sign-in link',
      description: 'Sent when a member asks to sign in to the desk',
      entries: staff([
        { key: 'subject', en: 'Sign in to the staff desk', de: 'Anmeldung am Empfangs-Desk' },
        {
          key: 'body',
          en: 'Open this link within {{minutes}} minutes, then enter the code from your authenticator app:',
          de: 'Öffnen Sie diesen Link innert {{minutes}} Minuten und geben Sie danach den Code aus Ihrer Authenticator-App ein:',
          placeholders: { minutes: 'minutes the link works' },
          required: ['minutes'],
        },
      ]),
    },
  ];
}

/** What is wrong with a file name text, or null (checked after its placeholders). */
function fileNameProblem(text: string, builtIn: string | undefined): string | null {
  if (/[\\/:*?"<>|\r\n]/.test(text))
    return 'A file name cannot contain \\ / : * ? " < > | or a line break';
  const ending = builtIn?.match(/\.[a-z]+$/)?.[0];
  if (ending && !text.trim().toLowerCase().endsWith(ending))
    return `A file name must end in ${ending}`;
  return null;
}
