/**
 * The Studio's own words in German: every schema title and description (types, fields,
 * fieldsets, groups, list options), keyed by the English text the schema defines, so each
 * definition keeps one readable English title and this file is the one place of its German.
 * Studio shows them when the editor's interface language is German (docs/languages.md,
 * "German Studio"); schemas/src/i18n.test.ts checks that nothing is left out.
 */
import { COMMON_PLACEHOLDERS } from '../emailTexts';

const GERMAN_PLACEHOLDER_MEANING: Record<keyof typeof COMMON_PLACEHOLDERS, string> = {
  name: 'Vorname der Empfängerin oder des Empfängers',
  reference: 'Buchungsreferenz, z. B. ZUR-7K3M-Q9',
  date: 'Tag und Uhrzeit des Termins',
  clinic: 'Name der Klinik aus den Einstellungen',
};

const placeholderList = (meanings: Record<string, string>) =>
  Object.entries(meanings)
    .map(([name, meaning]) => `{{${name}}} ${meaning}`)
    .join('; ');

export const SCHEMA_GERMAN: Readonly<Record<string, string>> = {
  // Document and object types
  'Check-up': 'Check-up',
  Service: 'Leistung',
  Tag: 'Schlagwort',
  Location: 'Standort',
  'Discount code': 'Rabattcode',
  'Error message': 'Fehlermeldung',
  Redirect: 'Weiterleitung',
  'Page description': 'Seitenbeschreibung',
  Settings: 'Einstellungen',
  'Site texts': 'Website-Texte',
  'Email texts': 'E-Mail-Texte',
  'Opening interval': 'Öffnungszeit',
  Text: 'Text',
  'Email text': 'E-Mail-Text',
  Room: 'Raum',
  Glossary: 'Glossar',
  'Glossary term': 'Glossarbegriff',

  // Glossary
  Term: 'Begriff',
  'What the term means, e.g. "included in the price".':
    'Was der Begriff bedeutet, z. B. «im Preis inbegriffen».',
  'Preferred wording': 'Bevorzugte Formulierung',
  'English variants to avoid': 'Zu vermeidende englische Varianten',
  'German variants to avoid': 'Zu vermeidende deutsche Varianten',
  'Written exactly as it must not appear (whole words; upper/lower case counts).':
    'Genau so geschrieben, wie es nicht vorkommen soll (ganze Wörter; Gross-/Kleinschreibung zählt).',

  // Text pairs and language fields
  Title: 'Titel',
  'Title for two persons': 'Titel für zwei Personen',
  Description: 'Beschreibung',
  'Preparation notes': 'Vorbereitungshinweise',
  'Details dialog text': 'Text im Detaildialog',
  'Details dialog note': 'Hinweis im Detaildialog',
  Name: 'Name',
  Address: 'Adresse',
  'Label on the price summary': 'Bezeichnung in der Preisübersicht',
  'Message to the visitor': 'Meldung an die Besucherin / den Besucher',
  'Meta description': 'Meta-Beschreibung',
  'Terms and conditions URL': 'URL der AGB',
  'Privacy policy URL': 'URL der Datenschutzerklärung',
  'Imprint URL': 'URL des Impressums',
  'English the German was written for': 'Englischer Text, für den der deutsche geschrieben wurde',
  'German the Germany German was written for':
    'Schweizer Text, für den der Text für Deutschland geschrieben wurde',
  'Germany German; empty = the Swiss German text':
    'Deutsch für Deutschland; leer = der Schweizer deutsche Text',
  English: 'Englisch',
  Deutsch: 'Deutsch',
  'Deutsch (Deutschland)': 'Deutsch (Deutschland)',
  German: 'Deutsch',
  'German (Germany)': 'Deutsch (Deutschland)',

  // Check-ups and services
  'Reschedule and cancellation (overrides Settings)':
    'Verschieben und Stornieren (ersetzt die Einstellungen)',
  Slug: 'URL-Kürzel',
  'Used in URLs and booking links; changing it breaks existing links.':
    'Wird in URLs und Buchungslinks verwendet; eine Änderung macht bestehende Links ungültig.',
  'Sort order': 'Reihenfolge',
  'Lower numbers are listed first.': 'Kleinere Zahlen stehen weiter oben.',
  'Notion id': 'Notion-ID',
  'Stable id for analytics and the clinic back office.':
    'Feste ID für Auswertungen und das Backoffice der Klinik.',
  'Duration (minutes)': 'Dauer (Minuten)',
  'Time the package takes; add-on durations are added on top.':
    'Dauer des Pakets; die Dauer von Zusatzleistungen kommt hinzu.',
  'Price (CHF)': 'Preis (CHF)',
  'Price for two persons (CHF)': 'Preis für zwei Personen (CHF)',
  Currency: 'Währung',
  'Included services': 'Inbegriffene Leistungen',
  'Shown as "included" and not charged separately.':
    'Als «inbegriffen» angezeigt und nicht separat verrechnet.',
  'Available add-ons': 'Verfügbare Zusatzleistungen',
  'Services a visitor may add to this package.':
    'Leistungen, die Besuchende zu diesem Paket hinzufügen können.',
  'Sent in the reminder email: e.g. no metal, what to bring, fasting for the blood test.':
    'Steht in der Erinnerungs-E-Mail: z. B. kein Metall, was mitzubringen ist, nüchtern zum Bluttest.',
  'Reschedule until (hours before)': 'Verschieben bis (Stunden vorher)',
  'Visitors may move their appointment online until this many hours before it. Empty = the value in Settings.':
    'Besuchende können ihren Termin bis so viele Stunden vorher online verschieben. Leer = der Wert aus den Einstellungen.',
  'Reschedules allowed': 'Erlaubte Verschiebungen',
  'How often one booking may be moved online (0 = never). Empty = the value in Settings.':
    'Wie oft eine Buchung online verschoben werden darf (0 = nie). Leer = der Wert aus den Einstellungen.',
  'Free cancellation until (hours before)': 'Kostenlos stornieren bis (Stunden vorher)',
  "A cancellation until this many hours before refunds everything paid; later the deposit is kept. Inside the location's minimum notice nothing can be changed online. Empty = the value in Settings.":
    'Eine Stornierung bis so viele Stunden vorher erstattet alles Bezahlte; danach wird die Anzahlung einbehalten. Innerhalb der Mindestvorlaufzeit des Standorts ist online keine Änderung möglich. Leer = der Wert aus den Einstellungen.',
  'Reservation type': 'Reservationstyp',
  'Passed to the clinic system with each reservation.':
    'Wird mit jeder Reservation an das Kliniksystem übergeben.',
  'Cannot be booked': 'Nicht buchbar',
  'Shown but not bookable yet (e.g. "coming soon"). Price and duration may stay empty.':
    'Angezeigt, aber noch nicht buchbar (z. B. «demnächst»). Preis und Dauer dürfen leer bleiben.',
  'Added to the appointment length. Empty = not bookable.':
    'Wird zur Termindauer addiert. Leer = nicht buchbar.',
  'Empty = not bookable.': 'Leer = nicht buchbar.',
  'Cannot be booked together with': 'Nicht zusammen buchbar mit',
  'Services that exclude this one in the same booking.':
    'Leistungen, die diese in derselben Buchung ausschliessen.',
  Icon: 'Symbol',
  Highlighted: 'Hervorgehoben',
  Tags: 'Schlagwörter',
  Colour: 'Farbe',

  // Locations
  Details: 'Angaben',
  Booking: 'Buchung',
  'Coming soon': 'Demnächst',
  'Listed but not bookable yet.': 'Aufgeführt, aber noch nicht buchbar.',
  Country: 'Land',
  'Map position': 'Kartenposition',
  'Location discount (CHF)': 'Standortrabatt (CHF)',
  'Francs off every booking at this location. Empty = none.':
    'Franken Rabatt auf jede Buchung an diesem Standort. Leer = keiner.',
  'Services not offered here': 'Hier nicht angebotene Leistungen',
  Rooms: 'Räume',
  'One entry per scanner room; each takes one person at a time. Bookings refer to the key, so renaming the label is safe.':
    'Ein Eintrag pro Geräteraum; jeder nimmt eine Person zur gleichen Zeit auf. Buchungen verweisen auf den Schlüssel, die Bezeichnung kann also geändert werden.',
  'Opening hours': 'Öffnungszeiten',
  'Weekly intervals in Swiss local time, between 08:00 and 22:00. A weekday may have several.':
    'Wöchentliche Zeitfenster in Schweizer Ortszeit, zwischen 08:00 und 22:00. Ein Wochentag kann mehrere haben.',
  'Closed on': 'Geschlossen am',
  'Holidays and other days without appointments.': 'Feiertage und andere Tage ohne Termine.',
  'Slot step (minutes)': 'Terminraster (Minuten)',
  'Appointments start on this grid, e.g. every 15 minutes.':
    'Termine beginnen in diesem Raster, z. B. alle 15 Minuten.',
  'Minimum notice (hours)': 'Mindestvorlaufzeit (Stunden)',
  'How far ahead an appointment must be booked.':
    'Wie lange im Voraus ein Termin gebucht werden muss.',
  'Booking horizon (days)': 'Buchungshorizont (Tage)',
  'How far into the future appointments can be booked.': 'Wie weit im Voraus Termine buchbar sind.',
  Weekday: 'Wochentag',
  Mon: 'Mo',
  Tue: 'Di',
  Wed: 'Mi',
  Thu: 'Do',
  Fri: 'Fr',
  Sat: 'Sa',
  Sun: 'So',
  'Opens (HH:mm)': 'Öffnet (HH:mm)',
  'Closes (HH:mm)': 'Schliesst (HH:mm)',
  'Stable id of the room (e.g. zrh-mri-1). Bookings refer to it: it cannot change once published.':
    'Feste ID des Raums (z. B. zrh-mri-1). Buchungen verweisen darauf: nach dem Veröffentlichen nicht mehr änderbar.',
  Label: 'Bezeichnung',
  'What staff call the room; may change at any time.':
    'Wie das Personal den Raum nennt; jederzeit änderbar.',

  // Discount codes, errors, redirects, pages
  Code: 'Code',
  'What visitors type; matched regardless of upper/lower case.':
    'Was Besuchende eingeben; Gross-/Kleinschreibung spielt keine Rolle.',
  Kind: 'Art',
  'Percent of the total': 'Prozent des Totals',
  'Fixed amount (CHF)': 'Fester Betrag (CHF)',
  Value: 'Wert',
  'Percent (0-100) or francs, by kind.': 'Prozent (0-100) oder Franken, je nach Art.',
  Active: 'Aktiv',
  'Valid from': 'Gültig ab',
  'Valid until': 'Gültig bis',
  'Only for these check-ups': 'Nur für diese Check-ups',
  'Empty = valid for every check-up.': 'Leer = für jeden Check-up gültig.',
  'Maximum redemptions': 'Maximale Einlösungen',
  'Counted from confirmed bookings. Empty = unlimited.':
    'Gezählt werden bestätigte Buchungen. Leer = unbegrenzt.',
  'Error id': 'Fehler-ID',
  'The id the server sends, e.g. discount-code-invalid.':
    'Die ID, die der Server sendet, z. B. discount-code-invalid.',
  'Internal only': 'Nur intern',
  'Logged for staff, never shown to visitors.':
    'Für das Personal protokolliert, Besuchenden nie angezeigt.',
  'From path': 'Von Pfad',
  'Path on this site including the locale, e.g. /de-ch/angebot.':
    'Pfad auf dieser Website mit Sprache, z. B. /de-ch/angebot.',
  To: 'Nach',
  'A path on this site (/de-ch/check-up) or an https:// URL.':
    'Ein Pfad auf dieser Website (/de-ch/check-up) oder eine https://-URL.',
  Permanent: 'Dauerhaft',
  'Permanent redirects are cached by browsers and search engines.':
    'Dauerhafte Weiterleitungen speichern Browser und Suchmaschinen.',
  Page: 'Seite',
  'Shown by search engines under the title; about 120-160 characters.':
    'Zeigen Suchmaschinen unter dem Titel; etwa 120-160 Zeichen.',

  // Settings
  'Reschedule and cancellation': 'Verschieben und Stornieren',
  Reminders: 'Erinnerungen',
  'Clinic (sender and contact in emails and the site footer)':
    'Klinik (Absender und Kontakt in E-Mails und in der Fusszeile der Website)',
  'Holds (protection against hoarding)': 'Reservationen (Schutz vor Hamstern)',
  'Deposit (CHF)': 'Anzahlung (CHF)',
  'Paid up front when the visitor chooses the deposit instead of the full amount.':
    'Wird im Voraus bezahlt, wenn Besuchende die Anzahlung statt des ganzen Betrags wählen.',
  'Hold time once payment started (minutes)': 'Haltezeit ab Beginn der Zahlung (Minuten)',
  'How long an unpaid reservation keeps its slot once the visitor opens the payment form (extended once, then).':
    'Wie lange eine unbezahlte Reservation ihren Termin hält, sobald das Zahlungsformular geöffnet ist (danach einmal verlängert).',
  'Hold time before payment (minutes)': 'Haltezeit vor der Zahlung (Minuten)',
  'How long a new reservation keeps its slot until the visitor opens the payment form. Short, so that abandoned holds free their slot soon.':
    'Wie lange eine neue Reservation ihren Termin hält, bis das Zahlungsformular geöffnet wird. Kurz, damit abgebrochene Reservationen den Termin bald freigeben.',
  'Waitlist offer hold time (minutes)': 'Haltezeit eines Wartelisten-Angebots (Minuten)',
  'When a slot frees up, it is held this long for the first matching person on the waitlist; if they do not book it in time, the next matching person gets it.':
    'Wird ein Termin frei, hält er so lange für die erste passende Person auf der Warteliste; bucht sie ihn nicht rechtzeitig, erhält ihn die nächste passende Person.',
  'Live holds per email': 'Offene Reservationen pro E-Mail',
  'How many unpaid holds one booker email may have at once.':
    'Wie viele unbezahlte Reservationen eine E-Mail-Adresse gleichzeitig haben darf.',
  'Live holds per visitor (network address)': 'Offene Reservationen pro Besucher (Netzwerkadresse)',
  'How many unpaid holds one visitor (network address) may have at once. Keep a few: offices and families share an address.':
    'Wie viele unbezahlte Reservationen eine Netzwerkadresse gleichzeitig haben darf. Lassen Sie einige zu: Büros und Familien teilen sich eine Adresse.',
  'Holds per 10 minutes at a location without a check':
    'Reservationen pro 10 Minuten an einem Standort ohne Prüfung',
  'Up to this many new holds at one location in 10 minutes, nobody is asked to pass the automatic proof-of-work check.':
    'Bis zu so vielen neuen Reservationen an einem Standort in 10 Minuten muss niemand die automatische Rechenprüfung bestehen.',
  'Burst factor': 'Spitzenfaktor',
  "Above this many times a location's normal rate of holds (last 7 days), further holds there need the proof-of-work check, and staff get one summary.":
    'Ab diesem Vielfachen der üblichen Reservationsrate eines Standorts (letzte 7 Tage) brauchen weitere Reservationen dort die Rechenprüfung, und das Personal erhält eine Zusammenfassung.',
  'Visitors may move their appointment online until this many hours before it.':
    'Besuchende können ihren Termin bis so viele Stunden vorher online verschieben.',
  'How often one booking may be moved online (0 = never).':
    'Wie oft eine Buchung online verschoben werden darf (0 = nie).',
  "A cancellation until this many hours before refunds everything paid; later the deposit is kept. Inside the location's minimum notice nothing can be changed online.":
    'Eine Stornierung bis so viele Stunden vorher erstattet alles Bezahlte; danach wird die Anzahlung einbehalten. Innerhalb der Mindestvorlaufzeit des Standorts ist online keine Änderung möglich.',
  'Free cancellation after booking (minutes)': 'Kostenlos stornieren nach der Buchung (Minuten)',
  'Whatever the appointment time, a booking can be cancelled free of charge for this many minutes after it was made. Visitors who book a slot inside the free-cancellation period are told so before paying.':
    'Unabhängig vom Termin kann eine Buchung so viele Minuten nach der Buchung kostenlos storniert werden. Wer einen Termin innerhalb der Frist für kostenloses Stornieren bucht, erfährt das vor dem Bezahlen.',
  'Reminder (hours before)': 'Erinnerung (Stunden vorher)',
  'The reminder email with preparation notes goes out this many hours before the appointment.':
    'Die Erinnerungs-E-Mail mit den Vorbereitungshinweisen geht so viele Stunden vor dem Termin hinaus.',
  'Second reminder (hours before)': 'Zweite Erinnerung (Stunden vorher)',
  'SMS reminder (hours before)': 'SMS-Erinnerung (Stunden vorher)',
  'Bookings whose patient asked for an SMS reminder get one this many hours before the appointment (texts: Email texts, SMS reminder).':
    'Buchungen, deren Patientin oder Patient eine SMS-Erinnerung gewünscht hat, erhalten sie so viele Stunden vor dem Termin (Texte: E-Mail-Texte, SMS-Erinnerung).',
  'Optional, e.g. 2. Empty = no second reminder.':
    'Optional, z. B. 2. Leer = keine zweite Erinnerung.',
  'Balance reminder (days before)': 'Erinnerung an den Restbetrag (Tage vorher)',
  'Bookings with a balance due get an email with a link to pay it online this many days before the appointment. 0 = no such email.':
    'Buchungen mit offenem Restbetrag erhalten so viele Tage vor dem Termin eine E-Mail mit einem Link zum Online-Bezahlen. 0 = keine solche E-Mail.',
  'Clinic name': 'Name der Klinik',
  'Sender name and signature of every email.': 'Absendername und Unterschrift jeder E-Mail.',
  'Clinic email': 'E-Mail der Klinik',
  'Shown as the contact in every email.': 'Als Kontakt in jeder E-Mail angegeben.',
  'Clinic phone': 'Telefon der Klinik',
  'Shown as the contact in every email and the site footer, e.g. +41 44 000 00 00.':
    'Als Kontakt in jeder E-Mail und in der Fusszeile der Website angegeben, z. B. +41 44 000 00 00.',
  'Clinic address': 'Adresse der Klinik',
  'Postal address of the clinic as printed on receipts (one line per row), e.g. Bahnhofstrasse 1, 8001 Zürich.':
    'Postadresse der Klinik wie auf Quittungen gedruckt (eine Zeile pro Zeile), z. B. Bahnhofstrasse 1, 8001 Zürich.',
  'Receipts (issuer, as insurers and tax offices need it)':
    'Quittungen (Aussteller, wie Krankenkassen und Steuerämter ihn verlangen)',
  Receipts: 'Quittungen',
  'Legal name': 'Firmenname',
  'The company as registered, printed as the issuer of receipts, e.g. Check-up Klinik AG.':
    'Die Firma wie im Handelsregister eingetragen, als Ausstellerin der Quittungen gedruckt, z. B. Check-up Klinik AG.',
  'Postal address for receipts': 'Postadresse für Quittungen',
  'Postal address of the issuer printed on receipts of bookings here (one line per row). Empty = the value in Settings.':
    'Postadresse der Ausstellerin auf Quittungen von Buchungen an diesem Standort (eine Zeile pro Zeile). Leer = der Wert aus den Einstellungen.',
  'ZSR number': 'ZSR-Nummer',
  'Zahlstellenregister number of SASIS AG: one capital letter and six digits, e.g. H123456.':
    'Nummer im Zahlstellenregister der SASIS AG: ein Grossbuchstabe und sechs Ziffern, z. B. H123456.',
  'GLN number': 'GLN-Nummer',
  'Global Location Number (GS1): 13 digits with its check digit, e.g. 7601000000002.':
    'Global Location Number (GS1): 13 Ziffern mit Prüfziffer, z. B. 7601000000002.',
  'VAT note': 'MWST-Hinweis',
  'Printed on every receipt, e.g. that medical treatment is exempt from VAT. Empty = the built-in note.':
    'Auf jede Quittung gedruckt, z. B. dass Heilbehandlungen von der MWST ausgenommen sind. Leer = der eingebaute Hinweis.',
  'Printed on receipts of bookings here, e.g. for a location outside Switzerland. Empty = the value in Settings.':
    'Auf Quittungen von Buchungen an diesem Standort gedruckt, z. B. für einen Standort ausserhalb der Schweiz. Leer = der Wert aus den Einstellungen.',
  'The company as registered, printed as the issuer of receipts, e.g. Check-up Klinik AG. Empty = the value in Settings.':
    'Die Firma wie im Handelsregister eingetragen, als Ausstellerin der Quittungen gedruckt, z. B. Check-up Klinik AG. Leer = der Wert aus den Einstellungen.',
  'Zahlstellenregister number of SASIS AG: one capital letter and six digits, e.g. H123456. Empty = the value in Settings.':
    'Nummer im Zahlstellenregister der SASIS AG: ein Grossbuchstabe und sechs Ziffern, z. B. H123456. Leer = der Wert aus den Einstellungen.',
  'Global Location Number (GS1): 13 digits with its check digit, e.g. 7601000000002. Empty = the value in Settings.':
    'Global Location Number (GS1): 13 Ziffern mit Prüfziffer, z. B. 7601000000002. Leer = der Wert aus den Einstellungen.',
  'Opened in a new tab from the booking form and the footer.':
    'Wird aus dem Buchungsformular und der Fusszeile in einem neuen Tab geöffnet.',
  'Minimum age (years)': 'Mindestalter (Jahre)',
  'The booker and the partner must be at least this old on the booking day.':
    'Die buchende Person und die Begleitperson müssen am Buchungstag mindestens so alt sein.',
  'Keep personal data of unpaid holds (days)':
    'Personendaten unbezahlter Reservationen aufbewahren (Tage)',
  'After a hold expired or was cancelled without payment, the person (name, email, phone, address, birth date) is erased after this many days. The row, amounts and times stay.':
    'Nachdem eine Reservation ohne Zahlung abgelaufen ist oder storniert wurde, wird die Person (Name, E-Mail, Telefon, Adresse, Geburtsdatum) nach so vielen Tagen gelöscht. Zeile, Beträge und Zeiten bleiben.',
  'Keep personal data of bookings after the appointment (days)':
    'Personendaten von Buchungen nach dem Termin aufbewahren (Tage)',
  'After the appointment, the person is erased from the booking after this many days (amounts and times stay for accounting). Set by the clinic, e.g. 730 = 2 years.':
    'Nach dem Termin wird die Person nach so vielen Tagen aus der Buchung gelöscht (Beträge und Zeiten bleiben für die Buchhaltung). Von der Klinik festgelegt, z. B. 730 = 2 Jahre.',
  'Idle dialog sends contact to the automation webhook':
    'Der Inaktivitätsdialog sendet den Kontakt an den Automatisierungs-Webhook',
  'Notify staff channel': 'Personalkanal benachrichtigen',
  'Google Tag Manager id': 'Google-Tag-Manager-ID',
  'e.g. GTM-AB12CD3. Empty = no tag manager.': 'z. B. GTM-AB12CD3. Leer = kein Tag Manager.',
  'Cookie consent kept for (days)': 'Cookie-Einwilligung gültig für (Tage)',
  'With a tag manager, visitors are asked first; their choice is kept this long, then asked again.':
    'Mit einem Tag Manager werden Besuchende zuerst gefragt; ihre Wahl gilt so lange, dann wird erneut gefragt.',
  'Keep the staff audit log for (days)': 'Protokoll des Personalbereichs aufbewahren (Tage)',
  'Entries of the staff desk audit log (sign-ins, views of personal data, changes, exports) are deleted after this many days, e.g. 730 = 2 years.':
    'Einträge des Protokolls des Personalbereichs (Anmeldungen, Einsicht in Personendaten, Änderungen, Exporte) werden nach so vielen Tagen gelöscht, z. B. 730 = 2 Jahre.',

  // MRI safety questionnaire (docs/screening.md)
  'MRI safety questionnaire': 'MRI-Sicherheitsfragebogen',
  Question: 'Frage',
  Section: 'Abschnitt',
  Consent: 'Einwilligung',
  'Example, not yet reviewed': 'Beispiel, noch nicht geprüft',
  "Ticked while the questions and consent texts are the site's example: the clinic's radiologist reviews them, then unticks this.":
    'Angekreuzt, solange Fragen und Einwilligungstexte das Beispiel der Website sind: Die Radiologin oder der Radiologe der Klinik prüft sie und entfernt dann das Häkchen.',
  Sections: 'Abschnitte',
  'Asked in this order; a section whose questions do not apply is left out.':
    'In dieser Reihenfolge gefragt; ein Abschnitt, dessen Fragen nicht zutreffen, entfällt.',
  Consents: 'Einwilligungen',
  'Informed-consent texts the patient agrees to with the questionnaire: the scan, incidental findings, the processing of health data.':
    'Aufklärungs- und Einwilligungstexte, denen die Patientin oder der Patient mit dem Fragebogen zustimmt: die Untersuchung, Zufallsbefunde, die Bearbeitung von Gesundheitsdaten.',
  'Stable id of the section (e.g. implants).': 'Feste ID des Abschnitts (z. B. implants).',
  Questions: 'Fragen',
  'Stable id of the question, unique in the questionnaire (e.g. pacemaker). Answers refer to it: it cannot change once published.':
    'Feste ID der Frage, eindeutig im ganzen Fragebogen (z. B. pacemaker). Antworten verweisen darauf: nach dem Veröffentlichen nicht mehr änderbar.',
  'Kind of answer': 'Art der Antwort',
  'Yes / No / Not sure': 'Ja / Nein / Unsicher',
  Number: 'Zahl',
  Unit: 'Einheit',
  'Help text': 'Hilfetext',
  'Optional: shown under the question, e.g. examples or why it is asked.':
    'Optional: unter der Frage angezeigt, z. B. Beispiele oder weshalb gefragt wird.',
  'Ask for details': 'Nach Einzelheiten fragen',
  'A "Yes" or "Not sure" asks the patient to describe it in a few words.':
    'Bei «Ja» oder «Unsicher» wird die Patientin oder der Patient gebeten, es in wenigen Worten zu beschreiben.',
  'Outcome of each answer': 'Ergebnis jeder Antwort',
  'Clear: nothing to do. Review: the desk checks the answer with the radiologist before the scan. Stop: the examination cannot go ahead as booked; the desk contacts the patient.':
    'Unbedenklich: nichts zu tun. Prüfen: Der Empfang klärt die Antwort vor der Untersuchung mit der Radiologin oder dem Radiologen. Stopp: Die Untersuchung kann nicht wie gebucht stattfinden; der Empfang meldet sich bei der Patientin oder dem Patienten.',
  'Clear: nothing to do': 'Unbedenklich: nichts zu tun',
  'Review: the desk checks before the scan': 'Prüfen: Der Empfang klärt vor der Untersuchung',
  'Stop: the examination cannot go ahead as booked':
    'Stopp: Die Untersuchung kann nicht wie gebucht stattfinden',
  Yes: 'Ja',
  No: 'Nein',
  'Not sure': 'Unsicher',
  Limit: 'Grenze',
  "The scanner table's weight limit is set in Settings; an answer above it stops the examination.":
    'Die Gewichtsgrenze des Untersuchungstischs steht in den Einstellungen; eine Antwort darüber stoppt die Untersuchung.',
  None: 'Keine',
  "Scanner table's weight limit": 'Gewichtsgrenze des Untersuchungstischs',
  'Only for these check-ups and add-ons': 'Nur für diese Check-ups und Zusatzleistungen',
  'Empty = asked for every booking. A question for a service is also asked when a booked check-up includes that service.':
    'Leer = bei jeder Buchung gefragt. Eine Frage zu einer Leistung wird auch gestellt, wenn ein gebuchter Check-up diese Leistung enthält.',
  'Ask in the pre-check before paying': 'In der Vorabprüfung vor dem Bezahlen fragen',
  'Only for a yes/no question whose "Yes" stops the examination (e.g. a pacemaker): asked before the patient pays.':
    'Nur für eine Ja/Nein-Frage, bei der «Ja» die Untersuchung stoppt (z. B. ein Herzschrittmacher): wird vor dem Bezahlen gefragt.',
  'Consent to the scan': 'Einwilligung in die Untersuchung',
  'Incidental findings': 'Zufallsbefunde',
  'Processing of health data': 'Bearbeitung von Gesundheitsdaten',
  'Plain text; an empty line starts a new paragraph.':
    'Reiner Text; eine Leerzeile beginnt einen neuen Absatz.',
  'The patient chooses': 'Die Patientin oder der Patient wählt',
  'The patient picks one of two answers (e.g. to be told about incidental findings or not) instead of ticking "I agree".':
    'Die Patientin oder der Patient wählt eine von zwei Antworten (z. B. über Zufallsbefunde informiert werden oder nicht), statt «Ich stimme zu» anzukreuzen.',
  'Answer "yes"': 'Antwort «Ja»',
  'Answer "no"': 'Antwort «Nein»',
  'Questionnaire reminder (days before)': 'Erinnerung an den Fragebogen (Tage vorher)',
  'Patients who have not answered the MRI safety questionnaire are reminded this many days before the appointment.':
    'Wer den MRI-Sicherheitsfragebogen noch nicht beantwortet hat, wird so viele Tage vor dem Termin daran erinnert.',
  'Questionnaire due (hours before)': 'Fragebogen fällig (Stunden vorher)',
  'The questionnaire should be answered this many hours before the appointment, so that the desk can review the answers; after that the desk follows up.':
    'Der Fragebogen soll so viele Stunden vor dem Termin beantwortet sein, damit der Empfang die Antworten prüfen kann; danach fragt der Empfang nach.',
  "Scanner table's weight limit (kg)": 'Gewichtsgrenze des Untersuchungstischs (kg)',
  "The highest patient weight the scanners' tables carry (the lowest of all locations). A weight above it stops the examination.":
    'Das höchste Patientengewicht, das die Untersuchungstische tragen (der tiefste Wert aller Standorte). Ein Gewicht darüber stoppt die Untersuchung.',

  // Site texts and email texts
  'Area of the site': 'Bereich der Website',
  'Where these texts appear': 'Wo diese Texte erscheinen',
  Texts: 'Texte',
  Email: 'E-Mail',
  'When it is sent': 'Wann sie verschickt wird',
  Key: 'Schlüssel',
  'Where the site uses this text (fixed by the code).':
    'Wo die Website diesen Text verwendet (vom Code festgelegt).',
  'Where the email uses this text (fixed by the code).':
    'Wo die E-Mail diesen Text verwendet (vom Code festgelegt).',
  'Placeholders you can use': 'Verwendbare Platzhalter',
  [`Always: ${placeholderList(COMMON_PLACEHOLDERS)}.`]: `Immer: ${placeholderList(GERMAN_PLACEHOLDER_MEANING)}.`,
};

/** The language suffix of a pair's field title: "Title (EN)", "Title (DE)", "Title (DE-DE)". */
const SUFFIX = /^(.*) \((EN|DE|DE-DE)\)$/;

/** German for an English schema title or description, or undefined when there is none. */
export function germanSchemaText(english: string): string | undefined {
  const exact = SCHEMA_GERMAN[english];
  if (exact !== undefined) return exact;
  const pair = SUFFIX.exec(english);
  if (!pair) return undefined;
  const base = SCHEMA_GERMAN[pair[1]];
  return base === undefined ? undefined : `${base} (${pair[2]})`;
}

/** The schema text in the Studio's language: German when there is one, else as defined. */
export function schemaText(english: string, language: 'en' | 'de'): string;
export function schemaText(english: string | undefined, language: 'en' | 'de'): string | undefined;
export function schemaText(english: string | undefined, language: 'en' | 'de') {
  if (english === undefined || language === 'en') return english;
  return germanSchemaText(english) ?? english;
}
