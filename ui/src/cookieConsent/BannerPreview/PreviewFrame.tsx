import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { PREVIEW_SHELL } from './previewStyles.ts';

export interface PreviewFrameProps {
  /** The iframe's accessible name. */
  title: string;
  /** Layout width inside the frame in CSS pixels (what the banner's media queries see). */
  width: number;
  height: number;
  /** Drawn at this scale, so a 1280-pixel page fits the column. */
  scale: number;
  /** Distance from the stage's left edge, to centre a frame narrower than the stage. */
  left?: number;
  lang: string;
  dir: 'ltr' | 'rtl';
  children: ReactNode;
  className?: string;
}

/**
 * An iframe of its own document (srcdoc: only the preview stylesheet), into whose body React renders
 * the banner through a portal: the portal's CSS never reaches it, and its markup is React's, never a
 * string. Sandboxed without scripts: nothing can run inside, while this page still renders into it
 * and handles its events.
 */
export function PreviewFrame({
  title,
  width,
  height,
  scale,
  left = 0,
  lang,
  dir,
  children,
  className,
}: PreviewFrameProps) {
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const doc = body?.ownerDocument;
    if (!doc) return;
    doc.documentElement.lang = lang;
    doc.documentElement.dir = dir;
  }, [body, lang, dir]);

  useEffect(() => {
    const doc = body?.ownerDocument;
    if (!doc) return;
    // The preview never leaves the page: a link in the banner (the message's, the privacy policy) goes nowhere.
    const stay = (event: Event) => {
      if (event.target instanceof doc.defaultView!.Element && event.target.closest('a'))
        event.preventDefault();
    };
    doc.addEventListener('click', stay);
    return () => doc.removeEventListener('click', stay);
  }, [body]);

  return (
    <>
      <iframe
        title={title}
        className={className}
        srcDoc={PREVIEW_SHELL}
        sandbox="allow-same-origin"
        width={width}
        height={height}
        style={{ width, height, left, transform: `scale(${scale})` }}
        onLoad={(event) => setBody(event.currentTarget.contentDocument?.body ?? null)}
      />
      {body ? createPortal(children, body) : null}
    </>
  );
}
