import './index.css';

/**
 * The page's entry: its stylesheet, and the app's code once the page has been painted.
 *
 * The public pages are sent rendered (prerendered, or rendered with the catalogue), so a
 * visitor can read them before any script runs. On a phone on 4G the app's code (about 100 KB)
 * would share the connection with the HTML and the stylesheet and hold back the first paint;
 * fetched after it, the page shows as soon as its stylesheet is in, and the code follows. What
 * the visitor types meanwhile is replayed once the page is hydrated (app/page-ready.tsx).
 *
 * React DOM and the app are fetched together, and each is evaluated in a task of its own as it
 * arrives (the app does not import React DOM statically, see main.tsx): no one long task
 * evaluates both.
 */
let started = false;

function start(): void {
  if (started) return;
  started = true;
  void import('react-dom/client');
  void import('./main');
}

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Runs `start` once the browser reports the page's first contentful paint (the paint timing
 * entry comes when the frame is on screen, later than the frame's own callbacks), or a second
 * after the load event if it never does.
 */
function afterFirstPaint(): void {
  if (performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) {
    start();
    return;
  }
  window.addEventListener('load', () => setTimeout(start, 1000), { once: true });
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return;
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// A page with nothing rendered in it (those built around a form) has nothing to paint first,
// and a page opened in a background tab is not painted until shown: they start at once.
const rendered = document.getElementById('root')?.hasChildNodes() ?? false;
if (rendered && document.visibilityState === 'visible') afterFirstPaint();
else start();
