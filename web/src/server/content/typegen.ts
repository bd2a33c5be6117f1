/**
 * The content types have one source: the GROQ projections in ./queries.ts, typed by Sanity
 * TypeGen (./sanity.types.ts, `npm run typegen -w studio`). The zod models in ./model.ts,
 * which check each document at run time, are held to those generated types here at compile
 * time: every field a model reads must be a field its query returns (a renamed or dropped
 * projection fails `tsc`, not a booking). Models may be stricter than the query (TypeGen
 * says `string | null` where the model requires a string); that is what the run-time check is for.
 */
import type { z } from 'zod';
import type {
  checkupPackageSchema,
  discountCodeSchema,
  emailTextSchema,
  errorMessageSchema,
  locationSchema,
  redirectSchema,
  serviceSchema,
  siteSettingsSchema,
} from './model';
import type { questionnaireSchema } from './screening';
import type {
  DiscountCodeQueryResult,
  EmailTextsQueryResult,
  ErrorMessagesQueryResult,
  LocationsQueryResult,
  PackagesQueryResult,
  RedirectsQueryResult,
  ScreeningQueryResult,
  ServicesQueryResult,
  SiteSettingsQueryResult,
} from './sanity.types';

/** `true` when every key of the model is a key of the query's result, else the missing keys. */
type ReadsOnlyQueried<Model, Query> = [Exclude<keyof Model, keyof NonNullable<Query>>] extends [
  never,
]
  ? true
  : { fieldsTheQueryDoesNotReturn: Exclude<keyof Model, keyof NonNullable<Query>> };

type In<S extends z.ZodType> = z.input<S>;

export const contentTypesMatchTypeGen: [
  ReadsOnlyQueried<In<typeof checkupPackageSchema>, PackagesQueryResult[number]>,
  ReadsOnlyQueried<In<typeof serviceSchema>, ServicesQueryResult[number]>,
  ReadsOnlyQueried<In<typeof locationSchema>, LocationsQueryResult[number]>,
  ReadsOnlyQueried<In<typeof errorMessageSchema>, ErrorMessagesQueryResult[number]>,
  ReadsOnlyQueried<In<typeof siteSettingsSchema>, SiteSettingsQueryResult>,
  ReadsOnlyQueried<In<typeof redirectSchema>, RedirectsQueryResult[number]>,
  ReadsOnlyQueried<In<typeof discountCodeSchema>, DiscountCodeQueryResult>,
  ReadsOnlyQueried<In<typeof emailTextSchema>, EmailTextsQueryResult[number]>,
  ReadsOnlyQueried<In<typeof questionnaireSchema>, Questionnaire>,
  ReadsOnlyQueried<
    In<typeof questionnaireSchema>['sections'][number],
    Questionnaire['sections'][number]
  >,
  ReadsOnlyQueried<
    In<typeof questionnaireSchema>['sections'][number]['questions'][number],
    Questionnaire['sections'][number]['questions'][number]
  >,
  ReadsOnlyQueried<
    In<typeof questionnaireSchema>['consents'][number],
    Questionnaire['consents'][number]
  >,
] = [true, true, true, true, true, true, true, true, true, true, true, true];

/** The questionnaire as screeningQuery returns it (./screening.ts parses it). */
type Questionnaire = NonNullable<ScreeningQueryResult['questionnaire']>;
