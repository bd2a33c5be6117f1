/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { TitledSection } from './TitledSection';

describe('TitledSection', () => {
  it('is a region named by its heading, the heading first', () => {
    render(
      <TitledSection titleId="t" title="Amounts" headingLevel={3} data-testid="s" aria-busy>
        <p>body</p>
      </TitledSection>,
    );
    const section = screen.getByRole('region', { name: 'Amounts' });
    expect(section).toBe(screen.getByTestId('s'));
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(section.firstElementChild).toBe(screen.getByRole('heading', { level: 3 }));
    expect(section.firstElementChild).toHaveAttribute('id', 't');
  });
});
