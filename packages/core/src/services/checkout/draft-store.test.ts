import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageError, type VitrinaError } from '../../errors';
import { FakeStorage } from '../../storage/test-fake-storage';
import { emptyCheckoutValues, type CheckoutValues } from './checkout-values';
import { checkoutDraftKey, createDraftStore } from './draft-store';

afterEach(() => vi.unstubAllGlobals());

const CART = 'cart-1';

const typed: CheckoutValues = {
  ...emptyCheckoutValues({ id: 56, title: 'Київ' }),
  person: { lastName: 'Коваленко', firstName: 'Оксана', middleName: 'Петрівна', phone: '+38 067 123 45 67', email: 'oksana@example.ua' },
  passport: 'АВ123456',
  company: { companyName: 'ТОВ Вітрина', companyCode: '12345678', taxNumber: '1234567890', passport: '123456789' },
  delivery: 'courier',
  address: { street: 'Хрещатик', building: '22', apartment: '5' },
  payment: 'cash',
  comment: 'Дзвоніть після 18:00',
  withoutGift: [120455],
};

function session() {
  const storage = new FakeStorage();
  vi.stubGlobal('sessionStorage', storage);
  const reported: VitrinaError[] = [];
  return { storage, reported, store: () => createDraftStore((error) => reported.push(error)) };
}

describe('the checkout draft', () => {
  it('survives a reload of the page: a new store reads what the last one kept', () => {
    const { store } = session();
    store().save(CART, typed);
    const draft = store().read(CART);
    expect(draft).toMatchObject({ person: typed.person, city: { id: 56, title: 'Київ' }, delivery: 'courier', address: typed.address, comment: typed.comment });
  });

  it('never keeps a passport number, the buyer’s or the company signatory’s', () => {
    const { store, storage } = session();
    store().save(CART, typed);
    const raw = storage.getItem(checkoutDraftKey(CART)) ?? '';
    expect(raw).not.toContain('АВ123456');
    expect(raw).not.toContain('123456789"');
    expect(raw).not.toContain('passport');
    expect(store().read(CART)?.company).toEqual({ companyName: 'ТОВ Вітрина', companyCode: '12345678', taxNumber: '1234567890' });
  });

  it('keeps one draft per cart, and forgets it when cleared', () => {
    const { store } = session();
    store().save(CART, typed);
    expect(store().read('another-cart')).toBeNull();
    store().clear(CART);
    expect(store().read(CART)).toBeNull();
  });

  it('reads a corrupt draft as none, drops it and reports it', () => {
    const { store, storage, reported } = session();
    storage.setItem(checkoutDraftKey(CART), '{"person": {"lastName": 42}');
    expect(store().read(CART)).toBeNull();
    expect(storage.getItem(checkoutDraftKey(CART))).toBeNull();
    expect(reported).toHaveLength(1);
    storage.setItem(checkoutDraftKey(CART), JSON.stringify({ delivery: 'by-pigeon' }));
    expect(store().read(CART)).toBeNull();
  });

  it('works in memory for the page when the browser blocks session storage', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      const reported: VitrinaError[] = [];
      const store = createDraftStore((error) => reported.push(error));
      store.save(CART, typed);
      expect(store.read(CART)?.comment).toBe(typed.comment);
      expect(reported).toEqual([expect.any(StorageError)]);
    } finally {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });

  it('keeps the draft in memory when the storage is full', () => {
    const { store: make, storage, reported } = session();
    storage.failure = 'quota';
    storage.room = 0;
    const store = make();
    store.save(CART, typed);
    expect(store.read(CART)?.person?.lastName).toBe('Коваленко');
    expect(storage.getItem(checkoutDraftKey(CART))).toBeNull();
    expect(reported).toEqual([expect.any(StorageError)]);
  });
});
