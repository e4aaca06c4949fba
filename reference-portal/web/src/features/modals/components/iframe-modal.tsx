/** @jsxImportSource react */
import { Dialog } from '../../../shared/ui/dialog';

/** An embedded page, optionally full screen. */
export function IframeModal({ url, title, fullscreen, onClose }: { url: string; title?: string; fullscreen?: boolean; onClose: () => void }) {
  return (
    <Dialog title={title ?? new URL(url, location.href).host} onClose={onClose} wide fullscreen={!!fullscreen} testId="iframe-modal">
      <iframe className="modal-frame" src={url} title={title ?? url} sandbox="allow-scripts allow-same-origin allow-popups allow-forms" />
    </Dialog>
  );
}
