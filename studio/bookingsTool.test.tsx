/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@sanity/ui';
import { buildTheme } from '@sanity/ui/theme';
import { DESK_URL, bookingsTool } from './bookingsTool';

let language: 'en' | 'de' = 'en';
jest.mock('./studioLanguage', () => ({ useStudioLanguage: () => language }));

describe('Bookings in the Studio navigation', () => {
  it('links to the staff desk in its own tab, without embedding it', () => {
    const tool = bookingsTool;
    expect(tool.name).toBe('bookings');
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const Component = tool.component;
    const { container } = render(
      <ThemeProvider theme={buildTheme()}>
        <Component tool={tool} />
      </ThemeProvider>,
    );
    expect(open).toHaveBeenCalledWith(DESK_URL, 'clinic-desk', 'noopener');
    expect(DESK_URL).toMatch(/\/staff$/);
    expect(screen.getByRole('link', { name: 'Open the staff desk' }).getAttribute('href')).toBe(
      DESK_URL,
    );
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('speaks German in a German Studio', () => {
    language = 'de';
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const Component = bookingsTool.component;
    render(
      <ThemeProvider theme={buildTheme()}>
        <Component tool={bookingsTool} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Buchungen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Empfang öffnen' }).getAttribute('href')).toBe(
      DESK_URL,
    );
  });
});
