import type { StoredSmbRequest } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';

/** The user's own business requests, newest first: when, the company and its code, the contact. */
export function SmbRequestsList({ requests }: { readonly requests: readonly StoredSmbRequest[] }) {
  const { t, lang } = useMessages();
  const titleId = useId();
  const dates = new Intl.DateTimeFormat(lang === 'ru' ? 'ru-UA' : 'uk-UA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Kyiv' });
  return (
    <section className="vitrina-smb__requests" aria-labelledby={titleId}>
      <h3 id={titleId} className="vitrina-smb__subtitle">
        {t('smb.requests_title')}
      </h3>
      {requests.length === 0 ? (
        <p>{t('smb.requests_empty')}</p>
      ) : (
        <ul className="vitrina-smb__list">
          {requests.map((request) => (
            <li key={request.id} className="vitrina-smb__request">
              <p className="vitrina-smb__request-title">{t('smb.request_from', { date: dates.format(new Date(request.created_at)) })}</p>
              <p>
                {request.company_name} · {request.company_code}
              </p>
              <p>
                {request.contact_name}, {request.phone}, {request.email}
              </p>
              {request.comment && <p>{request.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
