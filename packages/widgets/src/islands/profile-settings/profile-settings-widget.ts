import { defineWidget } from '../../runtime/define-widget';

/** `<form data-widget="profile-settings" data-lang-cookie="…">` on the profile's settings page: a chunk of its own. */
export const profileSettingsWidget = defineWidget({
  name: 'profile-settings',
  load: () => import('./profile-settings-chunk'),
});
