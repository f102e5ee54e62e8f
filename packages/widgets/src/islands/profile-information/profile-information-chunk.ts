/** The `profile-information` widget's chunk: its component and the schema its island's attributes are read with. */
export { ProfileInformation as component } from './profile-information';
export { profileInformationProps as props } from './profile-information-props';
