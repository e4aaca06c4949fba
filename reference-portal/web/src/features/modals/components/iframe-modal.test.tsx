// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../shared/config/config-context';
import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { IframeModal } from './iframe-modal';

afterEach(cleanup);

const sandboxOf = (title: string) => screen.getByTitle(title).getAttribute('sandbox')!.split(' ').sort();
const ISOLATED = ['allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-scripts'];

describe('the iframe modal', () => {
  it('keeps the origin of a page elsewhere', () => {
    renderWithI18n(<IframeModal url="https://docs.example/tos" title="Terms" onClose={vi.fn()} />);
    expect(sandboxOf('Terms')).toEqual([...ISOLATED, 'allow-same-origin'].sort());
  });

  it("drops allow-same-origin for a page on the portal's own origin", () => {
    renderWithI18n(<IframeModal url={`${location.origin}/profile`} title="Profile" onClose={vi.fn()} />);
    expect(sandboxOf('Profile')).toEqual(ISOLATED);
  });

  it("drops allow-same-origin for a page on the API's origin", () => {
    const config = { apiBase: 'https://api.portal.test/' } as RuntimeConfig;
    renderWithI18n(
      <ConfigContext.Provider value={config}>
        <IframeModal url="https://api.portal.test/dev/launch/fxid" title="Launch" onClose={vi.fn()} />
      </ConfigContext.Provider>,
    );
    expect(sandboxOf('Launch')).toEqual(ISOLATED);
  });
});
