import { useState, type FormEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import type { DialogProps } from '../modal-host/dialog-contract';
import { DialogDone } from './dialog-done';
import { FormError } from './form-error';
import { NoProduct } from './no-product';
import { PhoneField } from './phone-field';
import { useFormSubmit } from './use-form-submit';

/** Buy in one click: a phone to call back (masked '+38 ### ### ## ##'), then the order is taken. */
export function OneClickDialog({ productId, titleId, close }: DialogProps) {
  const { services, format } = useVitrina();
  const { t } = useMessages();
  const [phone, setPhone] = useState(() => {
    const own = services.auth.user.peek()?.phone;
    return own ? format.phone(own) : '';
  });
  const [done, setDone] = useState(false);
  const form = useFormSubmit(['phone']);

  if (productId === null) return <NoProduct titleId={titleId} title={t('modals.one_click.title')} />;
  if (done) return <DialogDone titleId={titleId} title={t('modals.one_click.title')} message={t('modals.one_click.success')} close={close} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.run(async () => {
      await services.shop.oneClickOrder({ productId, phone });
      setDone(true);
    });
  };

  const error = form.fieldErrors.phone;
  return (
    <form className="vitrina-dialog" noValidate onSubmit={onSubmit} aria-busy={form.sending}>
      <h2 id={titleId} className="vitrina-dialog__title">
        {t('modals.one_click.title')}
      </h2>
      <p className="vitrina-dialog__text">{t('modals.one_click.text')}</p>
      <PhoneField
        value={phone}
        onChange={(value) => {
          setPhone(value);
          form.clearField('phone');
        }}
        error={error ? t(error) : null}
      />
      <FormError message={form.formError ? t(form.formError) : null} />
      <button type="submit" className="vitrina-dialog__submit" disabled={form.sending}>
        {t('modals.one_click.submit')}
      </button>
    </form>
  );
}
