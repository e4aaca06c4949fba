/** @jsxImportSource react */
// @vitest-environment happy-dom
import { ApiError } from '@playport/host';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesContext } from '../../../shared/host/services-context';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { CardFormPage } from './card-form-page';
import { MerchantPaymentCompletedPage } from './merchant-payment-completed-page';

afterEach(cleanup);

const notFound = () => new ApiError({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such payment', instance: '/api/v1/store' });

function renderPage(path: string, route: string, page: ReactElement, api: Record<string, unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = { token: null, onChange: () => () => undefined };
  const services = { api, session, context: { now: () => Date.now() } } as never;
  return renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <ServicesContext.Provider value={services}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
      </ServicesContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the merchant payment completed page', () => {
  it('shows a failed request as its coded error', async () => {
    const merchantPaymentCompleted = vi.fn(async () => {
      throw notFound();
    });
    renderPage('/Store/MerchantPaymentCompleted/t-1', '/Store/MerchantPaymentCompleted/:token', <MerchantPaymentCompletedPage />, { store: { merchantPaymentCompleted } });
    expect((await screen.findByTestId('merchant-error')).textContent).toBe('Error ApiError 404: Not Found: No such payment');
    expect(merchantPaymentCompleted).toHaveBeenCalledWith({ Token: 't-1' }, expect.anything());
  });

  it('shows an answer without an order as an invalid link', async () => {
    const merchantPaymentCompleted = vi.fn(async () => ({ Success: false, PublicOrderId: null, Status: null, Game: null }));
    renderPage('/Store/MerchantPaymentCompleted/t-2', '/Store/MerchantPaymentCompleted/:token', <MerchantPaymentCompletedPage />, { store: { merchantPaymentCompleted } });
    expect((await screen.findByTestId('merchant-error')).textContent).toBe('This payment link is invalid or has expired.');
  });
});

describe('the card form page', () => {
  it('asks for nothing without a PublicId', () => {
    const paymentForm = vi.fn();
    renderPage('/tok', '/:token', <CardFormPage />, { bank131: { paymentForm } });
    expect(screen.getByTestId('card-form-error').textContent).toBe('The payment link is incomplete: PublicId is missing.');
    expect(paymentForm).not.toHaveBeenCalled();
  });

  it('shows a failed form request as its coded error', async () => {
    const paymentForm = vi.fn(async () => {
      throw notFound();
    });
    renderPage('/tok?PublicId=o-1', '/:token', <CardFormPage />, { bank131: { paymentForm } });
    expect((await screen.findByTestId('card-form-error')).textContent).toBe('Error ApiError 404: Not Found: No such payment');
    expect(paymentForm).toHaveBeenCalledWith('tok', 'o-1', expect.anything());
  });
});
