import type { Element } from 'hast';
import { s } from 'hastscript';

/**
 * The renderer's few icons, drawn on a 24×24 grid with strokes in `currentColor` (so they
 * follow the text colour and both themes). Decorative: hidden from assistive technology, the
 * element they sit in carries the words.
 */
const PATHS = {
  info: ['M22 12a10 10 0 1 1-20 0a10 10 0 0 1 20 0z', 'M12 16.5v-5', 'M12 7.5h.01'],
  success: ['M22 12a10 10 0 1 1-20 0a10 10 0 0 1 20 0z', 'M7.5 12.5l3 3l6-6.5'],
  warning: ['M12 3L2 20.5h20L12 3z', 'M12 10v4.5', 'M12 17.5h.01'],
  danger: ['M8 2.5h8l5.5 5.5v8L16 21.5H8L2.5 16V8L8 2.5z', 'M15 9l-6 6', 'M9 9l6 6'],
  file: ['M14 2.5H6.5a1.5 1.5 0 0 0-1.5 1.5v16a1.5 1.5 0 0 0 1.5 1.5h11a1.5 1.5 0 0 0 1.5-1.5V7.5l-5-5z', 'M14 2.5v5h5', 'M12 11.5v6', 'M9.5 15l2.5 2.5l2.5-2.5'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  page: ['M14 2.5H6.5a1.5 1.5 0 0 0-1.5 1.5v16a1.5 1.5 0 0 0 1.5 1.5h11a1.5 1.5 0 0 0 1.5-1.5V7.5l-5-5z', 'M14 2.5v5h5', 'M9 13h6', 'M9 17h6'],
  arrow: ['M5 12h14', 'M13 6l6 6l-6 6'],
  copy: ['M9 9h11v11H9z', 'M5 15H4V4h11v1'],
  link: ['M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1', 'M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1'],
  plug: ['M9 3v5', 'M15 3v5', 'M6 8h12v3a6 6 0 0 1-12 0V8z', 'M12 17v4'],
} as const;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName): Element {
  return s(
    'svg',
    {
      className: ['q-icon-svg'],
      viewBox: '0 0 24 24',
      width: 16,
      height: 16,
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLineCap: 'round',
      strokeLineJoin: 'round',
      ariaHidden: 'true',
      focusable: 'false',
    },
    PATHS[name].map((d) => s('path', { d })),
  );
}
