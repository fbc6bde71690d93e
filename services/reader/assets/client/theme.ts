import { resolvedTheme, storedTheme, storeTheme, type ThemeChoice } from './theme-choice';

/**
 * The theme toggle: reveals the select the shell rendered hidden, applies and remembers the
 * choice, and follows the system while the choice is "system".
 */
export function enhanceThemeToggle(doc: Document): void {
  const root = doc.documentElement;
  if (root.getAttribute('data-q-theme-toggle') !== 'true') return;
  const select = doc.querySelector<HTMLSelectElement>('[data-q-theme-select]');
  if (!select) return;
  const container = select.closest<HTMLElement>('[data-q-theme-toggle]');
  if (container) container.hidden = false;

  const apply = () => root.setAttribute('data-theme', resolvedTheme(select.value as ThemeChoice));
  select.value = storedTheme();
  apply();
  select.addEventListener('change', () => {
    const choice = (['light', 'dark', 'system'] as const).find((value) => value === select.value) ?? 'system';
    storeTheme(choice);
    apply();
  });
  if (typeof matchMedia === 'function') {
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
      if (select.value === 'system') apply();
    });
  }
}
