/** Business constants and limits of the shop (docs/constants.md), one file per concept. */

export * from './constants/money';
export * from './constants/field-limits';
export * from './constants/defaults';
export * from './constants/timings';
export * from './constants/sliders';
export * from './constants/layout';
export * from './constants/contacts';
export * from './constants/search';
