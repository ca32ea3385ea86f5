// Code that runs inside the measured page. Written as source text: the benchmarks are type-checked
// with Node's types only, and the page's globals (document, requestAnimationFrame) are not among them.

/** Records the largest contentful paint as it happens (LCP is only observable, not queried). */
export const recordPaints = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/**
 * Where a first load's time went, as the page itself saw it: each file and API call it fetched (from
 * the start of the navigation to its last byte, in ms), the HTML's arrival, and the long tasks.
 */
export const recordLongTasks = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ startMs: Math.round(entry.startTime), ms: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
`;
export const readTimeline = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    htmlMs: Math.round(navigation?.responseEnd ?? 0),
    requests: performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      startMs: Math.round(entry.startTime),
      endMs: Math.round(entry.responseEnd),
    })),
    longTasks: window.__longTasks ?? [],
  };
})()`;

/** First contentful paint and the last largest contentful paint, in ms since navigation. */
export const readPaints = `(() => ({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  lcp: window.__lcp || NaN,
}))()`;

/**
 * Scrolls the element matching \`selector\` from top to bottom in \`durationMs\`, one step per
 * animation frame, and counts the frames the page managed: the frame rate a person would see.
 */
export function scrollScript(selector: string, durationMs: number): string {
  return `(async () => {
    const element = document.querySelector(${JSON.stringify(selector)});
    element.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const distance = element.scrollHeight - element.clientHeight;
    let frames = 0;
    let maxRows = 0;
    const start = performance.now();
    return new Promise((resolve) => {
      const tick = (now) => {
        frames += 1;
        maxRows = Math.max(maxRows, element.querySelectorAll('[role=row]').length - 1);
        const elapsed = now - start;
        const progress = Math.min(1, elapsed / ${durationMs});
        element.scrollTop = progress * distance;
        if (progress === 1) {
          resolve({ fps: (frames * 1000) / elapsed, maxRows, distance, reachedBottom: element.scrollTop >= distance - 2 });
          return;
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  })()`;
}

/** The height of the table's virtual body: 44 px per loaded row. */
export function loadedHeightScript(selector: string): string {
  return `(() => {
    const element = document.querySelector(${JSON.stringify(selector)});
    element.scrollTop = element.scrollHeight;
    return element.scrollHeight;
  })()`;
}

/** A page with no script of its own: a scroller of the given size whose rows are painted by CSS. */
export function staticPage(viewportHeight: number, contentHeight: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static comparator</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; }
  .table { height: ${viewportHeight}px; overflow: auto; margin: 1rem; border: 1px solid #ddd; }
  .inner { height: ${contentHeight}px;
    background: repeating-linear-gradient(#fff 0 43px, #eee 43px 44px, #f7f8f8 44px 87px, #eee 87px 88px); }
</style></head><body><h1>Customers</h1><div class="table" id="static-table"><div class="inner"></div></div></body></html>`;
}
