import { VitrinaError } from '@vitrina/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../../core/src/api/endpoints';
import { API_FLOWS, healthyMe, stateOf } from './api-flows';
import { assertFuzz } from './fuzz-run';
import { openFuzzPage } from './fuzz-page';
import { deliver, endpointOf, hostileAnswerOf, type HostileAnswer } from './hostile-api-answers';
import { expectHealthyCardsBuy, expectInert, expectNoErrors, settle } from './page-checks';

const RUNS = 300;
/** The calls the fake shop serves itself: a flow that spoils "every other call" leaves them be. */
const SERVED: readonly EndpointName[] = ['me', 'CreateReactCart', 'UpdateReactCart', 'cartChangeQuantity', 'addToCart'];
const ALL_SHOWN: readonly EndpointName[] = ['searchLoadProducts', 'getCart', 'compareProducts', 'getFavoritesList', 'productIdsByCategory', 'CreateReactCart'];

const perFlow = new Map<string, number>();
const hostileCalls = new Map<string, number>();

const flowCase = fc.constantFrom(...Object.keys(API_FLOWS)).chain((flow) =>
  fc.record({ flow: fc.constant(flow), answer: hostileAnswerOf(API_FLOWS[flow]!.targets ?? ALL_SHOWN) }),
);

/** Answers each targeted call with `answer` the first time it is made; later ones, and the rest, as the shop would. */
function hostileOnce(targets: readonly EndpointName[] | null, answer: HostileAnswer) {
  const answered = new Set<string>();
  return (request: Request) => {
    const me = healthyMe(request);
    if (me) return me;
    const name = endpointOf(request);
    const targeted = targets === null ? name !== undefined && !SERVED.includes(name) : name !== undefined && targets.includes(name);
    if (!targeted || answered.has(name!)) return undefined;
    answered.add(name!);
    hostileCalls.set(name!, (hostileCalls.get(name!) ?? 0) + 1);
    return deliver(answer, request);
  };
}

describe('hostile API answers through the SDK into mounted islands', () => {
  afterAll(() => console.info(`[fuzz] API answers: ${[...perFlow].map(([flow, count]) => `${flow} ${count}`).join(', ')}; hostile answers per call: ${[...hostileCalls].map(([name, count]) => `${name} ${count}`).join(', ')}`));

  it('end in typed errors, leave the state as it was when refused, render no markup, and leave the page buying', async () => {
    await assertFuzz(
      'API answers',
      fc.asyncProperty(flowCase, async ({ flow: name, answer }) => {
        perFlow.set(name, (perFlow.get(name) ?? 0) + 1);
        const flow = API_FLOWS[name]!;
        const page = await openFuzzPage({ ...flow.page(), answer: hostileOnce(flow.targets, answer) });
        try {
          const before = stateOf(page);
          await flow.run(page);
          flow.check(page, before);
          await settle();
          expectInert(page);
          expectNoErrors();
          for (const error of page.errors) expect(error, 'the SDK reported an untyped error').toBeInstanceOf(VitrinaError);
          expect(page.warnings, 'warnings').toEqual([]);
          expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
          await expectHealthyCardsBuy(page);
        } finally {
          page.close();
        }
      }),
      RUNS,
    );
    expect([...perFlow.values()].reduce((sum, count) => sum + count, 0)).toBe(RUNS);
  });
});
