import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CloseActions, Dialog } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { detectRefusal, probeFraming, REFUSAL_CHECKS_MS } from '../detect-refusal';
import { downloadImage } from '../download-image';
import { printDocument } from '../print-document';
import { renderMarkdown } from '../render-markdown';
import type { DocumentViewerType } from '../viewer-type';

export interface DocumentViewerProps {
  url: string;
  title: string;
  type: DocumentViewerType;
  markdown?: string;
  onClose: () => void;
}

type Phase = 'loading' | 'loaded' | 'fallback' | 'error';

/**
 * The document viewer: a frame, rendered markdown, or an image, fading in over 50 ms in a body of at
 * most 70vh (frame 60vh high, image at most 60vh); Print (Download for images) and Close. A frame is
 * checked at 2 s and 3 s: refused (the browser's refusal page, an unreadable frame of the portal's
 * own origin, or headers that forbid framing here) or, at 3 s, still not loaded, it gives way to an
 * "Open {title}" button that opens the document in a new tab.
 */
export function DocumentViewer({ url, title, type, markdown, onClose }: DocumentViewerProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [phase, setPhase] = useState<Phase>(type === 'markdown' && markdown !== undefined ? 'loaded' : 'loading');
  const [html, setHtml] = useState(() => (markdown !== undefined ? renderMarkdown(markdown) : ''));
  const [error, setError] = useState<string | null>(null);
  const loaded = useRef(false);

  useEffect(() => {
    if (type !== 'markdown' || markdown !== undefined) return;
    let live = true;
    fetch(url)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))))
      .then((text) => live && (setHtml(renderMarkdown(text)), setPhase('loaded')))
      .catch(() => live && setPhase('error'));
    return () => {
      live = false;
    };
  }, [type, url, markdown]);

  // The 2 s and 3 s checks count from the commit that shows the frame: a passive effect may run a
  // frame or more later (preact/compat runs them after the next animation frame, or after 35 ms
  // without one), and a frame that never loads re-renders nothing that would run it sooner.
  useLayoutEffect(() => {
    if (type !== 'iframe') return;
    const probe = new AbortController();
    let forbidden: boolean | null = null;
    void probeFraming(url, location, probe.signal).then((verdict) => (forbidden = verdict));
    const refused = () =>
      forbidden === true || (loaded.current && !!frame.current && detectRefusal(frame.current, url) === true);
    const [first, last] = REFUSAL_CHECKS_MS;
    const check = setTimeout(() => refused() && setPhase('fallback'), first);
    const giveUp = setTimeout(() => (refused() || !loaded.current) && setPhase('fallback'), last);
    return () => {
      probe.abort();
      clearTimeout(check);
      clearTimeout(giveUp);
    };
  }, [type, url]);

  const onFrameLoad = () => {
    loaded.current = true;
    setPhase((p) => (p === 'loading' ? 'loaded' : p));
  };
  const openInTab = () => window.open(url, '_blank', 'noopener,noreferrer');
  const print = () => {
    setError(null);
    if (type === 'image')
      void downloadImage(url, title).catch(() => {
        alert(t('documents.downloadImpossible'));
        openInTab();
      });
    else printDocument(type, url, html, frame.current).catch(() => setError(t('errors.generic')));
  };

  return (
    <Dialog title={title} onClose={onClose} wide testId="document-viewer">
      <div className="document-view" aria-busy={phase === 'loading'} data-testid="document-body">
        {phase === 'loading' && <Spinner />}
        {phase === 'fallback' && (
          <button type="button" className="button" onClick={openInTab}>
            {t('documents.open', { title })}
          </button>
        )}
        {phase === 'error' && <p className="error">{t('errors.generic')}</p>}
        {type === 'iframe' && phase !== 'fallback' && (
          <iframe ref={frame} src={url} title={title} onLoad={onFrameLoad} className="document-frame" />
        )}
        {type === 'markdown' && phase === 'loaded' && (
          <article className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
        )}
        {type === 'image' && (
          <img
            src={url}
            alt={title}
            onLoad={() => setPhase('loaded')}
            onError={() => setPhase('error')}
            className="document-image"
          />
        )}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <CloseActions onClose={onClose}>
        <button
          type="button"
          className="button secondary"
          onClick={print}
          disabled={phase === 'loading' || phase === 'error'}
        >
          {type === 'image' ? t('documents.download') : t('documents.print')}
        </button>
      </CloseActions>
    </Dialog>
  );
}
