import { COMPANY_CODE_DIGITS, COMPANY_NAME_MAX, formatPhone, isCorporateRole, NAME_MAX, SMB_COMMENT_MAX } from '@vitrina/core';
import { randomUUID } from 'node:crypto';
import { readContent } from '../../api/handlers/shop/content';
import { smbRequestsOf, smbSettingsOf } from '../../api/handlers/shop/smb';
import type { UserRow } from '../../db/rows';
import { FormAlert, type FormErrors } from '../components/form-errors';
import { Field } from '../components/form-field';
import type { PageContext } from '../context/page-context';
import { formatDate } from '../data/orders';
import { FORM_ACTIONS } from '../form-actions';
import { widgetAttrs } from '../widget-attributes';

/** The business request form's fields, as posted. */
export interface SmbRequestValues {
  readonly company_name?: string;
  readonly company_code?: string;
  readonly contact_name?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly comment?: string;
}

export interface CorporateCornerProps {
  readonly ctx: PageContext;
  readonly viewer: UserRow;
  /** A refused request shown again: what was typed and why. */
  readonly values?: SmbRequestValues;
  readonly errors?: FormErrors;
}

/** `tel:` with the number's digits (and its '+', when it has one). */
function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/**
 * The corporate corner under the purchases of a corporate or super corporate user
 * (docs/roles.md#corporate-and-super-corporate): the business manager's contacts, the request
 * form where the shop's `smb.settings` enable it, and the user's own requests. The form posts
 * without script (FORM_ACTIONS.smbRequest) with a key of its own, so a form posted twice stores one
 * request; the `smb-request` island takes the element over.
 */
export function CorporateCorner({ ctx, viewer, values, errors = {} }: CorporateCornerProps) {
  if (!isCorporateRole(viewer.role)) return null;
  const { t, lang, db } = ctx;
  const settings = smbSettingsOf(readContent(db, 'smb.settings', lang));
  const requests = smbRequestsOf(db, viewer.id);
  const sent = ctx.url.searchParams.get('smb') === 'sent';
  const typed: SmbRequestValues = values ?? {
    contact_name: [viewer.first_name, viewer.last_name].filter(Boolean).join(' '),
    phone: viewer.phone ? formatPhone(viewer.phone) : '',
    email: viewer.email,
  };
  const fieldError = (name: string) => errors.fields?.[name];
  const commentError = fieldError('comment');
  return (
    <div id="corporate-corner" className="corporate-corner" {...widgetAttrs('smb-request')}>
      <section className="section" aria-labelledby="smb-title">
        <h2 id="smb-title" className="subsection-title">
          {t('smb.title')}
        </h2>
        {sent && (
          <p className="notice notice--success" role="status">
            {t('smb.sent')}
          </p>
        )}
        <p>{settings.is_enabled ? t('smb.intro') : t('smb.disabled')}</p>
        {(settings.manager_phone ?? settings.manager_email) && (
          <>
            <h3>{t('smb.manager')}</h3>
            <ul className="contact-list">
              {settings.manager_phone && (
                <li>
                  <a href={telHref(settings.manager_phone)}>{t('smb.manager_phone', { phone: settings.manager_phone })}</a>
                </li>
              )}
              {settings.manager_email && (
                <li>
                  <a href={`mailto:${settings.manager_email}`}>{t('smb.manager_email', { email: settings.manager_email })}</a>
                </li>
              )}
            </ul>
          </>
        )}
        {settings.is_enabled && (
          <form className="form" method="post" action={FORM_ACTIONS.smbRequest}>
            <h3>{t('smb.form_title')}</h3>
            <FormAlert message={errors.form} />
            <input type="hidden" name="request_key" value={randomUUID()} />
            <div className="field-grid">
              <Field id="smb-company-name" label={t('forms.fields.company_name')} name="company_name" autocomplete="organization" value={typed.company_name} required maxlength={COMPANY_NAME_MAX} error={fieldError('company_name')} />
              <Field
                id="smb-company-code"
                label={t('forms.fields.company_code')}
                name="company_code"
                inputmode="numeric"
                value={typed.company_code}
                required
                pattern={`\\d{${COMPANY_CODE_DIGITS}}`}
                maxlength={COMPANY_CODE_DIGITS}
                error={fieldError('company_code')}
              />
              <Field id="smb-contact-name" label={t('smb.contact_name')} name="contact_name" autocomplete="name" value={typed.contact_name} required maxlength={NAME_MAX} error={fieldError('contact_name')} />
              <Field id="smb-phone" label={t('forms.fields.phone')} name="phone" type="tel" autocomplete="tel" placeholder={t('forms.placeholders.phone')} value={typed.phone} required error={fieldError('phone')} />
              <Field id="smb-email" label={t('forms.fields.email')} name="email" type="email" autocomplete="email" value={typed.email} required error={fieldError('email')} />
            </div>
            <div className={commentError ? 'field has-error' : 'field'}>
              <label htmlFor="smb-comment">{t('smb.comment')}</label>
              <textarea id="smb-comment" name="comment" rows={3} maxLength={SMB_COMMENT_MAX} aria-invalid={commentError ? 'true' : undefined} aria-describedby={commentError ? 'smb-comment-error' : undefined}>
                {typed.comment ?? ''}
              </textarea>
              {commentError && (
                <p className="field-error" id="smb-comment-error">
                  {commentError}
                </p>
              )}
            </div>
            <button className="button button--primary" type="submit">
              {t('smb.submit')}
            </button>
          </form>
        )}
        <h3>{t('smb.requests_title')}</h3>
        {requests.length === 0 ? (
          <p>{t('smb.requests_empty')}</p>
        ) : (
          <ul className="smb-requests">
            {requests.map((request) => (
              <li key={request.id}>
                <strong>{t('smb.request_from', { date: formatDate(request.created_at, lang) })}</strong>: {request.company_name} · {request.company_code} — {request.contact_name},{' '}
                {request.phone}, {request.email}
                {request.comment ? ` — ${request.comment}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
