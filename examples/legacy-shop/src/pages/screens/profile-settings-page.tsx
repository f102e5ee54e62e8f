import { languages } from '@vitrina/core';
import { COOKIE_NAMES, widgetAttrs } from '../widget-attributes';
import { ProfileLayout, type ProfilePageProps } from './profile-layout';

export function ProfileSettingsPage({ ctx, viewer, saved }: ProfilePageProps & { saved: boolean }) {
  const { t } = ctx;
  return (
    <ProfileLayout ctx={ctx} viewer={viewer} section="settings">
      {saved && (
        <p className="notice notice--success" role="status">
          {t('pages.profile.settings_saved')}
        </p>
      )}
      <form className="form" method="post" action="/profile/settings" {...widgetAttrs('profile-settings', { langCookie: COOKIE_NAMES.lang })}>
        <fieldset className="form-section">
          <legend>{t('pages.profile.language')}</legend>
          <div className="choice-row">
            {languages.map(({ code, label }) => (
              <label key={code} className="choice" lang={code}>
                <input type="radio" name="lang" value={code} checked={viewer.lang === code} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('profile.handedness.title')}</legend>
          <div className="choice-row">
            <label className="choice">
              <input type="radio" name="handedness" value="right" checked={viewer.handedness !== 'left'} />
              {t('profile.handedness.right')}
            </label>
            <label className="choice">
              <input type="radio" name="handedness" value="left" checked={viewer.handedness === 'left'} />
              {t('profile.handedness.left')}
            </label>
          </div>
        </fieldset>
        <button className="button button--primary" type="submit">
          {t('general.save')}
        </button>
        <p className="hint">{t('profile.settings.handedness_hint')}</p>
      </form>
    </ProfileLayout>
  );
}
