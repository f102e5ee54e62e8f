import { HOST_EVENTS, HOST_GLOBAL, type HostEventName } from '../host-api';

/** One event of the reference: when it fires, its `detail` as TypeScript, a listener to copy. */
interface HostEventProse {
  readonly when: string;
  readonly detail: string;
  readonly example: string;
}

const CART_LINE = '{ productId: number; quantity: number; previousQuantity: number }';
const USER = '{ uuid: string; firstName: string; lastName: string; email: string }';

/** The reference's prose for every host event (read by the generator and its test only). */
const EVENT_PROSE: { readonly [Name in HostEventName]: HostEventProse } = {
  'vitrina:ready': {
    when: `The SDK runs and the islands present at start are mounted: \`${HOST_GLOBAL}.ready\` resolves right after. Once per page; never when the widgets could not start.`,
    detail: '{ version: string }',
    example: `document.addEventListener('vitrina:ready', (event) => {
  console.log('widgets', event.detail.version, 'ready');
});`,
  },
  'vitrina:cart-changed': {
    when: 'The cart the server confirmed changed: a change in this tab once answered, another tab’s change once this tab has read it, a login (the guest’s cart joins the user’s) or a logout. The server’s first answer tells nothing when it agrees with the page’s own cart (the page config’s snapshot).',
    detail: `{ cartId: string | null; ids: readonly number[]; count: number; line: ${CART_LINE} | null }`,
    example: `document.addEventListener('vitrina:cart-changed', (event) => {
  document.querySelector('#mini-cart-count').textContent = String(event.detail.count);
  const { line } = event.detail; // null when several lines changed at once
  if (line && line.previousQuantity === 0) console.log('added', line.productId);
});`,
  },
  'vitrina:favorites-changed': {
    when: 'The favourites changed: here, in another tab, or by a login or logout that brings another list.',
    detail: '{ ids: readonly number[]; count: number }',
    example: `document.addEventListener('vitrina:favorites-changed', (event) => {
  document.querySelector('#favorites-count').textContent = String(event.detail.count);
});`,
  },
  'vitrina:compares-changed': {
    when: 'The compare list changed, here or in another tab.',
    detail: '{ ids: readonly number[]; count: number }',
    example: `document.addEventListener('vitrina:compares-changed', (event) => {
  document.querySelector('#compare-link').hidden = event.detail.count === 0;
});`,
  },
  'vitrina:login': {
    when: 'A guest logged in or signed up, in this tab or another. The session check as the page loads is no login.',
    detail: `{ user: ${USER} }`,
    example: `document.addEventListener('vitrina:login', (event) => {
  document.querySelector('#greeting').textContent = event.detail.user.firstName;
});`,
  },
  'vitrina:logout': {
    when: 'The shopper logged out, in this tab or another.',
    detail: `{ user: ${USER} | null }`,
    example: `document.addEventListener('vitrina:logout', () => {
  document.querySelector('#greeting').textContent = '';
});`,
  },
  'vitrina:account-switched': {
    when: 'The shopper switched to another of the accounts stored in this browser.',
    detail: `{ user: ${USER}; previous: ${USER} | null }`,
    example: `document.addEventListener('vitrina:account-switched', (event) => {
  console.log(event.detail.previous?.email, '→', event.detail.user.email);
});`,
  },
  'vitrina:modal-opened': {
    when: 'A modal opened (by an island, a service or `Vitrina.ui.openModal`), or another took its place.',
    detail: '{ id: ModalId; productId: number | null }',
    example: `document.addEventListener('vitrina:modal-opened', (event) => {
  if (event.detail.id === 'credit-info') console.log('credit for', event.detail.productId);
});`,
  },
  'vitrina:modal-closed': {
    when: 'The open modal closed, or gave way to another.',
    detail: '{ id: ModalId; productId: number | null }',
    example: `document.addEventListener('vitrina:modal-closed', (event) => {
  if (event.detail.id === 'login') document.querySelector('#login-link').focus();
});`,
  },
  'vitrina:analytics': {
    when: 'Each analytics event as the SDK sends it (docs/analytics.md), after it went to `window.dataLayer` when the page has one.',
    detail: '{ name: string; params: Readonly<Record<string, unknown>> }',
    example: `document.addEventListener('vitrina:analytics', (event) => {
  myTracker.track(event.detail.name, event.detail.params);
});`,
  },
};

