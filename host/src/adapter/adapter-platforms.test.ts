import { describe, expect, it } from 'vitest';
import { ADAPTER_NAMES } from './adapter-names.js';
import { ADAPTER_PLATFORMS, adapterPlatform } from './adapter-platforms.js';

describe('adapterPlatform', () => {
  it('gives each adapter a distinct platform, and a partner adapter Unspecified', () => {
    expect(Object.keys(ADAPTER_PLATFORMS)).toEqual([...ADAPTER_NAMES]);
    expect(new Set(Object.values(ADAPTER_PLATFORMS)).size).toBe(ADAPTER_NAMES.length);
    expect(adapterPlatform('ymobage')).toBe('WizQ');
    expect(adapterPlatform('kg')).toBe('Kongregate');
    expect(adapterPlatform('myportal')).toBe('Unspecified');
    expect(adapterPlatform('toString')).toBe('Unspecified');
  });
});
