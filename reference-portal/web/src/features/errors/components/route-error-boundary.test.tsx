/** @jsxImportSource react */
// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { reportError } from '../report-error';
import { RouteErrorBoundary } from './route-error-boundary';

vi.mock('../report-error', () => ({ reportError: vi.fn() }));

afterEach(cleanup);

describe('the route error boundary', () => {
  it('shows the failed page as an alert with a way home and reports the error once', async () => {
    const failure = new Error('page bug');
    const Broken = () => {
      throw failure;
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> }]);
    renderWithI18n(<RouterProvider router={router} />);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('a')!.getAttribute('href')).toBe('/');
    expect(reportError).toHaveBeenCalledOnce();
    expect(reportError).toHaveBeenCalledWith(failure);
    error.mockRestore();
  });
});
