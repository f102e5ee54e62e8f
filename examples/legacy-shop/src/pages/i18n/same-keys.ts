/** A dictionary with exactly the keys of `T`, every leaf a string: another language's translation of `T`. */
export type SameKeys<T> = {
  [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]>;
};
