/**
 * Runs in the page before any of its own code (Playwright's addInitScript, which the page's script
 * policy does not apply to) and writes what it sees to `window.__phone`:
 * - every long task (over 50 ms) from the start of the navigation;
 * - the page's first contentful paint (the browser's paint timing);
 * - when the document was parsed (readyState 'interactive': the module script runs right after);
 * - for each island (`[data-widget]` present at that moment), when its DOM first changed — the
 *   widgets rendered into it — and whether it was in the first viewport (an IntersectionObserver's
 *   first answer).
 * It adds no forced layout of its own: the observers answer after the browser's own rendering.
 */
export function phoneProbe() {
  const probe = { longTasks: [], parsedAt: null, firstPaint: null, islands: [] };
  window.__phone = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });

  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    probe.parsedAt = performance.now();
    const elements = Array.from(document.querySelectorAll('[data-widget]'));
    const records = new Map(elements.map((element) => [element, { widget: element.getAttribute('data-widget'), changedAt: null, inViewport: null }]));
    probe.islands = [...records.values()];
    const note = (mutations) => {
      const at = performance.now();
      for (const mutation of mutations) {
        for (let node = mutation.target; node; node = node.parentElement) {
          const record = records.get(node);
          if (record && record.changedAt === null) record.changedAt = at;
        }
      }
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
    const viewport = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const record = records.get(entry.target);
        if (record.inViewport === null) record.inViewport = entry.isIntersecting;
        viewport.unobserve(entry.target);
      }
    });
    for (const element of elements) viewport.observe(element);
  });
}
