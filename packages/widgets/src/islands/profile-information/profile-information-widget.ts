import { defineWidget } from '../../runtime/define-widget';

/** `<form data-widget="profile-information">` on the profile's information page: a chunk of its own. */
export const profileInformationWidget = defineWidget({
  name: 'profile-information',
  load: () => import('./profile-information-chunk'),
});
