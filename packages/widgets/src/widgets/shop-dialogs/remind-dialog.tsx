import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import type { DialogProps } from '../modal-host/dialog-contract';
import { DialogDone } from './dialog-done';
import { FormError } from './form-error';
import { NoProduct } from './no-product';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';

/** Remind me (back in stock): an e-mail to write to, the signed-in user's own filled in. */
export function RemindDialog({ productId, titleId, close }: DialogProps) {
  useSignals();
  const { services } = useVitrina();
  const { t } = useMessages();
  const [email, setEmail] = useState(() => services.auth.user.peek()?.email ?? '');
  const [done, setDone] = useState(false);
  const form = useFormSubmit(['email']);

  if (productId === null) return <NoProduct titleId={titleId} title={t('modals.remind.title')} />;
  if (done) return <DialogDone titleId={titleId} title={t('modals.remind.title')} message={t('modals.remind.success')} close={close} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.run(async () => {
      await services.shop.notifyWhenAvailable(productId, email);
      setDone(true);
    });
  };

  const error = form.fieldErrors.email;
  return (
    <form className="vitrina-dialog" noValidate onSubmit={onSubmit} aria-busy={form.sending}>
      <h2 id={titleId} className="vitrina-dialog__title">
        {t('modals.remind.title')}
      </h2>
      <p className="vitrina-dialog__text">{t('modals.remind.text')}</p>
      <TextField
        label={t('forms.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={t('forms.placeholders.email')}
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          form.clearField('email');
        }}
        error={error ? t(error) : null}
      />
      <FormError message={form.formError ? t(form.formError) : null} />
      <button type="submit" className="vitrina-dialog__submit" disabled={form.sending}>
        {t('modals.remind.submit')}
      </button>
    </form>
  );
}
