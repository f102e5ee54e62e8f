import { userOrderSchema, type UserOrder } from '@vitrina/core';
import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';
import { jsonAttribute } from '../../contract/json-attribute';

/**
 * `<div data-widget="purchase-list" data-orders='[…]'>` around the purchases page's table of
 * orders (packages/widgets/docs/widget-contract.md, `purchase-list`): the orders as the server
 * listed them, newest first.
 */
export const purchaseListProps = islandProps({
  orders: z._default(jsonAttribute<UserOrder[]>(z.array(userOrderSchema), 'a JSON list of orders ({ id, status, total, created_at, items, payment_url })'), []),
});

export type PurchaseListProps = z.infer<typeof purchaseListProps>;
