/** Anna Muster of Zürich, the booker of the tests: all but her email and phone. */
export const ANNA_MUSTER = {
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  country: 'CH',
  birthDate: '1980-05-17',
  biologicalSex: 'female',
  language: 'de',
  localization: 'de-ch',
} as const;
