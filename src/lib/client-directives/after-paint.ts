import type { ClientDirective } from 'astro';

/**
 * `client:afterpaint`: hydrates an island once its content is on screen (like `client:visible`),
 * but never before the page's first contentful paint has been shown. The islands' JavaScript
 * (React first of all) then never competes with the first paint for a slow phone's bandwidth and
 * CPU. An island that is hidden in the current layout (the desktop menu on a phone) waits until it
 * is shown. Registered in astro.config.mjs; measured with `npm run bench`.
 */
const afterPaint: ClientDirective = (load, _options, el) => {
  const hydrate = async () => (await load())();
  let started = false;
  const whenOnScreen = () => {
    if (started) return;
    started = true;
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      io.disconnect();
      void hydrate();
    });
    // The island element itself is `display: contents`: watch what it renders.
    for (const child of el.children) io.observe(child);
  };
  // One more task after the paint entry, so requests start once the frame is on screen.
  const afterFirstPaint = () => setTimeout(whenOnScreen, 0);
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
  setTimeout(whenOnScreen, 3000);
};

export default afterPaint;
