import type { Hono } from 'hono';
import { sendSmbRequest } from '../../api/handlers/shop/smb';
import { answerOnce, idempotencyKey, idempotencyScope } from '../../api/idempotency';
import type { PagesDeps } from '../context/page-context';
import { FORM_ACTIONS } from '../form-actions';
import { renderPage } from '../render-page';
import { ordersOfUser } from '../data/orders';
import type { SmbRequestValues } from '../screens/corporate-corner';
import { ProfilePurchasesPage } from '../screens/profile-purchases-page';
import { formErrors, runHandler, viewerSession } from './account-calls';
import { endpointInput } from './endpoint-input';
import { requireFormPost } from './form-post';
import { pageHandler, redirectToLogin } from './page-handler';

/**
 * The corporate corner's request form without script: the API's own handler checks and stores the
 * request (once per the form's `request_key`, as the API does per Idempotency-Key); then the
 * purchases page says so, or comes back whole with the corner holding what was typed and why not.
 */
export function mountCorporateCornerRoutes(app: Hono, deps: PagesDeps): void {
  const { db } = deps;
  app.post(
    FORM_ACTIONS.smbRequest,
    pageHandler(deps, async (c, ctx) => {
      const form = await requireFormPost(c);
      if (!ctx.viewer) return redirectToLogin(c, ctx);
      const viewer = ctx.viewer;
      const values = {
        company_name: form.company_name ?? '',
        company_code: form.company_code ?? '',
        contact_name: form.contact_name ?? '',
        phone: form.phone ?? '',
        email: form.email ?? '',
        comment: form.comment ?? '',
      } satisfies SmbRequestValues;
      try {
        const { comment, ...required } = values;
        const input = endpointInput('sendSmbRequest', comment.trim() ? values : required);
        const key = idempotencyKey(form.request_key || undefined);
        runHandler(
          c,
          deps,
          ctx.lang,
          (context: Parameters<typeof sendSmbRequest>[0]) =>
            answerOnce(db, key ? { key, scope: idempotencyScope('sendSmbRequest', viewer, {}, input, context.ip) } : undefined, context.now, () => sendSmbRequest(context)),
          input,
          viewerSession(c, ctx),
        );
        return c.redirect('/profile/purchases?smb=sent#corporate-corner', 303);
      } catch (error) {
        const corner = { values, errors: formErrors(error, ctx.t) };
        return renderPage(c, <ProfilePurchasesPage ctx={ctx} viewer={viewer} orders={ordersOfUser(db, viewer.id, ctx.lang)} corner={corner} />, 422);
      }
    }),
  );
}
