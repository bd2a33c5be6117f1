/**
 * Arrow-key movement in a one-tab-stop group (WAI-ARIA roving tabindex): which item a key
 * moves to, or null for keys the group leaves alone. Pure, so it is tested without a browser.
 */
export function rovingTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
