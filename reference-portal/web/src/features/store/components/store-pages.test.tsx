// @vitest-environment happy-dom
import { ApiError } from '@playport/host/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesContext } from '../../../shared/host/services-context';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { CardFormPage } from './card-form-page';
import { ContinueWithPiPage } from './continue-with-pi-page';
import { MerchantPaymentCompletedPage } from './merchant-payment-completed-page';

afterEach(cleanup);

const notFound = () =>
  new ApiError({
    type: 'about:blank',
    title: 'Not Found',
    status: 404,
    detail: 'No such payment',
    instance: '/api/v1/store',
  });

function renderPage(
  path: string,
  route: string,
  page: ReactElement,
  api: Record<string, unknown>,
  paymentAnalytics = { emit: vi.fn() },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = { token: null, onChange: () => () => undefined };
  const services = { api, session, paymentAnalytics, context: { now: () => Date.now() } } as never;
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
    renderPage(
      '/Store/MerchantPaymentCompleted/t-1',
      '/Store/MerchantPaymentCompleted/:token',
      <MerchantPaymentCompletedPage />,
      { store: { merchantPaymentCompleted } },
    );
    expect((await screen.findByTestId('merchant-error')).textContent).toBe(
      'Error ApiError 404: Not Found: No such payment',
    );
    expect(merchantPaymentCompleted).toHaveBeenCalledWith({ Token: 't-1' }, expect.anything());
  });

  it('shows an answer without an order as an invalid link', async () => {
    const merchantPaymentCompleted = vi.fn(async () => ({
      Success: false,
      PublicOrderId: null,
      Status: null,
      Game: null,
    }));
    renderPage(
      '/Store/MerchantPaymentCompleted/t-2',
      '/Store/MerchantPaymentCompleted/:token',
      <MerchantPaymentCompletedPage />,
      { store: { merchantPaymentCompleted } },
    );
    expect((await screen.findByTestId('merchant-error')).textContent).toBe(
      'This payment link is invalid or has expired.',
    );
  });
});

describe('the card form page', () => {
  it('asks for nothing without a PublicId', () => {
    const paymentForm = vi.fn();
    renderPage('/tok', '/:token', <CardFormPage />, { bank131: { paymentForm } });
    expect(screen.getByTestId('card-form-error').textContent).toBe(
      'The payment link is incomplete: PublicId is missing.',
    );
    expect(paymentForm).not.toHaveBeenCalled();
  });

  it('shows a failed form request as its coded error', async () => {
    const paymentForm = vi.fn(async () => {
      throw notFound();
    });
    renderPage('/tok?PublicId=o-1', '/:token', <CardFormPage />, { bank131: { paymentForm } });
    expect((await screen.findByTestId('card-form-error')).textContent).toBe(
      'Error ApiError 404: Not Found: No such payment',
    );
    expect(paymentForm).toHaveBeenCalledWith('tok', 'o-1', expect.anything());
  });

  const form = {
    Product: { Name: 'Gems', Description: null, Price: { LocalizedPrice: '$1.99' } },
    Bank: { DemoMode: false, ApiType: 'Bank131' },
    Address: null,
    Card: null,
    RedirectUris: { Success: '/Store/Return/o-1', Failure: '/Store/Return/o-1' },
  };

  it("shows a declined card as the reply's coded error and stays on the form", async () => {
    const payWithCard = vi.fn(async () => ({
      Success: false,
      Data: null,
      Error: { ErrorCode: 'CardDeclined', Message: 'The card was declined' },
    }));
    renderPage('/tok?PublicId=o-1', '/:token', <CardFormPage />, {
      bank131: { paymentForm: async () => form, payWithCard },
    });
    fireEvent.input(await screen.findByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.input(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/99' } });
    fireEvent.input(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
    fireEvent.input(screen.getByLabelText('Cardholder name'), { target: { value: 'Ann Lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1.99' }));
    expect((await screen.findByTestId('card-form-failure')).textContent).toBe(
      'Error CardDeclined: The card was declined',
    );
    expect(payWithCard).toHaveBeenCalledWith('tok', 'o-1');
    expect(screen.getByRole('button', { name: 'Pay $1.99' })).toBeTruthy();
  });

  it('reports FastPaymentDataError and shows the coded error when the SBP link request fails', async () => {
    const paymentAnalytics = { emit: vi.fn() };
    const payWithSbp = vi.fn(async () => {
      throw notFound();
    });
    renderPage(
      '/tok?PublicId=o-1',
      '/:token',
      <CardFormPage />,
      { bank131: { paymentForm: async () => form, payWithSbp } },
      paymentAnalytics,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Fast payment (SBP)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get the payment link' }));
    expect((await screen.findByTestId('card-form-failure')).textContent).toBe(
      'Error ApiError 404: Not Found: No such payment',
    );
    expect(payWithSbp).toHaveBeenCalledWith('o-1');
    expect(paymentAnalytics.emit.mock.calls.map(([e]) => e.name)).toEqual([
      'BankCardFormShown',
      'FastPaymentClicked',
      'FastPaymentSubmitted',
      'FastPaymentDataError',
    ]);
  });
});

describe('the personal-information page', () => {
  it('names the missing order of a link without PublicOrderId', () => {
    renderPage('/Store/ContinueWithPI', '/Store/ContinueWithPI', <ContinueWithPiPage navigate={vi.fn()} />, {
      store: {},
    });
    expect(screen.getByTestId('pi-error').textContent).toBe('The payment link is incomplete: it names no order.');
  });

  it('shows a failed request as its coded error, goes nowhere and lets the player try again', async () => {
    const navigate = vi.fn();
    const continueRedirectWithPersonalInfo = vi.fn(async () => {
      throw notFound();
    });
    renderPage(
      '/Store/ContinueWithPI?PublicOrderId=o-1',
      '/Store/ContinueWithPI',
      <ContinueWithPiPage navigate={navigate} />,
      { store: { continueRedirectWithPersonalInfo } },
    );
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByTestId('pi-error')).textContent).toBe('Error ApiError 404: Not Found: No such payment');
    expect(continueRedirectWithPersonalInfo).toHaveBeenCalledWith({
      PublicOrderId: 'o-1',
      OrderPersonalInfo: { Email: 'ann@example.com', PhoneNumber: null, IsAutoConfirm: false },
      Token: null,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue to payment' }).disabled).toBe(false);
  });
});
