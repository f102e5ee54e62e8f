/** The two product lists a shopper keeps (spec §3), named as the 'lists:changed' event names them. */
export type ListName = 'favorites' | 'compares';
