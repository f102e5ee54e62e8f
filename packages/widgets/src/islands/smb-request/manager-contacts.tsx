import type { SmbSettings } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';

/** A phone number as a `tel:` address: its digits, and a leading '+' when it has one. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The business manager's phone (a tel: link) and e-mail (a mailto: link), whichever the shop gives. */
export function ManagerContacts({ settings }: { readonly settings: SmbSettings }) {
  const { t } = useMessages();
  const { manager_phone: phone, manager_email: email } = settings;
  if (!phone && !email) return null;
  return (
    <div className="vitrina-smb__manager">
      <h3 className="vitrina-smb__subtitle">{t('smb.manager')}</h3>
      <ul className="vitrina-smb__contacts">
        {phone && (
          <li>
            <a href={telHref(phone)}>{t('smb.manager_phone', { phone })}</a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`}>{t('smb.manager_email', { email })}</a>
          </li>
        )}
      </ul>
    </div>
  );
}
