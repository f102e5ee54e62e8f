import fc from 'fast-check';
import { defaultPageConfig } from '../contract/page-config-schema';
import { samplePageConfig } from '../testing/sample-page-config';
import { HEALTHY_IDS } from './fuzz-page';
import { hostileJsonText, hostileJsonValue, hostileNumber, hostileString, PROTOTYPE_KEYS } from './hostile-values';

type Group = Record<string, unknown>;

/** Every field's path in the config: `api.shop`, `snapshot.cartIds`, … */
function leafPaths(value: unknown, prefix: readonly string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[...prefix]];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]));
}

const LEAVES = leafPaths(defaultPageConfig);
const GROUPS = [[], ['api'], ['pages'], ['cookieNames'], ['snapshot']] as const;

/** Values a field may be spoilt with: hostile JSON, markup, script addresses, odd numbers, long id lists. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber.map((number) => (Number.isFinite(number) ? number : String(number))) },
  { weight: 3, arbitrary: hostileJsonValue },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), hostileNumber, hostileString), { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.nat({ max: 2 }).map((power) => Array.from({ length: 10 ** (power + 2) }, (_, index) => index + 1)) },
  { weight: 1, arbitrary: fc.constantFrom('javascript:alert(1)', 'data:text/html,x', '//evil.test/api/', 'https://shop.test/api/', '/api/<b>/', 'ru', 'en', 'UK') },
);

type Spoil = { readonly kind: 'field'; readonly path: readonly string[]; readonly value: unknown } | { readonly kind: 'prototype'; readonly group: readonly string[]; readonly key: string; readonly value: unknown };

const spoil: fc.Arbitrary<Spoil> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('field' as const), path: fc.constantFrom(...LEAVES), value: fieldValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('prototype' as const), group: fc.constantFrom(...GROUPS), key: fc.constantFrom(...PROTOTYPE_KEYS), value: hostileJsonValue }) },
);

/** The healthy cards' products are kept out of the snapshot's lists, so a healthy buy is always an add. */
function withoutHealthy(value: unknown): unknown {
  return Array.isArray(value) ? value.filter((item) => !(HEALTHY_IDS as readonly unknown[]).includes(item)) : value;
}

/** The shop's config with some fields spoilt; a prototype key is written as an own key, as JSON.parse reads it. */
function spoiltConfig(spoils: readonly Spoil[]): string {
  const config = JSON.parse(JSON.stringify(samplePageConfig())) as Group;
  const groupAt = (path: readonly string[]): Group => path.reduce<Group>((group, key) => (group[key] ?? {}) as Group, config);
  for (const change of spoils) {
    if (change.kind === 'field') groupAt(change.path.slice(0, -1))[change.path.at(-1)!] = withoutHealthy(change.value);
    else Object.defineProperty(groupAt(change.group), change.key, { value: change.value ?? { polluted: true }, enumerable: true, configurable: true, writable: true });
  }
  return JSON.stringify(config);
}

/** A page config's text: the shop's with fields spoilt (mostly), or any hostile JSON or non-JSON text. */
export const hostilePageConfigText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(spoil, { minLength: 1, maxLength: 4 }).map(spoiltConfig) },
  { weight: 1, arbitrary: hostileJsonText(fc.constant(samplePageConfig())) },
);
