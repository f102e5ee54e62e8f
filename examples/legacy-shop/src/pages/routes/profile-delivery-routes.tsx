import type { Context } from 'hono';
import type { Hono } from 'hono';
import type { HandlerContext } from '../../api/handler';
import { meAddress } from '../../api/handlers/profile/me-address';
import { meAddressRemove, meAddressUpdate } from '../../api/handlers/profile/me-addresses';
import { positiveId } from '../../api/handlers/shop/path-id';
import type { UserRow } from '../../db/rows';
import type { FormErrors } from '../components/form-errors';
import type { PageContext, PagesDeps } from '../context/page-context';
import { addressesOfUser, addressOfUser } from '../data/addresses';
import { FORM_ACTIONS } from '../form-actions';
import { renderPage } from '../render-page';
import { ProfileDeliveryPage, type AddressNotice, type AddressValues } from '../screens/profile-delivery-page';
import { formErrors, runHandler, viewerSession } from './account-calls';
import { endpointInput } from './endpoint-input';
import { requireFormPost } from './form-post';
import { pageHandler, redirectToLogin } from './page-handler';

const NOTICES: readonly AddressNotice[] = ['added', 'updated', 'removed'];

const postedAddress = (form: Record<string, string>) => ({
  city: form.city ?? '',
  street: form.street ?? '',
  building: form.building ?? '',
  apartments: form.apartments ?? '',
});

/**
 * The delivery addresses page, and its forms without script: a new address, the change of one
 * (`?edit={id}`) and its removal (`?remove={id}` asks first). The profile API's own handlers do
 * the work, with the same rules and the same owner check: another user's address is a 404.
 */
export function mountProfileDeliveryRoutes(app: Hono, deps: PagesDeps): void {
  const { db } = deps;

  const page = (c: Context, ctx: PageContext, viewer: UserRow, extra: { values?: AddressValues; errors?: FormErrors; editing?: number } = {}, status: 200 | 422 = 200) => {
    const editId = extra.editing ?? positiveId(c.req.query('edit'));
    const removeId = positiveId(c.req.query('remove'));
    const editing = editId === undefined ? undefined : addressOfUser(db, viewer.id, editId);
    const removing = removeId === undefined ? undefined : addressOfUser(db, viewer.id, removeId);
    if ((editId !== undefined && !editing) || (removeId !== undefined && !removing)) return c.notFound();
    const notice = NOTICES.find((name) => name === c.req.query('done'));
    const screen = (
      <ProfileDeliveryPage
        ctx={ctx}
        viewer={viewer}
        addresses={addressesOfUser(db, viewer.id)}
        notice={status === 200 ? notice : undefined}
        editing={editing}
        removing={removing}
        {...(extra.values ? { values: extra.values } : {})}
        {...(extra.errors ? { errors: extra.errors } : {})}
      />
    );
    return renderPage(c, screen, status);
  };

  app.get(
    FORM_ACTIONS.address,
    pageHandler(deps, (c, ctx) => (ctx.viewer ? page(c, ctx, ctx.viewer) : redirectToLogin(c, ctx))),
  );

  app.post(
    FORM_ACTIONS.address,
    pageHandler(deps, async (c, ctx) => {
      const form = await requireFormPost(c);
      if (!ctx.viewer) return redirectToLogin(c, ctx);
      const values = postedAddress(form);
      try {
        runHandler(c, deps, ctx.lang, meAddress, endpointInput('meAddress', values), viewerSession(c, ctx));
        return c.redirect(`${FORM_ACTIONS.address}?done=added`, 303);
      } catch (error) {
        return page(c, ctx, ctx.viewer, { values, errors: formErrors(error, ctx.t) }, 422);
      }
    }),
  );

  app.post(
    `${FORM_ACTIONS.address}/:id`,
    pageHandler(deps, async (c, ctx) => {
      const form = await requireFormPost(c);
      if (!ctx.viewer) return redirectToLogin(c, ctx);
      const id = positiveId(c.req.param('id'));
      if (id === undefined || !addressOfUser(db, ctx.viewer.id, id)) return c.notFound();
      const values = postedAddress(form);
      try {
        const input = endpointInput('meAddressUpdate', values);
        runHandler(c, deps, ctx.lang, (context: HandlerContext<typeof input>) => meAddressUpdate({ ...context, params: { id: String(id) } }), input, viewerSession(c, ctx));
        return c.redirect(`${FORM_ACTIONS.address}?done=updated`, 303);
      } catch (error) {
        return page(c, ctx, ctx.viewer, { values, errors: formErrors(error, ctx.t), editing: id }, 422);
      }
    }),
  );

  app.post(
    `${FORM_ACTIONS.address}/:id/remove`,
    pageHandler(deps, async (c, ctx) => {
      await requireFormPost(c);
      if (!ctx.viewer) return redirectToLogin(c, ctx);
      const id = positiveId(c.req.param('id'));
      if (id === undefined || !addressOfUser(db, ctx.viewer.id, id)) return c.notFound();
      runHandler(c, deps, ctx.lang, (context: HandlerContext<undefined>) => meAddressRemove({ ...context, params: { id: String(id) } }), undefined, viewerSession(c, ctx));
      return c.redirect(`${FORM_ACTIONS.address}?done=removed`, 303);
    }),
  );
}
