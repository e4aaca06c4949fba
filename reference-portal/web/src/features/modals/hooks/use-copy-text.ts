import { useState } from 'react';

/**
 * Copy to the clipboard: `copy` writes `text` and sets `copied`; when the clipboard is missing or
 * refuses, `onFailed` runs instead.
 */
export function useCopyText(text: string, onFailed: () => void) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) return onFailed();
    clipboard.writeText(text).then(() => setCopied(true), onFailed);
  };
  return { copied, copy };
}
