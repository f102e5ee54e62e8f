import * as z from 'zod/mini';
import { HttpError, type VitrinaError } from '../../errors';
import { errorMessages } from '../../i18n/messages';
import { assertValid } from '../../rules/validate';
import { productIdSchema } from '../../schemas/product-id';
import type { User } from '../../schemas/user';
import type { ProductId } from '../../state/id-set';
import { storageKeys } from '../../storage/keys';
import { asVitrinaError } from '../lists/as-vitrina-error';
import { loadOnDemand } from '../load-on-demand';
import { createLateAnswerGuard } from '../late-answer-guard';
import type { ServiceContext } from '../service-context';

const productIdFieldSchema = z.object({ productId: productIdSchema });

/** What the pre-order button led to; the SDK already asked the UI for the modal or alert. */
export type PreorderOpenResult =
  /** The pre-order modal opened for the product. */
  | { readonly status: 'form-opened' }
  /** The product is pre-ordered already: the error alert shows. */
  | { readonly status: 'already-processed' }
  /** A guest: the login modal opened and the product waits in local storage for after the login. */
  | { readonly status: 'login-required' };

export type PreorderSubmitResult =
  | { readonly status: 'ordered' }
  | { readonly status: 'already-processed' }
  | { readonly status: 'login-required' };

/** The pre-order modal's form. */
export interface PreorderForm {
  readonly productId: ProductId;
  readonly name: string;
  readonly phone: string;
  readonly email?: string | null;
}

/**
 * Pre-orders (docs/catalogue.md); the ids are `state.preorders`. The modal and the alert are asked for with
 * the 'ui:open-modal', 'ui:notify' and 'auth:login-required' events.
 */
export interface PreordersService {
  /**
   * The pre-order button: the modal, the already-processed alert, or the login for a guest.
   * Throws a ValidationError (field `productId`) for an id that is not a product id.
   */
  open(productId: ProductId): PreorderOpenResult;
  /**
   * Sends the modal's form. Throws a ValidationError for bad contact fields (`fields` names them)
   * and the call's error for other failures; a product pre-ordered already is a result, not an error.
   */
  submit(form: PreorderForm): Promise<PreorderSubmitResult>;
}

export function createPreordersService(context: ServiceContext): PreordersService {
  const { api, state, storage, events, i18n, randomId, reportError } = context;
  const preorders = state.preorders;
  let signedIn = false;
  const session = createLateAnswerGuard();
  // The contact form's rules are fetched when the form is sent, not with the page.
  const contactFormSchema = loadOnDemand(
    'pre-order-form-schema',
    () => import('./pre-order-form-schema').then(({ preOrderFormSchema }) => preOrderFormSchema),
    reportError,
  );

  const isSignedIn = (): boolean => signedIn || state.isLoggedIn.peek();

  /** A bad id is the caller's mistake: a ValidationError naming `productId`, before anything is stored or sent. */
  function checkProductId(productId: unknown): ProductId {
    return assertValid(productIdFieldSchema, { productId }).productId;
  }

  function savedProductId(): ProductId | undefined {
    return storage.read(storageKeys.savedPreOrderProductId, productIdSchema);
  }

  function forgetSaved(productId: ProductId): void {
    if (savedProductId() === productId) storage.remove(storageKeys.savedPreOrderProductId);
  }

  function alertAlreadyProcessed(productId: ProductId): void {
    forgetSaved(productId);
    // The alert's texts are not first-paint texts: they come with the whole dictionary.
    void i18n.load().then(
      (texts) =>
        events.emit('ui:notify', {
          message: texts.t(errorMessages.preorderAlreadyProcessed),
          title: texts.t(errorMessages.errorTitle),
          variant: 'error',
        }),
      (error: unknown) => asVitrinaError(error, reportError),
    );
  }

  function askForLogin(productId: ProductId): void {
    storage.write(storageKeys.savedPreOrderProductId, productId);
    events.emit('auth:login-required', { email: null });
  }

  /** Why the product cannot be pre-ordered now, after showing the alert or asking for a login; null when it can. */
  function refusal(productId: ProductId): { readonly status: 'already-processed' | 'login-required' } | null {
    if (preorders.includes(productId)) {
      alertAlreadyProcessed(productId);
      return { status: 'already-processed' };
    }
    if (!isSignedIn()) {
      askForLogin(productId);
      return { status: 'login-required' };
    }
    return null;
  }

  function open(productId: ProductId): PreorderOpenResult {
    checkProductId(productId);
    const refused = refusal(productId);
    if (refused) return refused;
    events.emit('ui:open-modal', { id: 'pre-order', productId });
    return { status: 'form-opened' };
  }

  /** Runs `run` once no modal is open: at once, or right after the open one starts closing. */
  function whenNoModalOpen(run: () => void): void {
    if (!state.modal.peek().open) {
      run();
      return;
    }
    const stop = state.modal.subscribe((modal) => {
      if (modal.open) return;
      stop();
      // After the rest of the closing step, which forgets the saved product.
      queueMicrotask(run);
    });
  }

  /**
   * Reopens the pre-order of the product saved before the login. The login modal usually closes
   * after the login, and closing forgets the saved product: so this waits for it to close, then
   * keeps the product saved until the pre-order modal closes in turn.
   */
  function resumeSaved(): void {
    const productId = savedProductId();
    if (productId === undefined) return;
    const inSession = session.current();
    whenNoModalOpen(() => {
      if (!inSession()) return;
      if (open(productId).status === 'form-opened') storage.write(storageKeys.savedPreOrderProductId, productId);
    });
  }

  /**
   * `resume`: this tab's own login, or the check of a page load, reopens a pre-order saved before
   * the login; a check another tab's login caused does not (the saved product is shared storage,
   * and that tab reopens it).
   */
  function startSession(user: User, resume: boolean): void {
    session.invalidate();
    signedIn = true;
    preorders.replace(user.preorders);
    if (resume) resumeSaved();
  }

  events.on('auth:login', ({ user }) => startSession(user, true));
  events.on('auth:restored', ({ user, remote }) => startSession(user, !remote));
  events.on('auth:logout', () => {
    session.invalidate();
    signedIn = false;
    preorders.clear();
  });

  return {
    open,
    async submit(form) {
      const productId = checkProductId(form.productId);
      const contact = assertValid(await contactFormSchema(), { name: form.name, phone: form.phone, email: form.email });
      const refused = refusal(productId);
      if (refused) return refused;
      const inSession = session.current();
      try {
        const answer = await api.call('preorder', {
          body: { product_id: productId, ...contact },
          idempotencyKey: randomId(),
        });
        // An answer for a shopper who has logged out since is not this session's list.
        if (inSession()) preorders.replace([...answer.data.product_ids, productId]);
        forgetSaved(productId);
        return { status: 'ordered' };
      } catch (caught) {
        const failure: VitrinaError = asVitrinaError(caught, reportError);
        if (failure.messageKey === errorMessages.preorderAlreadyProcessed) {
          if (inSession()) preorders.add(productId);
          alertAlreadyProcessed(productId);
          return { status: 'already-processed' };
        }
        if (failure instanceof HttpError && failure.status === 401) {
          askForLogin(productId);
          return { status: 'login-required' };
        }
        throw failure;
      }
    },
  };
}
