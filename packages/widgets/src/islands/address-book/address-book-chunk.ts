/** The `address-book` widget's chunk: its component and the schema its island's attributes are read with. */
export { AddressBook as component } from './address-book';
export { addressBookProps as props } from './address-book-props';
