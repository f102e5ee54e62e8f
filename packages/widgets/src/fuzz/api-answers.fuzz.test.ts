import { VitrinaError } from '@vitrina/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../../core/src/api/endpoints';
import { API_FLOWS, healthyMe, stateOf, type ApiFlow } from './api-flows';
import { assertFuzz } from './fuzz-run';
import { openFuzzPage } from './fuzz-page';
import { deliver, endpointOf, hostileAnswerOf, mustRefuse, type HostileAnswer } from './hostile-api-answers';
import { SCRIPT_PAYLOADS } from './hostile-values';
import { expectHealthyCardsBuy, expectInert, expectNoErrors, settle } from './page-checks';

const RUNS = 300;
/** The calls the fake shop serves itself: a flow that spoils "every other call" leaves them be. */
const SERVED: readonly EndpointName[] = ['me', 'CreateReactCart', 'UpdateReactCart', 'cartChangeQuantity', 'addToCart'];
const ALL_SHOWN: readonly EndpointName[] = ['searchLoadProducts', 'getCart', 'compareProducts', 'getFavoritesList', 'productIdsByCategory', 'CreateReactCart'];

const perFlow = new Map<string, number>();
const failures = new Map<string, number>();
/** Runs where a payload of a well-formed answer reached the page, as text. */
let shownAsText = 0;
const hostileCalls = new Map<string, number>();

const flowCase = fc.constantFrom(...Object.keys(API_FLOWS)).chain((flow) =>
  fc.record({ flow: fc.constant(flow), answer: hostileAnswerOf(API_FLOWS[flow]!.targets ?? ALL_SHOWN) }),
);

/**
 * Answers with `answer` the first of the targeted calls (any of a flow's targets, or with no targets
 * each call the fake shop does not serve, the first time it is made); later ones, and the rest, as the shop would.
 */
function hostileOnce({ targets, user }: ApiFlow, hostileAnswer: HostileAnswer) {
  const answered = new Set<string>();
  const names: EndpointName[] = [];
  const answer = (request: Request) => {
    const me = healthyMe(request, user);
    if (me) return me;
    const name = endpointOf(request);
    const targeted = targets === null ? name !== undefined && !SERVED.includes(name) : name !== undefined && targets.includes(name);
    const key = targets === null ? name! : 'the targets';
    if (!targeted || answered.has(key)) return undefined;
    answered.add(key);
    names.push(name!);
    hostileCalls.set(name!, (hostileCalls.get(name!) ?? 0) + 1);
    return deliver(hostileAnswer, request);
  };
  /** `answered`: the calls that got the hostile answer, in order. */
  return { answer, answered: names };
}

describe('hostile API answers through the SDK into mounted islands', () => {
  afterAll(() => console.info(`[fuzz] API answers: ${[...perFlow].map(([flow, count]) => `${flow} ${count} (${failures.get(flow) ?? 0} to refuse)`).join(', ')}; markup shown as text in ${shownAsText} runs; hostile answers per call: ${[...hostileCalls].map(([name, count]) => `${name} ${count}`).join(', ')}`));

  it('end in typed errors, leave the state as it was when refused, render no markup, and leave the page buying', async () => {
    await assertFuzz(
      'API answers',
      fc.asyncProperty(flowCase, async ({ flow: name, answer }) => {
        perFlow.set(name, (perFlow.get(name) ?? 0) + 1);
        const flow = API_FLOWS[name]!;
        const hostile = hostileOnce(flow, answer);
        const page = await openFuzzPage({ ...flow.page(), answer: hostile.answer });
        try {
          await flow.prepare?.(page);
          const before = stateOf(page);
          await flow.run(page);
          // A stalled body ends when the SDK's time-out (600 ms here) aborts it; the outcome shows after that.
          if (answer.kind === 'stall') await new Promise((resolve) => setTimeout(resolve, 700));
          const refused = flow.targets !== null && mustRefuse(answer, hostile.answered[0] ?? flow.targets[0]!);
          flow.check(page, before, refused);
          if (refused) failures.set(name, (failures.get(name) ?? 0) + 1);
          await settle();
          expectInert(page);
          expectNoErrors();
          if (SCRIPT_PAYLOADS.some((payload) => payload.startsWith('<') && document.body.textContent?.includes(payload))) shownAsText += 1;
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
    // The markup did reach the widgets, which showed it as text.
    expect(shownAsText).toBeGreaterThan(0);
  });
});
