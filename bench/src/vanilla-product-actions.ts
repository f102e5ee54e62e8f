import { effect } from '@preact/signals-core';
import { primaryButton, showOneClick, type Vitrina } from '@vitrina/core';
import type { RenderCounter } from './page-harness';

/** The island's props as the React widget reads them (flags as 0/1), without a schema. */
export interface VanillaProps {
  readonly productId: number;
  readonly toCart: boolean;
  readonly preOrder: boolean;
  readonly notify: boolean;
  readonly oneClick: boolean;
  readonly tooltipActive: string;
  readonly tooltipInactive: string;
}

export function readProps(element: HTMLElement): VanillaProps | null {
  const data = element.dataset;
  const productId = Number(data.productId);
  if (!Number.isInteger(productId) || productId <= 0 || !data.tooltipActive || !data.tooltipInactive) return null;
  return {
    productId,
    toCart: data.toCart === '1',
    preOrder: data.preOrder === '1',
    notify: data.notify === '1',
    oneClick: data.oneClick === '1',
    tooltipActive: data.tooltipActive,
    tooltipInactive: data.tooltipInactive,
  };
}

const SVG = 'http://www.w3.org/2000/svg';
const paths = {
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  compare: 'M7 20V10M12 20V4M17 20v-7',
};

function icon(name: keyof typeof paths): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'vitrina-icon');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', paths[name]);
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '2');
  path.setAttribute('stroke-linecap', 'round');
  path.setAttribute('stroke-linejoin', 'round');
  svg.append(path);
  return svg;
}

function button(className: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.className = className;
  element.type = 'button';
  return element;
}

/**
 * The product-actions island in plain DOM: the same elements, classes, texts and service calls as
 * the React widget, each part kept current by an effect on the same keyed signals. Only the buy
 * button is implemented as primary button: every benchmark card is a buy card.
 */
export function mountVanillaProductActions(element: HTMLElement, props: VanillaProps, vitrina: Vitrina, renders: RenderCounter): () => void {
  const { state, services, i18n } = vitrina;
  const { productId } = props;
  const buttons = { to_cart: props.toCart, preorder: props.preOrder, notify_about_availability: props.notify };
  const primary = primaryButton(buttons);
  let mounted = false;
  const rendered = () => {
    if (!mounted) return;
    renders.updates += 1;
    renders.islands.add(element);
  };

  const root = document.createElement('div');
  root.className = 'vitrina-actions';
  const main = document.createElement('div');
  main.className = 'vitrina-actions__main';
  root.append(main);
  const disposers: (() => void)[] = [];

  if (primary === 'buy') {
    const buy = button('vitrina-button vitrina-button--primary');
    buy.addEventListener('click', () => {
      services.cart.add(productId).catch(() => null);
    });
    main.append(buy);
    disposers.push(
      effect(() => {
        const adding = services.cart.pending.has(productId).value;
        const inCart = state.cart.has(productId).value;
        void state.lang.value;
        rendered();
        if (adding) {
          buy.className = 'vitrina-button vitrina-button--primary';
          buy.disabled = true;
          buy.setAttribute('aria-busy', 'true');
          const spinner = document.createElement('span');
          spinner.className = 'vitrina-spinner';
          spinner.setAttribute('aria-hidden', 'true');
          buy.replaceChildren(spinner, i18n.t('product.adding'));
          return;
        }
        buy.disabled = false;
        buy.removeAttribute('aria-busy');
        buy.className = inCart ? 'vitrina-button vitrina-button--done' : 'vitrina-button vitrina-button--primary';
        buy.replaceChildren(icon(inCart ? 'check' : 'cart'), i18n.t(inCart ? 'product.in_cart' : 'product.buy'));
      }),
    );
  }

  for (const list of ['favorites', 'compares'] as const) {
    const toggle = button(`vitrina-toggle vitrina-toggle--${list}`);
    toggle.append(icon(list === 'favorites' ? 'heart' : 'compare'));
    toggle.addEventListener('click', () => {
      services[list].toggle(productId).catch(() => undefined);
    });
    main.append(toggle);
    disposers.push(
      effect(() => {
        const listed = state[list].has(productId).value;
        void state.lang.value;
        rendered();
        const label =
          list === 'favorites'
            ? listed
              ? props.tooltipActive
              : props.tooltipInactive
            : i18n.t(listed ? 'product.compare.active' : 'product.compare.inactive');
        toggle.classList.toggle('vitrina-toggle--listed', listed);
        toggle.setAttribute('aria-label', label);
        toggle.title = label;
      }),
    );
  }

  const oneClick = button('vitrina-link-button vitrina-actions__one-click');
  oneClick.addEventListener('click', () => services.ui.openModal('one-click', productId));
  disposers.push(
    effect(() => {
      const shown = props.oneClick && primary === 'buy' && showOneClick({ buttons, corporate: state.isCorporate.value, onComparePage: false });
      void state.lang.value;
      rendered();
      oneClick.textContent = i18n.t('product.one_click');
      if (shown && !oneClick.isConnected) root.append(oneClick);
      else if (!shown && oneClick.isConnected) oneClick.remove();
    }),
  );

  element.replaceChildren(root);
  mounted = true;
  return () => {
    for (const dispose of disposers) dispose();
    element.replaceChildren();
  };
}
