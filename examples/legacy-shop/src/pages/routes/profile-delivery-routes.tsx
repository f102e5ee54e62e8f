import type { Hono } from 'hono';
import { meAddress } from '../../api/handlers/profile/me-address';
import type { PagesDeps } from '../context/page-context';
import { addressesOfUser } from '../data/addresses';
import { FORM_ACTIONS } from '../form-actions';
import { renderPage } from '../render-page';
import { ProfileDeliveryPage } from '../screens/profile-delivery-page';
import { formErrors, runHandler, viewerSession } from './account-calls';
import { endpointInput } from './endpoint-input';
import { requireFormPost } from './form-post';
import { pageHandler, redirectToLogin } from './page-handler';

/**
 * The delivery addresses page, and its form without script: the profile API's own handler saves
 * the address (checked with the same schema and rules), and the page says so or shows why not.
 */
export function mountProfileDeliveryRoutes(app: Hono, deps: PagesDeps): void {
  const { db } = deps;

  app.get(
    '/profile/delivery',
    pageHandler(deps, (c, ctx) =>
      ctx.viewer
        ? renderPage(c, <ProfileDeliveryPage ctx={ctx} viewer={ctx.viewer} addresses={addressesOfUser(db, ctx.viewer.id)} saved={c.req.query('saved') === '1'} />)
        : redirectToLogin(c, ctx),
    ),
  );

  app.post(
    FORM_ACTIONS.address,
    pageHandler(deps, async (c, ctx) => {
      const form = await requireFormPost(c);
      if (!ctx.viewer) return redirectToLogin(c, ctx);
      const values = { city: form.city ?? '', street: form.street ?? '', building: form.building ?? '', apartments: form.apartments ?? '' };
      try {
        runHandler(c, deps, ctx.lang, meAddress, endpointInput('meAddress', values), viewerSession(c, ctx));
        return c.redirect('/profile/delivery?saved=1', 303);
      } catch (error) {
        const page = <ProfileDeliveryPage ctx={ctx} viewer={ctx.viewer} addresses={addressesOfUser(db, ctx.viewer.id)} values={values} errors={formErrors(error, ctx.t)} />;
        return renderPage(c, page, 422);
      }
    }),
  );
}
