/** The `order-payment` widget's chunk: its component and the schema its island's attributes are read with. */
export { OrderPayment as component } from './order-payment';
export { orderPaymentProps as props } from './order-payment-props';
