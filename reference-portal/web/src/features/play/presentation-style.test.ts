import { describe, expect, it } from 'vitest';
import { presentationStyle } from './presentation-style';

describe('presentationStyle', () => {
  it('sizes the stage by the ratio, capped by the width and height bounds and the viewport', () => {
    expect(presentationStyle({ Ratio: 4 / 3, MinWidth: 320, MaxWidth: 800, MinHeight: null, MaxHeight: 450 })).toEqual({
      aspectRatio: String(4 / 3),
      width: `min(100%, 800px, 600px, calc((100dvh - 11rem) * ${4 / 3}))`,
      minWidth: 'min(100%, 320px)',
    });
  });

  it('takes the larger of the minimum width and the width the minimum height needs, never wider than the page', () => {
    expect(
      presentationStyle({ Ratio: 9 / 16, MinWidth: 200, MaxWidth: null, MinHeight: 640, MaxHeight: null }),
    ).toEqual({
      aspectRatio: String(9 / 16),
      width: `min(100%, calc((100dvh - 11rem) * ${9 / 16}))`,
      minWidth: 'min(100%, 360px)',
    });
  });

  it('leaves the default box without a usable ratio', () => {
    expect(presentationStyle(null)).toBeNull();
    expect(
      presentationStyle({ Ratio: null, MinWidth: 320, MaxWidth: null, MinHeight: null, MaxHeight: null }),
    ).toBeNull();
    expect(
      presentationStyle({ Ratio: 0, MinWidth: null, MaxWidth: null, MinHeight: null, MaxHeight: null }),
    ).toBeNull();
    expect(
      presentationStyle({ Ratio: Number.NaN, MinWidth: null, MaxWidth: null, MinHeight: null, MaxHeight: null }),
    ).toBeNull();
  });

  it('ignores bounds that are not positive numbers', () => {
    expect(
      presentationStyle({ Ratio: 2, MinWidth: -5, MaxWidth: 0, MinHeight: null, MaxHeight: Number.POSITIVE_INFINITY }),
    ).toEqual({
      aspectRatio: '2',
      width: 'min(100%, calc((100dvh - 11rem) * 2))',
    });
  });
});
