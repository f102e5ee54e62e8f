/**
 * The browser of every browser test and of the benchmark: Debian's Chromium (browser downloads are
 * impossible on these machines; CHROMIUM_PATH points elsewhere) and the flags that work here.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
