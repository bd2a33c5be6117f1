/**
 * Every GROQ query of the site, in one place. The same queries run against Sanity's Content
 * Lake and, by default, against the seed dataset through groq-js. Result types are generated
 * by Sanity TypeGen (sanity.types.ts); ./model.ts checks each document at run time.
 */
import { defineQuery } from 'groq';

// Drafts never reach the site.
const published = `!(_id in path("drafts.**"))`;

const packageFields = `
  "id": _id,
  "rev": _rev,
  "slug": slug.current,
  notionId,
  title_en, title_de, title_de_DE,
  title_two_persons_en, title_two_persons_de, title_two_persons_de_DE,
  "description_en": coalesce(description_en, ""),
  "description_de": coalesce(description_de, ""),
  description_de_DE,
  durationMinutes,
  price,
  priceTwoPerson,
  "currency": coalesce(currency, "CHF"),
  "includedServices": coalesce(includedServices[]->slug.current, []),
  "availableAdditionalServices": coalesce(availableAdditionalServices[]->slug.current, []),
  "reservationType": coalesce(reservationType, "checkup"),
  "preparation_en": coalesce(preparation_en, ""),
  "preparation_de": coalesce(preparation_de, ""),
  preparation_de_DE,
  rescheduleUntilHours,
  maxReschedules,
  freeCancellationUntilHours
`;

const serviceFields = `
  "id": _id,
  "rev": _rev,
  "slug": slug.current,
  notionId,
  "durationMinutes": durationMinutes,
  "price": price,
  "currency": coalesce(currency, "CHF"),
  "cannotBeBooked": coalesce(cannotBeBooked, false),
  "cannotBeBookedTogether": coalesce(cannotBeBookedTogether[]->slug.current, []),
  "icon": icon,
  "highlighted": coalesce(highlighted, false),
  "tags": coalesce(tags[]->{ notionId, color, title_en, title_de, title_de_DE }, []),
  title_en, title_de, title_de_DE,
  "description_en": coalesce(description_en, ""),
  "description_de": coalesce(description_de, ""),
  description_de_DE,
  modal_text_en, modal_text_de, modal_text_de_DE,
  modal_info_text_en, modal_info_text_de, modal_info_text_de_DE
`;

const locationFields = `
  "id": _id,
  "rev": _rev,
  "slug": slug.current,
  notionId,
  "isComingSoon": coalesce(isComingSoon, false),
  "country": coalesce(country, "ch"),
  title_en, title_de, title_de_DE,
  address_en, address_de, address_de_DE,
  "center": { "lat": center.lat, "lng": center.lng },
  "discountAmount": discountAmount,
  "unsupportedServices": coalesce(unsupportedServices[]->slug.current, []),
  "rooms": coalesce(rooms[]{ key, "label": coalesce(label, key) }, []),
  "openingHours": coalesce(openingHours[]{ weekday, from, to }, []),
  "closures": coalesce(closures, []),
  "slotStepMinutes": coalesce(slotStepMinutes, 15),
  "minimumNoticeHours": coalesce(minimumNoticeHours, 24),
  "bookingHorizonDays": coalesce(bookingHorizonDays, 90)
`;

const settingsFields = `
  "depositAmount": coalesce(depositAmount, 300),
  "holdMinutes": coalesce(holdMinutes, 30),
  "initialHoldMinutes": coalesce(initialHoldMinutes, 10),
  "waitlistHoldMinutes": coalesce(waitlistHoldMinutes, 30),
  "maxLiveHoldsPerEmail": coalesce(maxLiveHoldsPerEmail, 1),
  "maxLiveHoldsPerClient": coalesce(maxLiveHoldsPerClient, 3),
  "holdBurstMinimum": coalesce(holdBurstMinimum, 10),
  "holdBurstFactor": coalesce(holdBurstFactor, 5),
  "minimumAge": coalesce(minimumAge, 18),
  "holdRetentionDays": coalesce(holdRetentionDays, 7),
  "bookingRetentionDays": coalesce(bookingRetentionDays, 730),
  "rescheduleUntilHours": coalesce(rescheduleUntilHours, 48),
  "maxReschedules": coalesce(maxReschedules, 2),
  "freeCancellationUntilHours": coalesce(freeCancellationUntilHours, 48),
  "freeCancellationAfterBookingMinutes": coalesce(freeCancellationAfterBookingMinutes, 60),
  "reminderHoursBefore": coalesce(reminderHoursBefore, 48),
  secondReminderHoursBefore,
  "smsReminderHoursBefore": coalesce(smsReminderHoursBefore, 24),
  "balanceReminderDays": coalesce(balanceReminderDays, 0),
  "clinicName": coalesce(clinicName, "Check-up Clinic"),
  "clinicEmail": coalesce(clinicEmail, "info@checkup-clinic.ch"),
  clinicPhone,
  clinicAddress,
  termsUrl_en, termsUrl_de,
  privacyUrl_en, privacyUrl_de,
  imprintUrl_en, imprintUrl_de,
  "idleWebhookEnabled": coalesce(idleWebhookEnabled, false),
  "staffChannelEnabled": coalesce(staffChannelEnabled, false),
  "gtmId": gtmId,
  "consentDays": coalesce(consentDays, 182),
  "auditRetentionDays": coalesce(auditRetentionDays, 730),
  "screeningReminderDaysBefore": coalesce(screeningReminderDaysBefore, 5),
  "screeningDueHoursBefore": coalesce(screeningDueHoursBefore, 48),
  "scannerTableWeightLimitKg": coalesce(scannerTableWeightLimitKg, 150)
`;

