import { SCREENING_QUESTIONNAIRE_ID, SITE_SETTINGS_ID } from 'schemas';
import { filterSingletonActions, withoutSingletonOptions, withoutSingletonTemplates } from './singletons';

const actions = ['publish', 'unpublish', 'delete', 'duplicate', 'discardChanges', 'restore'].map((action) => ({ action }));

describe('singleton settings', () => {
  it('keeps publish, discard and restore but not delete, duplicate or unpublish', () => {
    expect(filterSingletonActions(actions, 'siteSettings').map((a) => a.action)).toEqual(['publish', 'discardChanges', 'restore']);
  });

  it('leaves other document types alone', () => {
    expect(filterSingletonActions(actions, 'service')).toEqual(actions);
  });

  it('drops actions without a name for singletons', () => {
    expect(filterSingletonActions([{ action: null }, { action: 'publish' }], 'siteSettings')).toEqual([{ action: 'publish' }]);
  });

  it('hides the settings type from create menus and templates', () => {
    const templates = [{ schemaType: 'siteSettings' }, { schemaType: 'location' }];
    expect(withoutSingletonTemplates(templates)).toEqual([{ schemaType: 'location' }]);
    const options = [{ templateId: 'siteSettings' }, { templateId: 'discountCode' }];
    expect(withoutSingletonOptions(options)).toEqual([{ templateId: 'discountCode' }]);
  });

  it('uses the document id the web app reads', () => {
    expect(SITE_SETTINGS_ID).toBe('siteSettings');
    expect(SCREENING_QUESTIONNAIRE_ID).toBe('screeningQuestionnaire');
  });

  it('treats the safety questionnaire as a singleton too (docs/screening.md)', () => {
    expect(filterSingletonActions(actions, 'screeningQuestionnaire').map((a) => a.action)).toEqual(['publish', 'discardChanges', 'restore']);
    expect(withoutSingletonTemplates([{ schemaType: 'screeningQuestionnaire' }])).toEqual([]);
  });
});
