import { describe, expect, it } from 'vitest';
import { DELIVERY_TYPES, isCarrierDelivery, isCourierDelivery, isDeliveryType } from './delivery-types';

describe('delivery types', () => {
  it('lists the four fixed delivery types', () => {
    expect(Object.values(DELIVERY_TYPES).sort()).toEqual(['courier', 'newpost', 'np-mailbox', 'self-delivery']);
  });

  it.each(['newpost', 'np-mailbox', 'courier', 'self-delivery', 'courier-123', 'courier-tv_mount', 'courier-big-tv'])(
    'accepts %s',
    (value) => expect(isDeliveryType(value)).toBe(true),
  );

  it.each(['courier-', 'pickup', 'NEWPOST', 'courier-a b', 'xcourier-1', '', null, 1, undefined])('rejects %s', (value) =>
    expect(isDeliveryType(value)).toBe(false),
  );

  it('courier covers the shop courier and per-product couriers only', () => {
    expect(isCourierDelivery('courier')).toBe(true);
    expect(isCourierDelivery('courier-42')).toBe(true);
    expect(isCourierDelivery('newpost')).toBe(false);
    expect(isCourierDelivery('self-delivery')).toBe(false);
  });

  it('carrier means a Nova Poshta branch or parcel locker', () => {
    expect(isCarrierDelivery('newpost')).toBe(true);
    expect(isCarrierDelivery('np-mailbox')).toBe(true);
    expect(isCarrierDelivery('courier')).toBe(false);
    expect(isCarrierDelivery('self-delivery')).toBe(false);
  });
});
