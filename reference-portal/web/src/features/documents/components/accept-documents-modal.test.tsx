// @vitest-environment happy-dom
import type { DocumentToAccept } from '@playport/host';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { AcceptDocumentsModal } from './accept-documents-modal';

afterEach(cleanup);

const tos: DocumentToAccept = {
  documentId: 'tos',
  documentType: 'TOS',
  versionId: 'tos-2',
  url: null,
  markdown: '# New terms\n\nPlay **fair**.',
};
const pp: DocumentToAccept = {
  documentId: 'pp',
  documentType: 'PP',
  versionId: 'pp-9',
  markdown: null,
  url: 'https://docs.test/pp',
};

describe('the accept-documents modal', () => {
  it('renders sanitised markdown, then the next document, and hands back every acceptance', () => {
    const onDone = vi.fn();
    renderWithI18n(<AcceptDocumentsModal documents={[tos, pp]} onDone={onDone} />);
    const dialog = screen.getByRole('dialog', { name: 'Terms of service' });
    // Sanitising needs a real DOM parser (happy-dom's lets DOMPurify through): the portal suite checks it in Chromium.
    expect(dialog.querySelector('.markdown strong')!.textContent).toBe('fair');
    expect(screen.getByText('Document 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Privacy policy' }).getAttribute('href')).toBe('https://docs.test/pp');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onDone).toHaveBeenCalledWith([
      { documentId: 'tos', versionId: 'tos-2' },
      { documentId: 'pp', versionId: 'pp-9' },
    ]);
  });

  it('gives null when closed before accepting, and never links a non-http URL', () => {
    const onDone = vi.fn();
    renderWithI18n(<AcceptDocumentsModal documents={[{ ...pp, url: 'javascript:alert(1)' }]} onDone={onDone} />);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDone).toHaveBeenCalledWith(null);
  });

  it('stores each acceptance before the next document; a failed one shows a message and Try again stores it', async () => {
    const onDone = vi.fn();
    const accept = vi.fn().mockRejectedValueOnce(new Error('HTTP Error 500')).mockResolvedValue(undefined);
    renderWithI18n(<AcceptDocumentsModal documents={[tos, pp]} accept={accept} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your acceptance could not be saved. Check your connection and try again.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Terms of service' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Privacy policy' })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith([
        { documentId: 'tos', versionId: 'tos-2' },
        { documentId: 'pp', versionId: 'pp-9' },
      ]),
    );
    expect(accept.mock.calls).toEqual([
      [{ documentId: 'tos', versionId: 'tos-2' }],
      [{ documentId: 'tos', versionId: 'tos-2' }],
      [{ documentId: 'pp', versionId: 'pp-9' }],
    ]);
  });

  it('closed after a failed acceptance gives null: nothing was stored', async () => {
    const onDone = vi.fn();
    renderWithI18n(
      <AcceptDocumentsModal documents={[tos]} accept={() => Promise.reject(new Error('offline'))} onDone={onDone} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByRole('button', { name: 'Try again' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDone).toHaveBeenCalledWith(null);
  });
});
