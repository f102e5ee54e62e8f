/**
 * Whether a click on an open modal `<dialog>` landed on its backdrop: the event's target is the
 * dialog itself (not its content) and the point lies outside the dialog's box. Keyboard-made
 * clicks (Enter or Space on a button) always target the button, never the dialog.
 */
export function isBackdropClick(dialog: HTMLDialogElement, event: Pick<MouseEvent, 'target' | 'clientX' | 'clientY'>): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  return !inside;
}
