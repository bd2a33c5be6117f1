import { createHmac } from 'node:crypto';
import {
  blockedMessage,
  bookingsLabel,
  GUARD_TEXT,
  isPublishedValueLocked,
  isUnreviewedExample,
  removedRoomKeys,
  roomRef,
} from './guards';
import { signedUrl } from './siteApi';

describe('Studio guards', () => {
  it('blocks deleting with a clear message only while bookings depend on a document', () => {
    expect(blockedMessage('location', 0)).toBeNull();
    expect(blockedMessage('location', 3)).toBe(
      '3 upcoming bookings depend on this location. It cannot be deleted or unpublished until they have taken place or were cancelled.',
    );
    expect(blockedMessage('room', 1, 'zrh-mri-2')).toMatch(
      /^1 upcoming booking depends on room "zrh-mri-2"/,
    );
  });

  it('says the same in German when the Studio runs in German', () => {
    expect(blockedMessage('service', 1, undefined, 'de')).toBe(
      '1 anstehende Buchung hängt von dieser Leistung ab. Es kann erst gelöscht oder zurückgezogen werden, wenn sie stattgefunden haben oder storniert wurden.',
    );
    expect(blockedMessage('room', 2, 'zrh-mri-2', 'de')).toMatch(
      /^2 anstehende Buchungen hängen von Raum "zrh-mri-2" ab\./,
    );
    expect(bookingsLabel(3, 'de')).toBe('3 anstehende Buchungen');
    expect(Object.keys(GUARD_TEXT.de).sort()).toEqual(Object.keys(GUARD_TEXT.en).sort());
  });

  it('finds rooms a draft removes, by key (renaming a label removes nothing)', () => {
    const published = {
      rooms: [
        { _key: 'a', key: 'zrh-mri-1', label: 'MRI 1' },
        { _key: 'b', key: 'zrh-mri-2' },
      ],
    };
    expect(
      removedRoomKeys(published, { rooms: [{ _key: 'a', key: 'zrh-mri-1', label: 'North' }] }),
    ).toEqual(['zrh-mri-2']);
    expect(
      removedRoomKeys(published, {
        rooms: [{ key: 'zrh-mri-2' }, { key: 'zrh-mri-1', label: 'X' }],
      }),
    ).toEqual([]);
    expect(removedRoomKeys(published, null)).toEqual([]); // no draft: nothing is being changed
    expect(roomRef('drafts.location.zurich_bellevue', 'zrh-mri-1')).toBe(
      'location.zurich_bellevue:zrh-mri-1',
    );
  });

  it('locks published slugs, room keys and error ids, not unpublished ones or other fields', () => {
    const location = {
      slug: { current: 'bern' },
      rooms: [{ _key: 'r1', key: 'brn-mri-1', label: 'MRI 1' }],
    };
    expect(isPublishedValueLocked('location', ['slug'], location)).toBe(true);
    expect(isPublishedValueLocked('location', ['rooms', { _key: 'r1' }, 'key'], location)).toBe(
      true,
    );
    expect(isPublishedValueLocked('location', ['rooms', { _key: 'new' }, 'key'], location)).toBe(
      false,
    );
    expect(isPublishedValueLocked('location', ['rooms', { _key: 'r1' }, 'label'], location)).toBe(
      false,
    );
    expect(isPublishedValueLocked('location', ['slug'], undefined)).toBe(false); // never published
    expect(isPublishedValueLocked('errorMessage', ['errorId'], { errorId: 'x' })).toBe(true);
    expect(isPublishedValueLocked('checkupPackage', ['title_en'], { title_en: 'x' })).toBe(false);
  });

  it('locks the published keys of the safety questionnaire, which answers refer to', () => {
    const questionnaire = {
      sections: [
        {
          _key: 's1',
          key: 'implants',
          title_en: 'Implants',
          questions: [{ _key: 'q1', key: 'pacemaker', text_en: 'Pacemaker?' }],
        },
      ],
      consents: [{ _key: 'c1', key: 'scan' }],
    };
    const question = ['sections', { _key: 's1' }, 'questions', { _key: 'q1' }];
    const locked = (path: (string | { _key: string })[]) =>
      isPublishedValueLocked('screeningQuestionnaire', path, questionnaire);
    expect(locked([...question, 'key'])).toBe(true);
    expect(locked(['sections', { _key: 's1' }, 'key'])).toBe(true);
    expect(locked(['consents', { _key: 'c1' }, 'key'])).toBe(true);
    // Texts stay editable, and so does the key of a question not yet published.
    expect(locked([...question, 'text_en'])).toBe(false);
    expect(locked(['sections', { _key: 's1' }, 'questions', { _key: 'new' }, 'key'])).toBe(false);
  });

  it('marks the questionnaire while it is the site’s example, draft first', () => {
    const doc = (isExample: boolean) => ({ _type: 'screeningQuestionnaire', isExample });
    expect(isUnreviewedExample(null, doc(true))).toBe(true);
    expect(isUnreviewedExample(doc(false), doc(true))).toBe(false); // reviewed in the draft
    expect(isUnreviewedExample(doc(true), doc(false))).toBe(true);
    expect(isUnreviewedExample(null, null)).toBe(false);
    expect(isUnreviewedExample({ _type: 'service', isExample: true }, null)).toBe(false);
    expect(GUARD_TEXT.de.example).toBe('Beispiel: Prüfung durch Radiologie nötig');
  });

  it('signs requests exactly as the site verifies them (HMAC-SHA256 over endpoint, type, id, ts)', async () => {
    const url = new URL(
      await signedUrl('dependents', 'location', 'location.bern', {
        secret: 's3cret',
        siteUrl: 'https://site',
        now: 42,
      }),
    );
    expect(url.pathname).toBe('/api/studio/dependents');
    const expected = createHmac('sha256', 's3cret')
      .update('dependents\nlocation\nlocation.bern\n42')
      .digest('hex');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'location',
      id: 'location.bern',
      ts: '42',
      sig: expected,
    });
  });
});
