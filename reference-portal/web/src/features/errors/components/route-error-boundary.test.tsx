// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { reportError } from '../report-error';
import { RouteErrorBoundary } from './route-error-boundary';

vi.mock('../report-error', () => ({ reportError: vi.fn() }));

afterEach(cleanup);

describe('the route error boundary', () => {
  it('shows the failed page as an alert with a way home, reports the error once, and tries again on the next navigation', async () => {
    const failure = new Error('page bug');
    let broken = true;
    let navigate!: ReturnType<typeof useNavigate>;
    const Page = () => {
      if (broken) throw failure;
      return <p>page</p>;
    };
    const Navigator = () => {
      navigate = useNavigate();
      return null;
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithI18n(
      <MemoryRouter>
        <Navigator />
        <RouteErrorBoundary>
          <Page />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('a')!.getAttribute('href')).toBe('/');
    expect(reportError).toHaveBeenCalledOnce();
    expect(reportError).toHaveBeenCalledWith(failure);
    broken = false;
    await act(async () => void (await navigate('/again')));
    expect(await screen.findByText('page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });
});
