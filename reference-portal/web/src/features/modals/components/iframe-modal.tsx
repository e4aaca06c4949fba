import { useContext } from 'react';
import { iframeSandbox } from '@playport/host';
import { ConfigContext } from '../../../shared/config/config-context';
import { Dialog } from '../../../shared/ui/dialog';

/** The portal's own origins: this page's and the API's, when the API lives elsewhere. */
export function portalOrigins(apiBase: string | undefined): string[] {
  const origins = [location.origin];
  if (apiBase) {
    try {
      origins.push(new URL(apiBase, location.href).origin);
    } catch {
      // A relative or unusable base is this page's origin.
    }
  }
  return origins;
}

/**
 * An embedded page, optionally full screen. A page on the portal's own origin runs without
 * `allow-same-origin`: with it, the page (possibly chosen by a game) could reach into the portal.
 */
export function IframeModal({
  url,
  title,
  fullscreen,
  onClose,
}: {
  url: string;
  title?: string;
  fullscreen?: boolean;
  onClose: () => void;
}) {
  const config = useContext(ConfigContext);
  return (
    <Dialog
      title={title ?? new URL(url, location.href).host}
      onClose={onClose}
      wide
      fullscreen={!!fullscreen}
      testId="iframe-modal"
    >
      <iframe
        className="modal-frame"
        src={url}
        title={title ?? url}
        sandbox={iframeSandbox(url, portalOrigins(config?.apiBase))}
      />
    </Dialog>
  );
}
