import type { ClientDirective } from 'astro';

/** `client:afterpaint`: after the first contentful paint (island JavaScript never competes with it), then like `client:visible`. */
const afterPaint: ClientDirective = (load, options, el) => {
  const hydrate = async () => (await load())();
  const query = typeof options.value === 'string' ? options.value : null;
  let started = false;

  const whenOnScreen = () => {
    const children = [...el.children];
    const shown = (c: Element) => (typeof c.checkVisibility === 'function' ? c.checkVisibility() : c.getClientRects().length > 0);
    const hasArea = (c: Element) => {
      const box = c.getBoundingClientRect();
      return box.width * box.height > 0;
    };
    if (children.length === 0 || (children.some(shown) && !children.some(hasArea))) {
      if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: 2000 });
      else setTimeout(() => void hydrate(), 200);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      io.disconnect();
      void hydrate();
    });
    // The island element itself is `display: contents`: watch what it renders.
    for (const child of children) io.observe(child);
  };

  const start = () => {
    if (started) return;
    started = true;
    if (!query) return whenOnScreen();
    const media = matchMedia(query);
    if (media.matches) return whenOnScreen();
    media.addEventListener('change', whenOnScreen, { once: true });
  };

  // One more task after the paint entry, so requests start once the frame is on screen. A message, not a timer: a
  // browser may hold timers back (a tab opened in the background, a page whose clock is held in a test).
  const afterFirstPaint = () => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      start();
    };
    port2.postMessage(null);
  };
  if (performance.getEntriesByName('first-contentful-paint').length) return afterFirstPaint();
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterFirstPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    afterFirstPaint();
  }
  // A page that is never painted (a background tab) still gets working islands.
  setTimeout(start, 3000);
};

export default afterPaint;
