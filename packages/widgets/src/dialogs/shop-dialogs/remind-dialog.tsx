import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { EmailField } from '../../ui/fields/email-field';
import { useForm } from '../../ui/forms/use-form';
import type { DialogProps } from '../dialog-contract';
import { DialogDone } from './dialog-done';
import { DialogForm } from './dialog-form';
import { NoProduct } from './no-product';

/** Remind me (back in stock): an e-mail to write to, the signed-in user's own filled in. */
export function RemindDialog({ productId, titleId, close }: DialogProps) {
  useSignals();
  const { services } = useVitrina();
  const { t } = useMessages();
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: () => ({ email: services.auth.user.peek()?.email ?? '' }),
    send: async ({ email }) => {
      if (productId === null) return;
      await services.shop.notifyWhenAvailable(productId, email);
      setDone(true);
    },
  });

  if (productId === null) return <NoProduct titleId={titleId} title={t('modals.remind.title')} />;
  if (done) return <DialogDone titleId={titleId} title={t('modals.remind.title')} message={t('modals.remind.success')} close={close} />;

  return (
    <DialogForm
      titleId={titleId}
      title={t('modals.remind.title')}
      text={t('modals.remind.text')}
      form={form}
      submitLabel={t('modals.remind.submit')}
      onSubmit={() => void form.submit()}
    >
      <EmailField autoComplete="email" required {...form.field('email')} />
    </DialogForm>
  );
}
