import { addFromCard, type ProductId, type Vitrina } from '@vitrina/core';
import { readCardAnalytics } from '../../card-analytics/read-card-analytics';
import { navigation } from '../../runtime/navigation';
import { readTrigger, type TriggerAction } from './read-trigger';
import { clickOnKeys } from './trigger-keys';
import { createTriggerStates } from './trigger-states';
import { warnOnce } from './warn-once';

export interface Triggers {
  /**
   * Does what `element`'s attributes ask. `event` is the click, whose default (a link followed, a
   * form sent) a valid trigger prevents; null when the click was held back while this code loaded,
   * in which case an invalid trigger's link or form is followed now.
   */
  activate(element: Element, event: Event | null): void;
  stop(): void;
}

/**
 * The triggers' code, loaded on first need (trigger-behaviour.ts): their actions through the SDK's
 * services, their states, and Enter and Space on those that are not buttons. A trigger added to the
 * page later gets its state as it arrives.
 */
export function createTriggers(document: Document, vitrina: Vitrina): Triggers {
  const { services } = vitrina;
  const states = createTriggerStates(document, vitrina);
  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node.nodeType === 1) states.sync(node as Element);
  });
  added.observe(document, { childList: true, subtree: true });
  states.sync(document);
  const stopKeys = clickOnKeys(document);

  const addToCart = async (element: Element, productId: ProductId) => {
    // As the card's buy button: with the card's place when the trigger is in a card with analytics.
    const result = await addFromCard(services, productId, readCardAnalytics(element));
    if (result.status === 'already-in-cart') navigation.assign(result.cartUrl);
    if (result.status === 'refused') {
      const afterAdd = await import('../../islands/product-actions/after-add').catch(() => null);
      afterAdd?.answerRefusal(result.error, vitrina, productId, element as HTMLElement);
    }
  };

  const toggle = async (list: 'favorites' | 'compares', productId: ProductId) => {
    states.setToggleBusy(list, productId, true);
    // A refused change is put back by the service, and reported through the SDK's onError.
    await services[list].toggle(productId).catch(() => undefined);
    states.setToggleBusy(list, productId, false);
  };

  const run = (element: Element, action: TriggerAction) => {
    if (action.kind === 'add-to-cart') return void addToCart(element, action.productId);
    if (action.kind === 'toggle') return void toggle(action.list, action.productId);
    // A pre-order goes through its service, as the card's button does: a guest is asked to log in first.
    if (action.modal === 'pre-order' && action.productId !== undefined) return void services.preorders.open(action.productId);
    services.ui.openModal(action.modal, action.productId);
  };

  return {
    activate(element, event) {
      const read = readTrigger(element);
      if ('problem' in read) {
        warnOnce(element, read.problem);
        if (!event) followDefault(element);
        return;
      }
      event?.preventDefault();
      // A second click while the first one's change is on its way does nothing.
      if (element.getAttribute('aria-busy') === 'true') return;
      run(element, read.action);
    },
    stop() {
      stopKeys();
      added.disconnect();
      states.stop();
    },
  };
}

/** What the click would have done without the widgets: follow the link, or send the form. */
function followDefault(element: Element): void {
  const link = element.closest('a[href]');
  if (link) return navigation.assign((link as HTMLAnchorElement).href);
  if (element instanceof HTMLButtonElement && element.type === 'submit') element.form?.requestSubmit(element);
}
