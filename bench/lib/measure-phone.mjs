import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { phoneProbe } from './phone-probe.mjs';
import { startExampleShop } from './example-shop.mjs';
import { median } from './stats.mjs';

/** A mid-range phone: the CPU slowed 4× (Chromium's CPU throttling), a 375 px wide screen. */
export const PHONE = { cpuSlowdown: 4, viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 };
/** What is left running after the last card's island rendered and the network went idle. */
const SETTLE_MS = 1500;
const LONG_TASK_MS = 50;

/**
 * Which page each load gets: the no-script page (the widgets' scripts refused, their stylesheet
 * kept), or a build (`react`: vitrina.js; `lite`: vitrina-lite.js served in its place) from a folder.
 */
function variants(currentDir, baselineDir) {
  const list = [{ name: 'no script', dir: null, entry: null }];
  if (baselineDir) list.push({ name: 'React before', dir: baselineDir, entry: 'vitrina.js' }, { name: 'lite before', dir: baselineDir, entry: 'vitrina-lite.js' });
  list.push({ name: 'React', dir: currentDir, entry: 'vitrina.js' }, { name: 'lite', dir: currentDir, entry: 'vitrina-lite.js' });
  return list;
}

/** The category page with its card list repeated `times` times (the shop shows 24 cards a page). */
function multiplyCards(html, times) {
  const first = html.indexOf('<li><article class="product-card"');
  const end = html.lastIndexOf('</article></li>') + '</article></li>'.length;
  if (first < 0 || end < first) throw new Error('no product cards found in the category page');
  return html.slice(0, first) + html.slice(first, end).repeat(times) + html.slice(end);
}

const readCached = new Map();
function readScript(file) {
  if (!readCached.has(file)) readCached.set(file, readFile(file));
  return readCached.get(file);
}

/** Serves the page's widgets files from the variant's folder, or refuses its scripts for the no-script page. */
async function serveWidgets(context, variant, currentDir) {
  await context.route('**/assets/widgets/**', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop();
    const isScript = name.endsWith('.js');
    if (isScript && !variant.dir) return route.abort();
    const dir = variant.dir ?? currentDir;
    const file = isScript && name === 'vitrina.js' ? variant.entry : name;
    try {
      const body = await readScript(join(dir, file));
      return route.fulfill({ status: 200, body, contentType: isScript ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8' });
    } catch {
      return route.fulfill({ status: 404, body: '' });
    }
  });
}

/** Long tasks' figures from the start of the navigation; `after` keeps only the tasks that start from then on. */
function taskFigures(longTasks, after = 0) {
  const tasks = longTasks.filter((task) => task.start >= after);
  return {
    count: tasks.length,
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0),
    longest: tasks.reduce((most, task) => Math.max(most, task.duration), 0),
  };
}

/** When the main thread is free again after `at`: the end of the long task running at that moment, if any. */
function freeAfter(longTasks, at) {
  const running = longTasks.find((task) => task.start <= at && at <= task.start + task.duration);
  return running ? running.start + running.duration : at;
}

/** One load of the category page in a fresh phone-class context. */
async function phoneLoad(browser, url, cards, variant, currentDir) {
  const context = await browser.newContext({ viewport: PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    await serveWidgets(context, variant, currentDir);
    await context.route(url, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({ response, body: cards > 24 ? multiplyCards(html, cards / 24) : html });
    });
    await context.addInitScript(phoneProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load' });
    const islands = await page.locator('[data-widget="product-actions"]').count();
    if (islands !== cards) throw new Error(`${variant.name}: the page has ${islands} product cards, not ${cards}`);
    if (variant.dir) {
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-widget="product-actions"] > .vitrina-actions').length === count,
        cards,
        { timeout: 60_000, polling: 250 },
      );
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const probe = await page.evaluate(() => window.__phone);
    const all = taskFigures(probe.longTasks);
    const afterParse = taskFigures(probe.longTasks, probe.parsedAt);
    const changed = (records) => records.filter((record) => record.changedAt !== null).map((record) => record.changedAt);
    const visible = probe.islands.filter((record) => record.inViewport);
    const visibleChanged = changed(visible);
    const cardsChanged = changed(probe.islands.filter((record) => record.widget === 'product-actions'));
    return {
      blocking: all.blocking,
      longest: all.longest,
      longTasks: all.count,
      widgetsLongest: afterParse.longest,
      parsedAt: probe.parsedAt,
      firstPaint: probe.firstPaint,
      viewportIslands: visible.length,
      viewportChanged: visibleChanged.length,
      // The first viewport's islands rendered, and the main thread free to answer a tap.
      viewportInteractive: variant.dir && visibleChanged.length > 0 ? freeAfter(probe.longTasks, Math.max(...visibleChanged)) : null,
      cardsRendered: variant.dir && cardsChanged.length === cards ? Math.max(...cardsChanged) : null,
    };
  } finally {
    await context.close();
  }
}

/**
 * The category page of the example shop on a phone-class profile (PHONE), at 24 cards and with its
 * card list repeated to 240: each variant (the no-script page, the React and lite builds of
 * `currentDir`, and of `baselineDir` when given) loaded `repeats` times in turns, each load in a
 * fresh context. Medians per variant and size.
 */
export async function measurePhone({ executablePath, args, log, repeats = 5, sizes = [24, 240], currentDir, baselineDir }) {
  const shop = await startExampleShop({ widgetsBuild: 'react', log });
  const browser = await chromium.launch({ executablePath, headless: true, args });
  const list = variants(currentDir, baselineDir);
  try {
    const category = await shop.firstCategory(browser);
    const url = `${shop.base}${category}`;
    const results = [];
    for (const cards of sizes) {
      // A warm-up load of each: the shop's first answers and the browser's first pages are slower.
      for (const variant of list) await phoneLoad(browser, url, cards, variant, currentDir);
      const runs = Object.fromEntries(list.map((variant) => [variant.name, []]));
      for (let run = 0; run < repeats; run += 1) {
        for (const variant of list.map((_, index) => list[(index + run) % list.length])) runs[variant.name].push(await phoneLoad(browser, url, cards, variant, currentDir));
        log(`phone profile, ${cards} cards: run ${run + 1}/${repeats}`);
      }
      const medians = Object.fromEntries(
        list.map((variant) => {
          const own = runs[variant.name];
          const pick = (key) => (own.every((run) => run[key] !== null) ? median(own.map((run) => run[key])) : null);
          return [variant.name, Object.fromEntries(Object.keys(own[0]).map((key) => [key, pick(key)]))];
        }),
      );
      results.push({ cards, url, runs, medians });
    }
    return { profile: PHONE, repeats, variants: list.map((variant) => variant.name), baselineDir: baselineDir ?? null, sizes: results };
  } finally {
    await browser.close();
    await shop.stop();
  }
}
