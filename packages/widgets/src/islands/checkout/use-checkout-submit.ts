import {
  CHECKOUT_FIELDS,
  checkCheckoutForm,
  instalmentBankOf,
  PAYMENT_TYPES,
  splitFailure,
  toFormFailure,
  toPlaceOrderRequest,
  type Cart,
  type CheckoutValues,
  type FormFailure,
  type PlacedOrder,
  type ProductId,
} from '@vitrina/core';
import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useFocusFailure } from '../../ui/forms/use-form';
import { navigation } from '../../runtime/navigation';
import { useVitrina } from '../../vitrina-context';
import { orderRedirect } from './order-redirect';

export interface SubmitInput {
  readonly cart: Cart;
  readonly values: CheckoutValues;
  readonly setValues: Dispatch<SetStateAction<CheckoutValues>>;
  readonly corporate: boolean;
  /** How many credit offers the cart has, once known. */
  readonly creditOptions: number | undefined;
  /** The fields shown now: a verdict on another goes above the form. */
  readonly shown: readonly string[];
}

export interface CheckoutSubmit {
  /** Message keys by field name, and the one above the form. */
  readonly failure: FormFailure;
  readonly busy: boolean;
  readonly placed: PlacedOrder | null;
  /** Lines whose gifts ran out at the last submit. */
  readonly giftsRunOut: readonly ProductId[];
  /** The new total after the last submit found it changed (null: it did not, or the cart could not be read). */
  readonly totalChanged: { readonly total: number | null } | null;
  readonly rootRef: RefObject<HTMLElement | null>;
  /** Checks and sends the order, one submit at a time; `withoutGift` adds lines to buy without their gift. */
  submit(withoutGift?: readonly ProductId[]): Promise<void>;
  /** Forgets a field's verdict (the shopper changed it). */
  forget(field: string): void;
}

const NO_FAILURE: FormFailure = { fields: {}, form: null };

/**
 * The checkout's submit (docs/checkout.md#the-checkout-island): the core's rules first (verdicts
 * under the fields, focus on the first), the instalment bank's phone check, then the order through
 * `services.checkout.placeOrder`. Refused fields show where they belong, run-out gifts and a
 * changed total as notices to act on; a placed order goes to its next page and the form stays busy.
 */
export function useCheckoutSubmit(input: SubmitInput): CheckoutSubmit {
  const { services } = useVitrina();
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [failures, setFailures] = useState(0);
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [giftsRunOut, setGiftsRunOut] = useState<readonly ProductId[]>([]);
  const [totalChanged, setTotalChanged] = useState<{ total: number | null } | null>(null);
  const sending = useRef(false);
  const rootRef = useRef<HTMLElement | null>(null);
  useFocusFailure(rootRef, failures);

  const show = (fields: Readonly<Record<string, string>>, form: string | null) => {
    const split = splitFailure(fields, input.shown);
    setFailure({ fields: split.fields, form: form ?? split.form });
    setFailures((count) => count + 1);
  };

  async function checkInstalmentPhone(values: CheckoutValues): Promise<void> {
    if (values.payment !== PAYMENT_TYPES.credit || values.credit === null) return;
    const bank = instalmentBankOf(values.credit.creditType);
    if (bank) await services.shop.checkInstalmentPhone(bank, values.person.phone);
  }

  async function submit(withoutGift: readonly ProductId[] = []): Promise<void> {
    if (sending.current || placed) return;
    const values = withoutGift.length === 0 ? input.values : { ...input.values, withoutGift: [...new Set([...input.values.withoutGift, ...withoutGift])] };
    if (values !== input.values) input.setValues(values);
    const found = checkCheckoutForm(values, { cart: input.cart, corporate: input.corporate, creditOptions: input.creditOptions });
    if (Object.keys(found).length > 0) return show(found, null);
    sending.current = true;
    setBusy(true);
    setFailure(NO_FAILURE);
    setGiftsRunOut([]);
    setTotalChanged(null);
    let leaving = false;
    try {
      await checkInstalmentPhone(values);
      const result = await services.checkout.placeOrder(toPlaceOrderRequest(values, input.cart));
      if (result.status === 'placed') {
        leaving = true;
        setPlaced(result.order);
        navigation.assign(orderRedirect(result.order.redirect_url, window.location.origin));
      } else if (result.status === 'invalid') {
        show(result.failure.fields, result.failure.form);
      } else {
        if (result.status === 'gifts-run-out') setGiftsRunOut(result.productIds);
        else setTotalChanged({ total: result.cart?.total ?? null });
        setFailures((count) => count + 1);
      }
    } catch (error) {
      const failed = toFormFailure(error, CHECKOUT_FIELDS, { phone: 'person.phone' });
      show(failed.fields, failed.form);
    } finally {
      if (!leaving) {
        sending.current = false;
        setBusy(false);
      }
    }
  }

  return {
    failure,
    busy: busy || placed !== null,
    placed,
    giftsRunOut,
    totalChanged,
    rootRef,
    submit,
    forget(field) {
      setFailure((current) => {
        if (!(field in current.fields)) return current;
        const { [field]: _dropped, ...rest } = current.fields;
        return { ...current, fields: rest };
      });
    },
  };
}