export const packagesQuery = defineQuery(
  `*[_type == "checkupPackage" && ${published}] | order(sortOrder asc, price asc) { ${packageFields} }`,
);

export const servicesQuery = defineQuery(
  `*[_type == "service" && ${published}] | order(sortOrder asc, title_en asc) { ${serviceFields} }`,
);

export const locationsQuery = defineQuery(
  `*[_type == "location" && ${published}] | order(sortOrder asc, title_en asc) { ${locationFields} }`,
);

export const errorMessagesQuery = defineQuery(
  `*[_type == "errorMessage" && ${published}] | order(errorId asc) {
    errorId, messageToUser_en, messageToUser_de, messageToUser_de_DE, "internalOnly": coalesce(internalOnly, false)
  }`,
);

export const pageMetaQuery = defineQuery(
  `*[_type == "pageMeta" && ${published}] | order(page asc) { page, metaDescription_en, metaDescription_de, metaDescription_de_DE }`,
);

export const siteSettingsQuery = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0] { ${settingsFields} }`,
);

export const redirectsQuery = defineQuery(
  `*[_type == "redirect" && ${published}] { from, to, "permanent": coalesce(permanent, false) }`,
);

export const discountCodeQuery = defineQuery(
  `*[_type == "discountCode" && ${published} && lower(code) == lower($code)][0] {
    code, kind, value, validFrom, validUntil,
    "packages": coalesce(packages[]->slug.current, []),
    maxRedemptions,
    "active": coalesce(active, false),
    label_en, label_de
  }`,
);

/** What server-side logic (availability, reservations, pricing) needs, in one round trip. */
export const catalogQuery = defineQuery(`{
  "packages": *[_type == "checkupPackage" && ${published}] | order(sortOrder asc, price asc) { ${packageFields} },
  "services": *[_type == "service" && ${published}] | order(sortOrder asc, title_en asc) { ${serviceFields} },
  "locations": *[_type == "location" && ${published}] | order(sortOrder asc, title_en asc) { ${locationFields} },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0] { ${settingsFields} },
  "priceTexts": *[_type == "uiText" && ${published} && namespace == "common"][0].entries[string::startsWith(key, "price.")] { key, text_en, text_de, text_de_DE }
}`);

/** Site texts of the given namespaces (Studio's `uiText` documents over the locale files). */
export const uiTextsQuery = defineQuery(
  `*[_type == "uiText" && ${published} && namespace in $namespaces] {
    "id": _id, namespace, "entries": coalesce(entries[]{ _key, key, text_en, text_de, text_de_DE }, [])
  }`,
);

/** Email wording (Studio's `emailText` documents over schemas/src/emailTexts.ts). */
export const emailTextsQuery = defineQuery(
  `*[_type == "emailText" && ${published}] {
    "id": _id, email, "entries": coalesce(entries[]{ _key, key, text_en, text_de, text_de_DE }, [])
  }`,
);

const issuerFields = `
  clinicLegalName, clinicAddress, clinicZsrNumber, clinicGlnNumber,
  vatNote_en, vatNote_de, vatNote_de_DE
`;

/**
 * The issuer of a booking's receipt (docs/payments.md, "Receipts"): Settings and the booked
 * location's overrides, by the location's `_id` (docs/identity-and-snapshot.md, rule 1).
 */
export const receiptIssuerQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0] {
    "clinicName": coalesce(clinicName, "Check-up Clinic"),
    "clinicEmail": coalesce(clinicEmail, "info@checkup-clinic.ch"),
    clinicPhone, ${issuerFields}
  },
  "location": *[_type == "location" && _id == $locationId && ${published}][0] { ${issuerFields} }
}`);

/**
 * The MRI safety questionnaire (docs/screening.md), its Settings, and which services each
 * check-up includes (a question for a service is asked for the check-ups that include it,
 * docs/screening.md "Which questions a booking gets"). The singleton's fixed id keeps drafts out.
 */
export const screeningQuery = defineQuery(`{
  "questionnaire": *[_type == "screeningQuestionnaire" && _id == "screeningQuestionnaire"][0] {
    "id": _id,
    "rev": _rev,
    "isExample": coalesce(isExample, false),
    "sections": coalesce(sections[]{
      key,
      title_en, title_de, title_de_DE,
      "questions": coalesce(questions[]{
        key, kind, unit,
        text_en, text_de, text_de_DE,
        help_en, help_de, help_de_DE,
        "detail": coalesce(detail, false),
        outcomeYes, outcomeNo, outcomeNotSure,
        "limit": coalesce(limit, "none"),
        "appliesTo": coalesce(appliesTo[]->slug.current, []),
        "precheck": coalesce(precheck, false)
      }, [])
    }, []),
    "consents": coalesce(consents[]{
      key,
      title_en, title_de, title_de_DE,
      body_en, body_de, body_de_DE,
      "choice": coalesce(choice, false),
      choiceYes_en, choiceYes_de,
      choiceNo_en, choiceNo_de
    }, [])
  },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0] {
    "screeningReminderDaysBefore": coalesce(screeningReminderDaysBefore, 5),
    "screeningDueHoursBefore": coalesce(screeningDueHoursBefore, 48),
    "scannerTableWeightLimitKg": coalesce(scannerTableWeightLimitKg, 150)
  },
  "checkups": *[_type == "checkupPackage" && ${published}] {
    "slug": slug.current,
    "includedServices": coalesce(includedServices[]->slug.current, [])
  }
}`);
