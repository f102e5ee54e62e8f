import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { PhoneField } from '../../ui/fields/phone-field';
import { useForm } from '../../ui/forms/use-form';
import type { DialogProps } from '../dialog-contract';
import { DialogDone } from './dialog-done';
import { DialogForm } from './dialog-form';
import { NoProduct } from './no-product';

/** Buy in one click: a phone to call back (masked '+38 ### ### ## ##'), then the order is taken. */
export function OneClickDialog({ productId, titleId, close }: DialogProps) {
  const { services, format } = useVitrina();
  const { t } = useMessages();
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: () => {
      const own = services.auth.user.peek()?.phone;
      return { phone: own ? format.phone(own) : '' };
    },
    send: async ({ phone }) => {
      if (productId === null) return;
      await services.shop.oneClickOrder({ productId, phone });
      setDone(true);
    },
  });

  if (productId === null) return <NoProduct titleId={titleId} title={t('modals.one_click.title')} />;
  if (done) return <DialogDone titleId={titleId} title={t('modals.one_click.title')} message={t('modals.one_click.success')} close={close} />;

  return (
    <DialogForm
      titleId={titleId}
      title={t('modals.one_click.title')}
      text={t('modals.one_click.text')}
      form={form}
      submitLabel={t('modals.one_click.submit')}
      onSubmit={() => void form.submit()}
    >
      <PhoneField {...form.field('phone')} />
    </DialogForm>
  );
}
