import { useEffect, useRef, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { BannerConfig, Cookie, CookieCategory } from '../bannerConfig/index.ts';
import { languageDir, languageName } from '../bannerConfig/index.ts';
import { BannerDocument, type PreviewVariant } from './BannerDocument.tsx';
import styles from './BannerPreview.module.css';
import { PreviewFrame } from './PreviewFrame.tsx';

export type PreviewView = 'desktop' | 'mobile';

/** The two widths the preview shows, in CSS pixels, with the page height drawn behind the banner. */
export const PREVIEW_SIZE: Readonly<Record<PreviewView, { width: number; height: number }>> = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 720 },
};

export interface BannerPreviewProps {
  /** The configuration to show; the preview follows every change at once. */
  config: BannerConfig;
  /** The property's categories in banner order, for the preferences layer. */
  categories: readonly CookieCategory[];
  /** Its published cookies, listed under their category when the banner shows cookies. */
  cookies?: readonly Cookie[];
  /** The language shown (controlled); the banner's default language when not given. */
  language?: string;
  /** The visitor chose another language in the banner's picker. */
  onLanguageChange?: (tag: string) => void;
  /** Desktop (1280 px) or mobile (375 px) width (controlled); desktop when not given. */
  view?: PreviewView;
  defaultView?: PreviewView;
  onViewChange?: (view: PreviewView) => void;
  /** Which visitors' banner: GDPR opt-in or the US opt-out; the configuration's default when not given. */
  variant?: PreviewVariant;
  onVariantChange?: (variant: PreviewVariant) => void;
}

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The live banner preview: the banner on a stand-in page inside an iframe, at desktop or mobile width,
 * for opt-in (GDPR) or opt-out (US) visitors. Everything in it works as on the site: the language
 * picker, Preferences with the categories and their cookies, and the choices (after which the banner
 * closes and a button reopens it).
 */
export function BannerPreview({
  config,
  categories,
  cookies = [],
  language,
  onLanguageChange,
  view,
  defaultView = 'desktop',
  onViewChange,
  variant,
  onVariantChange,
}: BannerPreviewProps) {
  const [ownView, setOwnView] = useState<PreviewView>(defaultView);
  const [ownLanguage, setOwnLanguage] = useState<string | null>(null);
  const [ownVariant, setOwnVariant] = useState<PreviewVariant | null>(null);
  const [actualSize, setActualSize] = useState(false);
  const [stageRef, stageWidth] = useWidth<HTMLDivElement>();

  const shownView = view ?? ownView;
  const shownVariant = variant ?? ownVariant ?? (config.regulation === 'us_opt_out' ? 'us_opt_out' : 'gdpr');
  const requested = language ?? ownLanguage ?? config.default_language;
  const shownLanguage = config.languages.includes(requested) ? requested : config.default_language;
  const size = PREVIEW_SIZE[shownView];
  // Fitted to the column by default; at actual size the stage scrolls sideways instead.
  const scale = actualSize || stageWidth === 0 ? 1 : Math.min(1, stageWidth / size.width);
  const offset = Math.max(0, (stageWidth - size.width * scale) / 2);
  const viewName = shownView === 'desktop' ? 'desktop' : 'mobile';

  return (
    <section className={styles.preview} aria-label="Banner preview">
      <div className={styles.toolbar}>
        <ToggleButtonGroup
          aria-label="Preview width"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[shownView]}
          onSelectionChange={(keys) => {
            const next = [...keys][0] as PreviewView | undefined;
            if (!next) return;
            setOwnView(next);
            onViewChange?.(next);
          }}
          className={styles.group}
        >
          <ToggleButton id="desktop" className={styles.toggle}>
            Desktop
          </ToggleButton>
          <ToggleButton id="mobile" className={styles.toggle}>
            Mobile
          </ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          aria-label="Visitors"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[shownVariant]}
          onSelectionChange={(keys) => {
            const next = [...keys][0] as PreviewVariant | undefined;
            if (!next) return;
            setOwnVariant(next);
            onVariantChange?.(next);
          }}
          className={styles.group}
        >
          <ToggleButton id="gdpr" className={styles.toggle}>
            Opt-in (GDPR)
          </ToggleButton>
          <ToggleButton id="us_opt_out" className={styles.toggle}>
            Opt-out (US)
          </ToggleButton>
        </ToggleButtonGroup>
        <ToggleButton isSelected={actualSize} onChange={setActualSize} className={styles.single}>
          Actual size
        </ToggleButton>
        <span className={styles.caption}>
          {size.width} px{scale < 1 ? ` at ${Math.round(scale * 100)} %` : ''} ·{' '}
          {languageName(shownLanguage, config.custom_languages)}
        </span>
      </div>
      {config.regulation === 'none' ? (
        <p className={styles.note}>
          Your default rule shows no banner. This is what visitors under an opt-in or opt-out rule see.
        </p>
      ) : null}
      <div
        ref={stageRef}
        className={styles.stage}
        data-actual-size={actualSize || undefined}
        style={{ height: size.height * scale + (actualSize && size.width > stageWidth ? 16 : 0) }}
      >
        <PreviewFrame
          title={`Banner preview, ${viewName} width`}
          className={styles.frame}
          width={size.width}
          height={size.height}
          scale={scale}
          left={offset}
          lang={shownLanguage}
          dir={languageDir(shownLanguage, config.custom_languages)}
        >
          <div className="site" aria-hidden="true">
            <div className="site__nav">
              <span className="site__logo" />
              <span className="site__link" />
              <span className="site__link" />
              <span className="site__link" />
            </div>
            <div className="site__hero" />
            <div className="site__row">
              <span className="site__card" />
              <span className="site__card" />
              <span className="site__card" />
            </div>
          </div>
          <BannerDocument
            config={config}
            categories={categories}
            cookies={cookies}
            language={shownLanguage}
            onLanguageChange={(tag) => {
              setOwnLanguage(tag);
              onLanguageChange?.(tag);
            }}
            variant={shownVariant}
          />
        </PreviewFrame>
      </div>
    </section>
  );
}
