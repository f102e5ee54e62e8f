import { defineWidget } from '../../runtime/define-widget';

/** The corporate corner (business request form, manager's contacts, own requests): a chunk loaded by the purchases page of corporate users. */
export const smbRequestWidget = defineWidget({
  name: 'smb-request',
  load: () => import('./smb-request-chunk'),
});
