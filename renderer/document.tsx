import type { ReactNode } from 'react';
import type { PageMeta, Site } from '../catalogue/index.ts';
import { Head } from './head.tsx';
import { needsConsent } from '../catalogue/analytics.ts';
import { ChatWidget } from './layout/chat-widget.tsx';
import { ConsentBanner } from './layout/consent-banner.tsx';
import { Footer } from './layout/footer.tsx';
import { Header } from './layout/header.tsx';
import { fontClassScript, noScriptFontRule } from './web-font.ts';
import { FIRST_SCREEN_END } from './first-screen.tsx';
// The whole stylesheet, inlined in every page (about 10 KB gzip): the first paint needs no second
// request, and the block is byte-identical on every page, so the site-wide CSP needs one hash for it.
import styles from './styles.css?inline';

/** The shared layout around every page: header, main, chat widget, footer, loading indicator. */
export function Document({
  site,
  meta,
  path,
  glowCursor = false,
  jsonLd,
  extraHead,
  ribbon,
  children,
}: {
  site: Site;
  meta: PageMeta;
  path: string;
  glowCursor?: boolean;
  jsonLd?: object[];
  extraHead?: ReactNode;
  /** A draft's ribbon ("Draft", "Scheduled for …"): only npm run dev renders drafts. */
  ribbon?: string;
  children: ReactNode;
}) {
  return (
    <html lang={site.locale}>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own compiled stylesheet, no content */}
        <style dangerouslySetInnerHTML={{ __html: styles }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of renderer/web-font.ts, no content */}
        <script dangerouslySetInnerHTML={{ __html: fontClassScript }} />
        {/* No first paint of a half-parsed first screen (renderer/first-screen.tsx): its buttons would grow and shift. */}
        <link rel="expect" href={`#${FIRST_SCREEN_END}`} blocking="render" />
        <Head site={site} meta={meta} jsonLd={jsonLd} />
        {extraHead}
        <noscript>
          {/* Without JavaScript every tab panel shows in full, one after another, and Inter is named at
              once. In Tailwind's base layer, where its own [hidden] rule lives, so that these rules win. */}
          <style>{`@layer base{[role=tablist]{display:none!important}[role=tabpanel][hidden]{display:block!important}}${noScriptFontRule}`}</style>
        </noscript>
      </head>
      <body data-glow-cursor={glowCursor ? '' : undefined} className="bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-saffron px-4 py-2 font-semibold text-ink forced-colors:border-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        {ribbon && (
          <p
            data-draft-ribbon
            className="fixed right-0 bottom-0 z-50 m-0 rounded-tl-lg bg-pink px-4 py-2 font-semibold text-sm text-white uppercase tracking-wide"
          >
            {ribbon}
          </p>
        )}
        <Header site={site} path={path} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer site={site} />
        <ChatWidget site={site} />
        {needsConsent(site.analytics) && <ConsentBanner site={site} />}
        <div id="page-loading" role="status" aria-live="polite" hidden className="fixed inset-0 z-[60] flex items-center justify-center bg-white/85">
          <span className="flex flex-col items-center gap-3 font-semibold text-ink">
            <span aria-hidden="true" className="spinner size-12 rounded-full border-4 border-brand/20 border-t-pink" />
            Loading...
          </span>
        </div>
      </body>
    </html>
  );
}
