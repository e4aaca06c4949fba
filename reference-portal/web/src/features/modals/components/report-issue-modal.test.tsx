// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { PersonalInfoModal } from './personal-info-modal';
import { ReportIssueModal } from './report-issue-modal';

afterEach(cleanup);

describe('the report-issue form', () => {
  it('keeps Send disabled while a field is invalid and hands back trimmed values', () => {
    const onDone = vi.fn();
    renderWithI18n(<ReportIssueModal onDone={onDone} />);
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Message'), { target: { value: ' It froze ' } });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'nope' } });
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(send.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'me@example.com ' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(onDone).toHaveBeenCalledWith({ message: 'It froze', email: 'me@example.com' });
  });

  it('gives null when closed with Escape', () => {
    const onDone = vi.fn();
    renderWithI18n(<ReportIssueModal onDone={onDone} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDone).toHaveBeenCalledWith(null);
  });
});

describe('the report-issue form with sending', () => {
  it('shows a failed send in the form and hands back the report once it was sent', async () => {
    const onDone = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(new Error('Sign in to send a report.')).mockResolvedValueOnce(undefined);
    renderWithI18n(<ReportIssueModal onDone={onDone} send={send} />);
    fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'It froze' } });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sign in to send a report.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ message: 'It froze', email: 'me@example.com' }));
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('the personal-info form', () => {
  it('shows errors per field and submits auto-confirm only when valid', () => {
    const onDone = vi.fn();
    renderWithI18n(<PersonalInfoModal email="" emailRequired onDone={onDone} />);
    fireEvent.input(screen.getByLabelText('Phone (optional)'), { target: { value: '0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and remember' }));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter a phone number in international format.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: ' buyer@example.com ' } });
    fireEvent.input(screen.getByLabelText('Phone (optional)'), { target: { value: '+79001234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and remember' }));
    expect(onDone).toHaveBeenCalledWith({ email: 'buyer@example.com', phone: '+79001234567', autoConfirm: true });
  });

  it('explains the form, and the compact layout leaves the explanation out', () => {
    renderWithI18n(<PersonalInfoModal email="" emailRequired onDone={vi.fn()} />);
    expect(screen.getByText('Where should we send the receipt?')).toBeTruthy();
    cleanup();
    renderWithI18n(<PersonalInfoModal email="" emailRequired compact onDone={vi.fn()} />);
    expect(screen.queryByText('Where should we send the receipt?')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByLabelText('Phone (optional)')).toBeTruthy();
  });
});
