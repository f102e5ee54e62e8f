import { modalIds } from '@vitrina/core';
import { PRODUCT_MODALS, TRIGGER_ATTRIBUTES, TRIGGER_LISTS } from '../triggers';

const code = (value: string) => `\`${value}\``;
const { open, addToCart, toggle, product, inCart, listed } = TRIGGER_ATTRIBUTES;

interface TriggerKind {
  readonly title: string;
  readonly attributes: string;
  readonly does: string;
  readonly states: string;
  readonly example: string;
}

const KINDS: readonly TriggerKind[] = [
  {
    title: 'Open a modal',
    attributes: `${code(`${open}="…"`)}, a modal id: ${modalIds.map(code).join(', ')}. ${code(product)} names the product for ${PRODUCT_MODALS.map(code).join(', ')}, and is required for them.`,
    does: 'Opens the modal through `services.ui.openModal(id, product)`; the `modal-host` island (on every page) shows it, its code loaded then, and gives the focus back to the trigger when it closes. `pre-order` goes through `services.preorders.open(product)`, as the card’s button does: a guest is asked to log in first.',
    states: 'None of its own: the dialog is the answer.',
    example: `<!-- The login page without script, the login dialog with it. -->
<a href="/login" ${open}="login">Увійти</a>

<!-- The credit offers about one product. -->
<a href="#credit-terms" ${open}="credit-info" ${product}="1001">Умови кредиту</a>

<!-- A button where there is nothing to link to. -->
<button type="button" ${open}="promo-code">Маю промокод</button>`,
  },
  {
    title: 'Add to the cart',
    attributes: `${code(`${addToCart}="…"`)}, the product id.`,
    does: 'Puts one unit in the cart, as a product card’s buy button does (`addFromCard`): inside a card with `data-analytics-item` it sends the card’s place and `add_to_cart`. A product in the cart already leads to the cart page. A product whose gifts have run out is offered without its gift (the card’s dialog). A refused add puts the cart back; the error goes to the SDK’s `onError`.',
    states: `${code('aria-busy="true"')} and ${code('aria-disabled="true"')} while the add is on its way (not \`disabled\`, which would take a keyboard user’s focus away; a click meanwhile does nothing, so a double click adds once); ${code(inCart)} once the product is in the cart (not while busy), whoever put it there (an island, another tab).`,
    example: `<!-- Without script the form posts to the cart; with it the product is added in place. -->
<form method="post" action="/cart">
  <input type="hidden" name="product_id" value="1001">
  <button type="submit" class="buy" ${addToCart}="1001">
    <span class="buy-out">Купити</span><span class="buy-in">У кошику</span>
  </button>
</form>
<style>
  .buy-in, .buy[${inCart}] .buy-out { display: none; }
  .buy[${inCart}] .buy-in { display: inline; }
  .buy[aria-busy="true"] { cursor: progress; opacity: 0.7; }
</style>`,
  },
  {
    title: 'Favourites or compare',
    attributes: `${code(`${toggle}="…"`)}, the list: ${TRIGGER_LISTS.map(code).join(' or ')}; ${code(product)}, the product id (required).`,
    does: 'Adds the product to the list or takes it out (`services.favorites.toggle` / `services.compares.toggle`): a guest’s list is kept in the browser, a logged-in shopper’s goes to the server and is put back if the server refuses (reported through `onError`).',
    states: `${code('aria-busy="true"')} and ${code('aria-disabled="true"')} while the change is on its way (a click meanwhile does nothing); ${code(listed)} while the product is in the list, and ${code('aria-pressed="true"')} / ${code('"false"')} on a button (a \`<button>\` or \`role="button"\`). Name it by what it is (“Обране”), not by what a press does: its pressed state says the rest.`,
    example: `<!-- Without script it leads to the favourites page. -->
<form method="get" action="/favorites">
  <button type="submit" class="favourite" ${toggle}="favorites" ${product}="1001">Обране</button>
</form>
<style>.favourite[aria-pressed="true"] { color: #1f5fbf; font-weight: 600; }</style>`,
  },
];

function kindSection(kind: TriggerKind): string {
  return `### ${kind.title}

- Attributes: ${kind.attributes}
- Does: ${kind.does}
- States: ${kind.states}

\`\`\`html
${kind.example}
\`\`\`
`;
}

/** The reference's section on the declarative triggers (contract/triggers.ts); read by the generator only. */
export function triggersSection(): string {
  return `## Triggers

For pages with no script of their own: any element carrying one of these attributes does that when
clicked, by mouse, touch or keyboard. The names are \`TRIGGER_ATTRIBUTES\` (\`triggerAttrs.open(id, product?)\`,
\`.addToCart(product)\` and \`.toggle(list, product)\` write them for a TypeScript template). The widgets
listen on the document, so a trigger added to the page later works with nothing more, and they read
a trigger’s attributes at each click.

- Use a \`<button>\` (a form’s submit button, or \`type="button"\`) or an \`<a href>\`: both are reached
  and pressed with the keyboard by themselves and do something without script (the link’s page, the
  form’s post). A valid trigger’s click is the widgets’: the link is not followed, the form not sent.
  A click with Ctrl, ⌘, Shift or Alt, or with the middle button, is left to the browser.
- Another element must be given what a button has: \`role="button"\`, \`tabindex="0"\` and a name;
  the widgets then click it on Enter (when pressed) and Space (when released).
- The states are attributes the widgets write on the trigger, for the page’s stylesheet; they add no
  markup. A trigger added later gets its state as it is added once the triggers’ code is there (see
  below), else as soon as the pointer or the focus reaches it.
- Bad attributes (an unknown modal id or list, a product id that is not one, a product missing where
  it is required, two actions on one element): one console warning per element, and the trigger
  does nothing (a link or form does what it does without script). Nothing else changes.
- Until the widgets have started, a trigger is the page’s own link or form. Their code is a chunk of
  its own, fetched at start when the page has an add-to-cart or list trigger, else when the pointer
  or the focus reaches a trigger; a click before it has arrived shows the trigger busy
  (\`aria-busy="true"\`) at once, and is done when it arrives.

${KINDS.map(kindSection).join('\n')}`;
}
