import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { ManagerContacts } from './manager-contacts';
import { SmbRequestForm } from './smb-request-form';
import { SmbRequestsList } from './smb-requests-list';
import { useCornerData } from './use-corner-data';

/**
 * The corporate corner of the purchases page (docs/roles.md#corporate-and-super-corporate): the
 * business manager's contacts, the request form where the shop's `smb-settings` enable it, and the
 * user's own requests. Nothing for a user who is not corporate; a failed load says so with a retry.
 */
export function CorporateCorner() {
  const { t } = useMessages();
  const { data, reload, reloadRequests } = useCornerData();
  const titleId = useId();
  if (data.state === 'none') return null;
  return (
    <section className="vitrina-smb" aria-labelledby={titleId} aria-busy={data.state === 'loading'}>
      <h2 id={titleId} className="vitrina-smb__title">
        {t('smb.title')}
      </h2>
      {data.state === 'failed' && (
        <div className="vitrina-smb__failed" role="alert">
          <p>{t('smb.load_failed')}</p>
          <button className="vitrina-button" type="button" onClick={reload}>
            {t('smb.retry')}
          </button>
        </div>
      )}
      {data.state === 'ready' && (
        <>
          <p>{data.settings.is_enabled ? t('smb.intro') : t('smb.disabled')}</p>
          <ManagerContacts settings={data.settings} />
          {data.settings.is_enabled && <SmbRequestForm onSent={() => void reloadRequests()} />}
          <SmbRequestsList requests={data.requests} />
        </>
      )}
    </section>
  );
}
