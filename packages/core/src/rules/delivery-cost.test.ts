import { describe, expect, it } from 'vitest';
import { deliveryCost } from './delivery-cost';

describe('deliveryCost', () => {
  it('is free from 1500 UAH', () => {
    expect(deliveryCost(1500, 'newpost')).toEqual({ free: true });
    expect(deliveryCost(20_000, 'courier')).toEqual({ free: true });
  });

  it('below 1500 UAH the buyer pays the carrier tariff on receipt', () => {
    expect(deliveryCost(1499, 'newpost')).toEqual({ free: false, payOnReceipt: true, missingForFree: 1 });
    expect(deliveryCost(0, 'np-mailbox')).toEqual({ free: false, payOnReceipt: true, missingForFree: 1500 });
    expect(deliveryCost(1499.5)).toEqual({ free: false, payOnReceipt: true, missingForFree: 0.5 });
  });

  it('picking up in a shop is free at any amount', () => {
    expect(deliveryCost(10, 'self-delivery')).toEqual({ free: true });
  });
});
