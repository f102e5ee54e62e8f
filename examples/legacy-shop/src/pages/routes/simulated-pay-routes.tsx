import type { Hono } from 'hono';
import { orderResultUrl } from '../../api/handlers/shop/payment-urls';
import { cardSession, finishCardSession, type CardPaymentAction } from '../../api/handlers/shop/simulated-card-sessions';
import type { PagesDeps } from '../context/page-context';
import { renderPage } from '../render-page';
import { SimulatedPayPage } from '../screens/simulated-pay-page';
import { readFormPost } from './form-post';
import { pageHandler } from './page-handler';

const ACTIONS: readonly CardPaymentAction[] = ['pay', 'fail', 'cancel'];

/**
 * The simulated card-payment provider (docs/simulated-providers.md#card-payment-provider): its page
 * of a session, and the tester's choice, after which it sends the shopper back to the shop's order
 * result page.
 */
export function mountSimulatedPayRoutes(app: Hono, deps: PagesDeps): void {
  const { db } = deps;

  app.get(
    '/simulated-pay/:session',
    pageHandler(deps, (c, ctx) => {
      const session = cardSession(db, c.req.param('session') ?? '', new Date());
      if (!session) return c.notFound();
      return renderPage(c, <SimulatedPayPage ctx={ctx} session={session} />);
    }),
  );

  app.post('/simulated-pay/:session', async (c) => {
    const form = await readFormPost(c);
    const action = ACTIONS.find((name) => name === form?.action);
    const id = c.req.param('session');
    if (!action) return c.redirect(`/simulated-pay/${encodeURIComponent(id)}`, 303);
    const finished = db.transaction(() => {
      const now = new Date();
      const session = cardSession(db, id, now);
      return session && { session, result: finishCardSession(db, session, action, now) };
    })();
    if (!finished) return c.notFound();
    return c.redirect(orderResultUrl(finished.result, finished.session.order.id, finished.session.link), 303);
  });
}
