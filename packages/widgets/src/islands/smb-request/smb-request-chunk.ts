/** The `smb-request` widget's chunk: its component and the schema its island's attributes are read with. */
export { CorporateCorner as component } from './corporate-corner';
export { smbRequestProps as props } from './smb-request-props';
