import { signal, type ReadonlySignal } from '@preact/signals-core';
import { VitrinaError } from '../../errors';
import type { CreditType } from '../../rules/credit-types';
import type { ProductId } from '../../state/id-set';
import { createLateAnswerGuard } from '../late-answer-guard';
import type { ServiceContext } from '../service-context';
import type * as creditBankRules from './selectable-credit-banks';
import type { SelectableCreditBank } from './selectable-credit-banks';

type CreditBankRules = typeof creditBankRules;

/** The credit popup's data for one product (docs/checkout.md). */
export interface CreditModel {
  readonly productId: ProductId;
  readonly loading: ReadonlySignal<boolean>;
  /** Why the last load failed (the popup shows its error state), or null. */
  readonly error: ReadonlySignal<VitrinaError | null>;
  /** The price the offers are computed from; null until loaded. */
  readonly price: ReadonlySignal<number | null>;
  readonly banks: ReadonlySignal<readonly SelectableCreditBank[]>;
  /** (Re)loads the offers. Never rejects: a failure ends in the error state and is reported. */
  load(): Promise<void>;
  /** Selects the term of `months` at a bank; false when the bank has no such term. */
  select(bankId: number, months: number, creditType?: CreditType): boolean;
}

export function createCreditModel(context: Pick<ServiceContext, 'api' | 'reportError'>, productId: ProductId): CreditModel {
  const loading = signal(false);
  const error = signal<VitrinaError | null>(null);
  const price = signal<number | null>(null);
  const banks = signal<readonly SelectableCreditBank[]>([]);
  const loads = createLateAnswerGuard();
  // Fetched with the first offers: only a page that opens the credit popup needs them.
  let rules: CreditBankRules | undefined;

  return {
    productId,
    loading,
    error,
    price,
    banks,
    async load() {
      const isLatest = loads.next();
      loading.value = true;
      error.value = null;
      try {
        const [answer, loaded] = await Promise.all([
          context.api.call('GetProductCreditPropositions', { params: { productId } }),
          import('./selectable-credit-banks'),
        ]);
        rules = loaded;
        if (!isLatest()) return;
        price.value = answer.data.price;
        banks.value = loaded.selectableCreditBanks(answer.data);
      } catch (caught) {
        if (!isLatest()) return;
        price.value = null;
        banks.value = [];
        if (caught instanceof VitrinaError) {
          // The API client has reported it already.
          error.value = caught;
        } else {
          const wrapped = new VitrinaError('network', String(caught), { messageKey: 'errors.data_loading', cause: caught });
          context.reportError(wrapped);
          error.value = wrapped;
        }
      } finally {
        // Only the newest load decides when loading ends, and it always does.
        if (isLatest()) loading.value = false;
      }
    },
    select(bankId, months, creditType) {
      const before = banks.peek();
      // No rules yet means no offers loaded yet: nothing to select.
      if (!rules) return false;
      const after = rules.selectCreditTerm(before, bankId, months, creditType);
      if (after === before) return false;
      banks.value = after;
      return true;
    },
  };
}
