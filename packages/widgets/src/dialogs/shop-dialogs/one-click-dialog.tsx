import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { PhoneField } from '../../ui/fields/phone-field';
import type { DialogProps } from '../dialog-contract';
import { DialogDone } from './dialog-done';
import { DialogForm } from './dialog-form';
import { NoProduct } from './no-product';
import { useDialogForm } from './use-dialog-form';

/** Buy in one click: a phone to call back (masked '+38 ### ### ## ##'), then the order is taken. */
export function OneClickDialog({ productId, titleId, close }: DialogProps) {
  const { services, format } = useVitrina();
  const { t } = useMessages();
  const [phone, setPhone] = useState(() => {
    const own = services.auth.user.peek()?.phone;
    return own ? format.phone(own) : '';
  });
  const [done, setDone] = useState(false);
  const form = useDialogForm(['phone']);

  if (productId === null) return <NoProduct titleId={titleId} title={t('modals.one_click.title')} />;
  if (done) return <DialogDone titleId={titleId} title={t('modals.one_click.title')} message={t('modals.one_click.success')} close={close} />;

  const onSubmit = () =>
    void form.run(async () => {
      await services.shop.oneClickOrder({ productId, phone });
      setDone(true);
    });

  return (
    <DialogForm
      titleId={titleId}
      title={t('modals.one_click.title')}
      text={t('modals.one_click.text')}
      form={form}
      submitLabel={t('modals.one_click.submit')}
      onSubmit={onSubmit}
    >
      <PhoneField
        value={phone}
        onChange={(value) => {
          setPhone(value);
          form.clearField('phone');
        }}
        error={form.errorOf('phone')}
      />
    </DialogForm>
  );
}
