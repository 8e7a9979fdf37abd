/** Small enhancements that are not components: plain DOM code, no React. */
import { startLeadEvents } from './analytics/lead-events.ts';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const finePointer = () => matchMedia('(pointer: fine)').matches && !matchMedia('(hover: none)').matches;

/** `earlyClicks`: clicks made before this script ran (renderer/boot.ts), for the lead events. */
export function enhance(earlyClicks: readonly Event[] = []) {
  // First: it reads a computed style, which costs nothing only before anything on the page has changed.
  revealImageWalls();
  confirmCallsOnDesktop();
  syncDropdownState();
  closeMobileMenuOnNavigate();
  showLoadingOnSlowNavigation();
  revealOnScroll();
  glowCursor();
  embedVideos();
  startLeadEvents(earlyClicks);
}

/** 'Call Us Now' dials directly on phones; on desktop it asks 'Call {phone}?' first. */
function confirmCallsOnDesktop() {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-call-confirm]');
    if (!link || !finePointer()) return;
    if (!window.confirm(link.dataset.callConfirm ?? 'Call?')) event.preventDefault();
  });
}

/** The desktop dropdown opens with CSS (hover, focus-within); this keeps aria-expanded truthful. */
function syncDropdownState() {
  for (const item of document.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const button = item.querySelector('button');
    if (!button) continue;
    const update = () => button.setAttribute('aria-expanded', String(item.matches(':hover, :focus-within')));
    for (const type of ['mouseenter', 'mouseleave', 'focusin', 'focusout']) item.addEventListener(type, () => requestAnimationFrame(update));
  }
}

function closeMobileMenuOnNavigate() {
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  menu?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) menu.hidePopover?.();
  });
}

/** A navigation that takes longer than 300 ms shows the full-page 'Loading...' indicator. */
function showLoadingOnSlowNavigation() {
  const overlay = document.getElementById('page-loading');
  if (!overlay) return;
  let timer: number | undefined;
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href]');
    if (!link || link.target || link.hasAttribute('download') || link.origin !== location.origin) return;
    if (link.pathname === location.pathname && link.hash) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (overlay.hidden = false), 300);
  });
  window.addEventListener('pageshow', () => {
    window.clearTimeout(timer);
    overlay.hidden = true;
  });
}

/**
 * Cards below the fold fade and slide in once when scrolled into view (never with reduced motion).
 *
 * Nothing here reads the layout: where a card is comes from the observer's first report, which
 * the browser computes with its next frame. Asking each card for its position while marking
 * others made the browser lay the page out again in the middle of the script (20 ms of a
 * 29 ms script on a 2-core machine, four times that in Lighthouse's slowed-down CPU).
 */
function revealOnScroll() {
  if (reducedMotion() || !('IntersectionObserver' in window)) return;
  const reveal = new IntersectionObserver(
    (entries) => {
      // Cards marked data-reveal-stagger that come into view together play 0.1 s apart.
      let staggered = 0;
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const el = entry.target as HTMLElement;
        if (el.hasAttribute('data-reveal-stagger')) el.style.animationDelay = `${staggered++ * 0.1}s`;
        el.classList.add('is-visible');
        reveal.unobserve(el);
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  // Where each card starts: one on screen (or above it) stays as it is; one below the fold waits.
  const place = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      place.unobserve(entry.target);
      if (entry.isIntersecting || entry.boundingClientRect.top < 0) continue;
      entry.target.classList.add('reveal-pending');
      reveal.observe(entry.target);
    }
  });
  for (const el of document.querySelectorAll<HTMLElement>('.reveal')) place.observe(el);
}

/** Opt-in per page (glowCursor: true); off on touch screens and with reduced motion. */
function glowCursor() {
  if (!document.body.hasAttribute('data-glow-cursor') || !finePointer() || reducedMotion()) return;
  const dot = document.createElement('div');
  dot.className = 'glow-cursor';
  dot.setAttribute('aria-hidden', 'true');
  document.body.append(dot);
  document.addEventListener('mousemove', (e) => {
    dot.style.transform = `translate(${e.clientX}px, ${e.clientY}px)`;
    dot.classList.add('is-active');
  });
  document.addEventListener('mousedown', () => dot.classList.add('is-pressed'));
  document.addEventListener('mouseup', () => dot.classList.remove('is-pressed'));
  document.addEventListener('mouseover', (e) => {
    dot.classList.toggle('is-hover', !!(e.target as Element).closest('a, button, input, textarea, select, summary, label'));
  });
  document.addEventListener('mouseleave', () => dot.classList.remove('is-active'));
}

/**
 * Video sections ship only a local poster. After the window load event the poster gives way to
 * the player (muted, autoplaying, looping: sections/video embedUrl), so the page never waits for
 * it. With reduced motion nothing plays by itself: the player loads when the visitor presses play.
 */
function embedVideos() {
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-video][data-embed-src]')];
  if (boxes.length === 0) return;
  const play = (box: HTMLElement, focus: boolean) => {
    if (box.dataset.video === 'player') return;
    const frame = document.createElement('iframe');
    frame.src = box.dataset.embedSrc!;
    frame.title = box.dataset.embedTitle ?? 'Video';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture';
    frame.allowFullscreen = true;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.className = 'absolute inset-0 size-full border-0';
    box.replaceChildren(frame);
    box.dataset.video = 'player';
    if (focus) frame.focus();
  };
  const still = reducedMotion();
  for (const box of boxes) {
    box.dataset.video = 'ready';
    box.querySelector('[data-video-play]')?.addEventListener('click', (event) => {
      event.preventDefault();
      play(box, true);
    });
  }
  if (still) return;
  const start = () => {
    for (const box of boxes) play(box, false);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** An image wall rises in once, after every image in it has loaded (or failed): see styles.css. */
function revealImageWalls() {
  for (const wall of document.querySelectorAll<HTMLElement>('[data-image-wall]')) {
    // Read now, while the page is unchanged: read after a change, it recalculates the page's styles.
    const set = Number.parseFloat(getComputedStyle(wall).getPropertyValue('--wall-fallback-delay'));
    const delay = Number.isNaN(set) ? 4 : set;
    const pending = [...wall.querySelectorAll('img')]
      .filter((img) => !img.complete)
      .map(
        (img) =>
          new Promise((done) => {
            for (const type of ['load', 'error']) img.addEventListener(type, done, { once: true });
          }),
      );
    void Promise.all(pending).then(() => {
      // Past the CSS fallback's delay (4 s) it has already shown the tiles: do not play them in a second time.
      if (performance.now() > delay * 1000) wall.dataset.late = '';
      wall.classList.add('is-loaded');
    });
  }
}
