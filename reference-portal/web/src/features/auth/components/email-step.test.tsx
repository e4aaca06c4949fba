// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { EmailStep } from './email-step';

afterEach(cleanup);

function setup(email: string) {
  const onContinue = vi.fn();
  renderWithI18n(
    <EmailStep
      email={email}
      onEmail={() => undefined}
      providers={['email', 'google', 'apple', 'facebook']}
      tosUrl="/docs/tos"
      ppUrl="/docs/pp"
      error={null}
      onContinue={onContinue}
      onProvider={() => undefined}
    />,
  );
  return onContinue;
}

describe('the sign-in e-mail form', () => {
  it('shows the validation message and does not continue with a bad address', () => {
    const onContinue = setup('player@');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid e-mail address.');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('asks for an address when the field is empty', () => {
    setup('');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your e-mail.');
  });

  it('continues with a valid address and offers the allowed providers and the legal links', () => {
    const onContinue = setup('player@example.com');
    fireEvent.submit(screen.getByLabelText('E-mail'));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(screen.getByText('Other ways to sign in')).toBeTruthy();
    for (const name of ['Google', 'Apple', 'Facebook']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'VK ID' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('/docs/tos');
  });

  it('opens a Modal legal link in the document viewer, and a NewPage or Unspecified one in a new tab', () => {
    const onOpenDocument = vi.fn();
    renderWithI18n(
      <EmailStep
        email=""
        onEmail={() => undefined}
        providers={['email']}
        tosUrl="/docs/tos"
        ppUrl="https://legal.example/pp"
        tosOpenMethod="Modal"
        ppOpenMethod="NewPage"
        onOpenDocument={onOpenDocument}
        error={null}
        onContinue={() => undefined}
        onProvider={() => undefined}
      />,
    );
    const tos = screen.getByRole('link', { name: 'Terms of service' });
    expect(fireEvent.click(tos)).toBe(false);
    expect(onOpenDocument).toHaveBeenCalledWith('/docs/tos', 'Terms of service');
    const pp = screen.getByRole('link', { name: 'Privacy policy' });
    expect([pp.getAttribute('href'), pp.getAttribute('target'), pp.getAttribute('rel')]).toEqual([
      'https://legal.example/pp',
      '_blank',
      'noopener noreferrer',
    ]);
    pp.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(pp);
    expect(onOpenDocument).toHaveBeenCalledOnce();
    cleanup();
    setup('');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('target')).toBe('_blank');
  });
});
