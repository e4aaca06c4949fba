import { useEffect, useState } from 'react';

/**
 * Whether a copy button can work: clipboard-read permission granted or promptable (the spec's rule),
 * and the async clipboard present.
 */
export function useClipboardWritable(): boolean {
  const [writable, setWritable] = useState(false);
  useEffect(() => {
    let live = true;
    if (!navigator.clipboard?.writeText || !navigator.permissions?.query) return;
    navigator.permissions
      .query({ name: 'clipboard-read' as PermissionName })
      .then((status) => live && setWritable(status.state === 'granted' || status.state === 'prompt'))
      .catch(() => live && setWritable(false));
    return () => {
      live = false;
    };
  }, []);
  return writable;
}
