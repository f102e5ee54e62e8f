import { formatPhone, isCorporateRole } from '@vitrina/core';
import { formatDate } from '../data/orders';
import { ProfileLayout, type ProfilePageProps } from './profile-layout';

export function ProfileInformationPage({ ctx, viewer }: ProfilePageProps) {
  const { t, lang } = ctx;
  const rows: [string, string][] = [
    [t('forms.fields.first_name'), viewer.first_name],
    [t('forms.fields.last_name'), viewer.last_name],
    [t('forms.fields.email'), viewer.email],
    [t('forms.fields.phone'), viewer.phone ? formatPhone(viewer.phone) : t('pages.profile.no_phone')],
    [t('forms.fields.birthday'), viewer.birthday ? formatDate(`${viewer.birthday}T00:00:00Z`, lang, 'UTC') : '—'],
  ];
  return (
    <ProfileLayout ctx={ctx} viewer={viewer} section="information">
      {isCorporateRole(viewer.role) && <p className="badge badge--b2b">{t('pages.profile.corporate_account')}</p>}
      <dl className="details-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </ProfileLayout>
  );
}
