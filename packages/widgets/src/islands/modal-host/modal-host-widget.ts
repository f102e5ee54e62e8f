import { defineWidget } from '../../runtime/define-widget';
import { ModalHost } from './modal-host';
import { modalHostProps } from './modal-host-props';

/** The page's one modal host (`<div data-widget="modal-host">`): shows the modal opened by id. */
export const modalHostWidget = defineWidget({
  name: 'modal-host',
  component: ModalHost,
  props: modalHostProps,
  // Renders nothing until a modal opens, then loads the dialog's code and the whole dictionary together.
  texts: 'on-demand',
});
