import { chunkName, creditBadge, dialogChunks, dialogTexts as texts, expect, listedProduct, modal, openListing, recordWidgetScripts, test, type ScriptRecord } from './support/shop-dialogs';

// The example shop's modals with the widgets bundle (real server, real database; docs/pages.md):
// the dialogs' code is only downloaded when one opens.

test('lazy dialogs: a category page downloads no dialog code; the credit popup downloads its own chunk and the texts, no other dialog’s', async ({ page }) => {
  const product = await listedProduct(page, 'credit');
  const record = recordWidgetScripts(page);
  const card = await openListing(page, product);
  await page.waitForLoadState('networkidle');
  await record.settled();
  const onLoad = [...record.scripts];
  expect(onLoad.map((script) => script.file), 'the bundle itself').toContain('vitrina.js');
  const forbidden = new Set<string>(dialogChunks);
  expect(
    onLoad.map((script) => chunkName(script.file)).filter((chunk) => forbidden.has(chunk)),
    'dialog chunks downloaded by a page that opened no dialog',
  ).toEqual([]);

  await creditBadge(card).click();
  const popup = modal(page, texts.credit.title);
  await expect(popup.getByRole('group').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await record.settled();
  const onOpen = record.scripts.slice(onLoad.length);
  const opened = onOpen.map((script) => chunkName(script.file));
  expect(opened, 'opening the credit popup downloads its chunk').toContain('credit-popup');
  expect(opened, 'and the whole Ukrainian texts').toEqual(expect.arrayContaining(['i18n-instance', 'uk-dictionary']));
  const wanted = new Set(['credit-popup', 'i18n-instance', 'uk-dictionary']);
  expect(
    opened.filter((chunk) => forbidden.has(chunk) && !wanted.has(chunk)),
    'other dialogs’ chunks (or the Russian texts) downloaded on opening the credit popup',
  ).toEqual([]);

  const table = (scripts: readonly ScriptRecord[]) =>
    scripts
      .map((script) => `  ${script.file.padEnd(36)} ${String(script.bytes).padStart(7)} B, ${String(script.gzip).padStart(6)} B gzip (${script.transferred} B transferred)`)
      .join('\n');
  console.log(`Widget scripts of a category page (${onLoad.length}):\n${table(onLoad)}`);
  console.log(`Downloaded on opening the credit popup (${onOpen.length}):\n${table(onOpen)}`);
  for (const script of onOpen) test.info().annotations.push({ type: 'credit popup chunk', description: `${script.file}: ${script.bytes} B (${script.gzip} B gzip)` });
});
