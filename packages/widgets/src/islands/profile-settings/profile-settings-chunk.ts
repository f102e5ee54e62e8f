/** The `profile-settings` widget's chunk: its component and the schema its island's attributes are read with. */
export { ProfileSettings as component } from './profile-settings';
export { profileSettingsProps as props } from './profile-settings-props';
