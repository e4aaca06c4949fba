import type { Presentation } from '@playport/host/api';
import type { CSSProperties } from 'react';

/** The room the page keeps around the player (header, title, toolbar), subtracted from the viewport height. */
const CHROME_HEIGHT = '11rem';

const px = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * The player stage's size from the game's `Presentation`: its `Ratio` (width / height) as the aspect
 * ratio, and a width that keeps both the width and the height inside their bounds and the stage inside
 * the viewport (a minimum wins over the viewport's height, never over the page's width, so a phone
 * narrower than the minimum gets no sideways scroll). Null without a usable ratio: the page's default box
 * for the game's orientation stays.
 *
 * @example
 * presentationStyle({ Ratio: 16 / 9, MinWidth: 320, MaxWidth: 960, MinHeight: null, MaxHeight: null });
 * // { aspectRatio: '1.7777…', width: 'min(100%, 960px, calc((100dvh - 11rem) * 1.7777…))', minWidth: 'min(100%, 320px)' }
 */
export function presentationStyle(presentation: Presentation | null | undefined): CSSProperties | null {
  const ratio = px(presentation?.Ratio);
  if (!presentation || !ratio) return null;
  const maxWidth = px(presentation.MaxWidth);
  const maxHeight = px(presentation.MaxHeight);
  const widthCaps = [
    '100%',
    ...(maxWidth ? [`${maxWidth}px`] : []),
    ...(maxHeight ? [`${round(maxHeight * ratio)}px`] : []),
    `calc((100dvh - ${CHROME_HEIGHT}) * ${ratio})`,
  ];
  const minWidth = Math.max(px(presentation.MinWidth) ?? 0, round((px(presentation.MinHeight) ?? 0) * ratio));
  return {
    aspectRatio: String(ratio),
    width: `min(${widthCaps.join(', ')})`,
    ...(minWidth ? { minWidth: `min(100%, ${minWidth}px)` } : {}),
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
