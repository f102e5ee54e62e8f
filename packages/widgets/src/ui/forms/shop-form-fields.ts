import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { WIDGET_ATTRIBUTE } from '../../contract/island-attributes';

/** What the shopper had put into one of the shop's forms: text by field name, and the ticked boxes. */
export interface ShopFormFields {
  /** The text of the named field, or undefined when the form has no such field. */
  text(name: string): string | undefined;
  /** Whether the named checkbox is ticked, or undefined when the form has no such checkbox. */
  checked(name: string): boolean | undefined;
}

interface FocusedField {
  readonly name: string;
  readonly selection: readonly [number, number] | null;
}

interface FormSnapshot {
  readonly texts: ReadonlyMap<string, string>;
  readonly checks: ReadonlyMap<string, boolean>;
  readonly focused: FocusedField | null;
}

/** The fields the shopper fills in: not hidden values (`next`), buttons or files. */
const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function snapshotForm(form: HTMLFormElement): FormSnapshot {
  const texts = new Map<string, string>();
  const checks = new Map<string, boolean>();
  let focused: FocusedField | null = null;
  const active = form.ownerDocument.activeElement;
  for (const element of Array.from(form.elements)) {
    const isInput = element instanceof HTMLInputElement;
    if (!isInput && !(element instanceof HTMLTextAreaElement)) continue;
    if (element.name === '' || (isInput && SKIPPED_TYPES.has(element.type))) continue;
    if (isInput && (element.type === 'checkbox' || element.type === 'radio')) {
      checks.set(element.name, element.checked || checks.get(element.name) === true);
    } else if (!texts.has(element.name)) {
      texts.set(element.name, element.value);
    }
    if (element === active) focused = { name: element.name, selection: selectionOf(element) };
  }
  return { texts, checks, focused };
}

function selectionOf(element: HTMLInputElement | HTMLTextAreaElement): readonly [number, number] | null {
  try {
    // null where the input type has no selection (e-mail, number); some browsers throw instead.
    const { selectionStart, selectionEnd } = element;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

/** Every island form of the page as it is now, before React empties them. */
function snapshotIslandForms(): Map<Element, FormSnapshot> {
  const snapshots = new Map<Element, FormSnapshot>();
  if (typeof document === 'undefined') return snapshots;
  for (const form of Array.from(document.querySelectorAll<HTMLFormElement>(`form[${WIDGET_ATTRIBUTE}]`))) {
    snapshots.set(form, snapshotForm(form));
  }
  return snapshots;
}

/**
 * Takes over what the shopper typed into the shop's own form before its island mounted: React
 * empties the island's element when it first shows the island's fields, so the values (and which
 * field had focus, with its caret) are read during the first render and handed to `take` before
 * the island is painted; the field that had focus gets it back. Only for the 'island' host.
 */
export function useShopFormFields(host: 'dialog' | 'island', rootRef: RefObject<HTMLElement | null>, take: (fields: ShopFormFields) => void): void {
  // Which form is this island's is known only once it is in the page; every island form is read
  // now, while each still holds its own fields, and the others are let go right after.
  const [snapshots] = useState(() => (host === 'island' ? snapshotIslandForms() : null));
  const taken = useRef(false);
  const [focus, setFocus] = useState<FocusedField | null>(null);

  useLayoutEffect(() => {
    if (taken.current || !snapshots) return;
    taken.current = true;
    const form = rootRef.current?.closest('form');
    const snapshot = form ? snapshots.get(form) : undefined;
    snapshots.clear();
    if (!snapshot) return;
    take({ text: (name) => snapshot.texts.get(name), checked: (name) => snapshot.checks.get(name) });
    if (snapshot.focused) setFocus(snapshot.focused);
  }, [snapshots, rootRef, take]);

  // After the render that shows the taken values, so the caret lands in the text it was in.
  useLayoutEffect(() => {
    if (!focus) return;
    const field = Array.from(rootRef.current?.querySelectorAll('input, textarea') ?? []).find(
      (element): element is HTMLInputElement | HTMLTextAreaElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.name === focus.name,
    );
    if (!field) return;
    field.focus();
    if (focus.selection) {
      try {
        field.setSelectionRange(...focus.selection);
      } catch {
        // The island's field keeps the caret where focusing put it.
      }
    }
  }, [focus, rootRef]);
}
