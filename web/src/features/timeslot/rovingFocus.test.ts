import { rovingTarget } from './rovingFocus';

describe('rovingTarget', () => {
  it('moves one item with the arrows and stops at the ends', () => {
    expect(rovingTarget('ArrowRight', 0, 3)).toBe(1);
    expect(rovingTarget('ArrowDown', 1, 3)).toBe(2);
    expect(rovingTarget('ArrowRight', 2, 3)).toBe(2);
    expect(rovingTarget('ArrowLeft', 2, 3)).toBe(1);
    expect(rovingTarget('ArrowUp', 0, 3)).toBe(0);
  });

  it('jumps to the first and last item with Home and End', () => {
    expect(rovingTarget('Home', 2, 5)).toBe(0);
    expect(rovingTarget('End', 0, 5)).toBe(4);
  });

  it('leaves other keys (Tab, Enter, Space) to the browser', () => {
    expect(rovingTarget('Tab', 0, 3)).toBeNull();
    expect(rovingTarget('Enter', 0, 3)).toBeNull();
    expect(rovingTarget(' ', 0, 3)).toBeNull();
    expect(rovingTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