const HANDLE = `| member | what it is |
|---|---|
| \`version\` | the version of @vitrina/widgets the script was built from |
| \`ready\` | a promise: resolves once the SDK runs and the islands present at start are mounted (after \`vitrina:ready\`); rejects with the error when the widgets could not start — the page then works without them |
| \`cart\`, \`favorites\`, \`compares\`, \`auth\`, \`ui\` | the running SDK's services, the same objects and methods as @vitrina/core's \`vitrina.services\` (docs/cart.md, docs/accounts.md …). Before the start, a stand-in whose every method returns a promise of the real method's result, called once the SDK runs; its signals (\`cart.current\`, \`auth.user\`) are read after \`ready\` |
| \`mount(root)\` | mounts the islands inside \`root\` (an element or a shadow root the document's observer does not see: a shadow DOM, an element not yet in the document) and watches it for more; resolves once they are mounted. Islands in the document itself need no call |
| \`unmount(root)\` | unmounts what \`mount(root)\` mounted and stops watching it |`;

/** The reference's section on `window.Vitrina` and the DOM events. */
export function hostApiSection(): string {
  const events = (Object.values(HOST_EVENTS) as HostEventName[]).map((name) => {
    const prose = EVENT_PROSE[name];
    return `### \`${name}\`

${prose.when}

\`detail\`: \`${prose.detail}\`

\`\`\`js
${prose.example}
\`\`\`
`;
  });
  return `## The host page's handle

A page that loads the script tag talks to the widgets through the global \`window.${HOST_GLOBAL}\` and the
\`vitrina:*\` events on \`document\`. Types for the page's own TypeScript: \`@vitrina/widgets/global\`
(\`/// <reference types="@vitrina/widgets/global" />\` or \`import type {} from '@vitrina/widgets/global'\`)
types the global and \`document.addEventListener('vitrina:cart-changed', (event) => event.detail.count)\`;
the names and \`detail\` types are in \`@vitrina/widgets/contract\` (\`HOST_EVENTS\`, \`HostEventDetails\`).

### \`window.${HOST_GLOBAL}\`

Defined as soon as the script is evaluated; the SDK starts a task later (or later still), and a call
made meanwhile waits for the start — none is lost.

${HANDLE}

\`\`\`js
await Vitrina.ready;
const result = await Vitrina.cart.add(1234);   // { status: 'added', cart } | { status: 'already-in-cart', cartUrl } | …
Vitrina.ui.openModal('login');
await Vitrina.mount(widgetHost.shadowRoot);
\`\`\`

**A script that runs before vitrina.js** (a classic script earlier in the page, which runs while the
page is parsed, before the module script) finds no \`${HOST_GLOBAL}\` yet: it listens for \`vitrina:ready\`,
which cannot have fired before the global exists. One that may run before or after does both:

\`\`\`js
function withVitrina(use) {
  if (window.${HOST_GLOBAL}) window.${HOST_GLOBAL}.ready.then(() => use(window.${HOST_GLOBAL}));
  else document.addEventListener('vitrina:ready', () => use(window.${HOST_GLOBAL}), { once: true });
}
withVitrina((vitrina) => vitrina.favorites.toggle(1234));
\`\`\`

**The script twice on a page** (two tags, or both builds): the first copy runs, every later one starts
nothing, and one console warning says so. (Two tags of the same address run once anyway: the browser
evaluates a module once.)

### The events

\`CustomEvent\`s dispatched on \`document\`, none cancelable. They are derived from the SDK's state, so
another tab's change, which reaches this tab's state, fires them too, and they are dispatched after
the SDK's own work, a microtask later. Each \`detail\` is a frozen plain copy (JSON data: numbers,
strings, arrays, objects), never the SDK's live state; keeping or changing it touches nothing. A
listener that throws is reported by the browser and breaks neither the widgets nor the next events.
The events, \`mount\` and \`unmount\` come with a chunk of their own, loaded once the SDK runs.

${events.join('\n')}`;
}
