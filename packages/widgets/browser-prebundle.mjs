import { readFileSync } from 'node:fs';

// Vite finds a browser test's dependencies as the browser imports them; one found mid-run makes it
// reload the page and the tests already running in it fail. So every runtime dependency of the
// widgets (their package.json's, which a new widget adds to) is pre-bundled up front, with `extra`:
// what the test project itself imports.
const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** @param {readonly string[]} extra */
export function browserPrebundle(extra) {
  return [
    ...Object.keys(dependencies).filter((name) => !name.startsWith('@vitrina/')),
    '@preact/signals-react/runtime',
    'zod/mini',
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    'swiper/modules',
    ...extra,
  ];
}
