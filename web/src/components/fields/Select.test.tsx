/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestTranslations } from '@/i18n/testing';
import { createFlowTestTranslator } from '@/features/overlays/testI18n';
import { Select } from './Select';

const OPTIONS = ['CH', 'DE', 'FR', 'AT', 'US', 'JP'].map((code) => ({
  value: code,
  label: `Land ${code}`,
}));

function renderSelect(props: { shortList?: number; defaultValue?: string }) {
  render(
    <TestTranslations translator={createFlowTestTranslator('de')}>
      <Select label="Land" placeholder={null} options={OPTIONS} {...props} />
    </TestTranslations>,
  );
  return screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement;
}

const values = (select: HTMLSelectElement) => [...select.options].map((o) => o.value);

afterEach(() => jest.useRealTimers());

describe('Select with a short list', () => {
  test('without one, every option is there from the start', () => {
    expect(values(renderSelect({}))).toEqual(['CH', 'DE', 'FR', 'AT', 'US', 'JP']);
  });

  test('starts with the first options and the selected one, and keeps that one selected once all are there', () => {
    jest.useFakeTimers();
    const select = renderSelect({ shortList: 2, defaultValue: 'US' });
    expect(values(select)).toEqual(['CH', 'DE', 'US']);
    expect(select.value).toBe('US');
    // jsdom has no requestIdleCallback: the fallback timer stands for the idle browser.
    act(() => jest.runAllTimers());
    expect(values(select)).toEqual(['CH', 'DE', 'FR', 'AT', 'US', 'JP']);
    expect(select.value).toBe('US');
  });

  test.each(['focus', 'pointerDown'] as const)(
    'all options are there as soon as the visitor reaches for it (%s), before the list opens',
    (event) => {
      jest.useFakeTimers();
      const select = renderSelect({ shortList: 2, defaultValue: 'CH' });
      expect(values(select)).toEqual(['CH', 'DE']);
      fireEvent[event](select);
      expect(values(select)).toEqual(['CH', 'DE', 'FR', 'AT', 'US', 'JP']);
      expect(select.value).toBe('CH');
      fireEvent.change(select, { target: { value: 'JP' } });
      expect(select.value).toBe('JP');
    },
  );
});
