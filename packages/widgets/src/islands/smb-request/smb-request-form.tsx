import { COMPANY_CODE_DIGITS, COMPANY_NAME_MAX } from '@vitrina/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { EmailField } from '../../ui/fields/email-field';
import { FormError } from '../../ui/fields/form-error';
import { PhoneField } from '../../ui/fields/phone-field';
import { TextField } from '../../ui/fields/text-field';
import { FormElement } from '../../ui/forms/form-element';
import { useForm } from '../../ui/forms/use-form';
import { SubmitButton } from '../../ui/sign-in/submit-button';
import { useVitrina } from '../../vitrina-context';
import { CommentField } from '../../ui/fields/comment-field';

interface SmbValues {
  companyName: string;
  companyCode: string;
  contactName: string;
  phone: string;
  email: string;
  comment: string;
}

/** The server's field names (send-smb-request) as the form's. */
const API_FIELDS = { company_name: 'companyName', company_code: 'companyCode', contact_name: 'contactName' };

/**
 * The business request form. The core checks it with the shop's field rules before anything is
 * sent, the server's refusals land under their fields, and what was typed stays. One
 * Idempotency-Key covers a request until the shop has stored it, so a double click or a retry
 * after a lost answer stores one request; the thanks then take the focus, and `onSent` refreshes
 * the list.
 */
export function SmbRequestForm({ onSent }: { readonly onSent: () => void }) {
  const { services, format } = useVitrina();
  const { t } = useMessages();
  const id = useId();
  const [sent, setSent] = useState(false);
  const keyRef = useRef<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useForm<SmbValues>({
    initial: () => {
      const user = services.auth.user.peek();
      const contactName = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
      return { companyName: '', companyCode: '', contactName, phone: user?.phone ? format.phone(user.phone) : '', email: user?.email ?? '', comment: '' };
    },
    rename: API_FIELDS,
    send: async (values) => {
      keyRef.current ??= crypto.randomUUID();
      const { comment, ...required } = values;
      await services.shop.sendSmbRequest(comment.trim() === '' ? required : values, { idempotencyKey: keyRef.current });
      keyRef.current = null;
      setSent(true);
      onSent();
    },
  });
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div ref={sentRef} className="vitrina-smb__sent" role="status" tabIndex={-1}>
        <p>{t('smb.sent')}</p>
        <button
          className="vitrina-button"
          type="button"
          onClick={() => {
            form.setValues((values) => ({ ...values, companyName: '', companyCode: '', comment: '' }));
            setSent(false);
          }}
        >
          {t('smb.send_another')}
        </button>
      </div>
    );
  }
  return (
    <FormElement form={form} className="vitrina-smb__form">
      <h3 className="vitrina-smb__subtitle" id={`${id}-title`}>
        {t('smb.form_title')}
      </h3>
      <FormError message={form.formError} focusable />
      <div className="vitrina-smb__grid">
        <TextField id={`${id}-company`} name="company_name" label={t('forms.fields.company_name')} autoComplete="organization" maxLength={COMPANY_NAME_MAX} required {...form.field('companyName')} />
        <TextField
          id={`${id}-code`}
          name="company_code"
          label={t('forms.fields.company_code')}
          inputMode="numeric"
          maxLength={COMPANY_CODE_DIGITS}
          required
          {...form.field('companyCode')}
        />
        <TextField id={`${id}-contact`} name="contact_name" label={t('smb.contact_name')} autoComplete="name" required {...form.field('contactName')} />
        <PhoneField id={`${id}-phone`} {...form.field('phone')} />
        <EmailField id={`${id}-email`} autoComplete="email" required {...form.field('email')} />
      </div>
      <CommentField label={t('smb.comment')} {...form.field('comment')} />
      <SubmitButton busy={form.busy}>{t('smb.submit')}</SubmitButton>
    </FormElement>
  );
}
