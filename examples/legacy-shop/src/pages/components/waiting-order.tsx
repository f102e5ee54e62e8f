import type { ProductCard } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import { FORM_ACTIONS } from '../form-actions';
import { widgetAttrs } from '../widget-attributes';
import { FormAlert } from './form-errors';
import { Field } from './form-field';
import { postedValues, type OrderSectionState, type PostedOrderForm } from './order-form-state';
import { PhoneField } from './phone-field';
import { RefusedOrderAlert } from './refused-order-alert';

interface WaitingOrderProps {
  readonly ctx: PageContext;
  readonly card: ProductCard;
  /** The product page's address, to come back to after logging in. */
  readonly url: string;
  readonly state: OrderSectionState;
}

function Success({ text }: { text: string }) {
  return (
    <p className="notice notice--success" role="status">
      {text}
    </p>
  );
}

/** Pre-orders are a signed-in user's (docs/catalogue.md#pre-orders): a guest is asked to log in first and comes back here. */
function PreorderBody({ ctx, card, url, state }: WaitingOrderProps) {
  const { t, viewer } = ctx;
  const posted = postedValues(state, 'preorder');
  if (state.preordered) {
    // A second pre-order (from a page opened before the first) is refused, and the section says why.
    return (
      <>
        <FormAlert message={posted?.errors.form} />
        <Success text={t('modals.pre_order.success')} />
      </>
    );
  }
  if (!viewer) {
    return (
      <>
        <p>{t('modals.pre_order.text')}</p>
        <p>{t('modals.login.text')}</p>
        <a className="button button--primary" href={`/login?next=${encodeURIComponent(`${url}#order`)}`}>
          {t('header.login')}
        </a>
      </>
    );
  }
  const value = (name: string, fallback: string | null) => (posted ? posted.values[name] : fallback);
  const error = (name: string) => posted?.errors.fields?.[name];
  return (
    <>
      <p>{t('modals.pre_order.text')}</p>
      <form className="form form--inline" method="post" action={FORM_ACTIONS.preorder}>
        <FormAlert message={posted?.errors.form} />
        <input type="hidden" name="product_id" value={String(card.id)} />
        <Field id="order-name" label={t('forms.fields.first_name')} name="name" autocomplete="given-name" value={value('name', viewer.first_name)} required maxlength={50} error={error('name')} />
        <PhoneField id="order-phone" t={t} value={value('phone', viewer.phone)} error={error('phone')} />
        <Field id="order-email" label={t('forms.fields.email')} name="email" type="email" autocomplete="email" value={value('email', viewer.email)} maxlength={254} error={error('email')} />
        <button className="button button--primary" type="submit">
          {t('modals.pre_order.submit')}
        </button>
      </form>
    </>
  );
}

function ReminderBody({ ctx, card, state }: WaitingOrderProps) {
  const { t, viewer } = ctx;
  if (state.reminderSent) return <Success text={t('modals.remind.success')} />;
  const posted = postedValues(state, 'reminder');
  return (
    <>
      <p>{t('modals.remind.text')}</p>
      <form className="form form--inline" method="post" action={FORM_ACTIONS.reminder}>
        <FormAlert message={posted?.errors.form} />
        <input type="hidden" name="product_id" value={String(card.id)} />
        <Field
          id="order-email"
          label={t('forms.fields.email')}
          name="email"
          type="email"
          autocomplete="email"
          value={posted ? posted.values.email : viewer?.email}
          required
          maxlength={254}
          error={posted?.errors.fields?.email}
        />
        <button className="button button--primary" type="submit">
          {t('modals.remind.submit')}
        </button>
      </form>
    </>
  );
}

/**
 * The order section of a product that cannot be bought yet: its pre-order, or its back-in-stock
 * reminder. `refused` is a refused post of another form, which this section does not show.
 */
export function WaitingOrder({ kind, refused, ...props }: WaitingOrderProps & { kind: 'preorder' | 'notify'; refused?: PostedOrderForm | undefined }) {
  const { t } = props.ctx;
  const isPreorder = kind === 'preorder';
  return (
    <section id="order" className="section order-types" aria-labelledby="order-title" {...widgetAttrs('order-type', { productId: props.card.id, orderType: kind })}>
      <h2 id="order-title" className="section-title">
        {isPreorder ? t('modals.pre_order.title') : t('modals.remind.title')}
      </h2>
      <RefusedOrderAlert t={t} posted={refused} />
      {isPreorder ? <PreorderBody {...props} /> : <ReminderBody {...props} />}
    </section>
  );
}
