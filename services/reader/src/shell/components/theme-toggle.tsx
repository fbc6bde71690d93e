import type { Result } from 'hastscript';
import type { Shell } from '../context';

/**
 * Light, dark or the system's choice (`assets/client/theme.ts`). A select needs JavaScript to do
 * anything, so it starts `hidden` and the client reveals it; sites whose theme is not toggleable
 * (`themes.toggeable: false`) have none.
 */
export function ThemeToggle(shell: Shell): Result | undefined {
  if (shell.site?.customization.themes?.toggeable === false) return undefined;
  return (
    <div className="q-theme-toggle" data-q-theme-toggle="" hidden>
      <label htmlFor="q-theme-select" className="q-visually-hidden">
        {shell.t('theme')}
      </label>
      {shell.icon('circle-half-stroke', 'q-icon')}
      <select id="q-theme-select" className="q-theme-select" data-q-theme-select="">
        <option value="system">{shell.t('theme_system')}</option>
        <option value="light">{shell.t('theme_light')}</option>
        <option value="dark">{shell.t('theme_dark')}</option>
      </select>
    </div>
  );
}
