import { expect, test } from './support/shop-test';

// The widgets' script-tag build (packages/widgets/dist/script), as the shop serves it: the test
// command builds the packages first, so the pages carry the bundle's tag.

test('the main page loads the widgets bundle and starts it without a console error', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Vitrina:')) warnings.push(message.text());
  });
  const bundle = page.waitForResponse((response) => new URL(response.url()).pathname === '/assets/widgets/vitrina.js');
  await page.goto('/');
  const response = await bundle;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/javascript');
  // The session check the SDK starts with, and any chunk, are done by then.
  await page.waitForLoadState('networkidle');
  expect(warnings, 'the bundle’s own warnings (a bad page config, a failed start)').toEqual([]);
});
