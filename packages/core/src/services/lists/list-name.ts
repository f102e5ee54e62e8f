/** The two product lists a shopper keeps (docs/catalogue.md), named as the 'lists:changed' event names them. */
export type ListName = 'favorites' | 'compares';
