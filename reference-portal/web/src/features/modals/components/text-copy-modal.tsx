import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isMac } from '../../../shared/lib/is-mac';
import { CloseActions, Dialog } from '../../../shared/ui/dialog';

/** A read-only box with the text selected and the platform's copy shortcut as a hint. */
export function TextCopyModal({ title, text, onClose }: { title?: string; text: string; onClose: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useEffect(() => box.current?.select(), []);
  return (
    <Dialog title={title ?? t('modals.textCopy.title')} onClose={onClose} testId="text-copy-modal">
      <label htmlFor={id} className="hint">
        {t(isMac() ? 'modals.textCopy.hintMac' : 'modals.textCopy.hintOther')}
      </label>
      <textarea
        id={id}
        ref={box}
        readOnly
        value={text}
        rows={3}
        className="field"
        data-autofocus
        onFocus={(e) => e.currentTarget.select()}
      />
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
