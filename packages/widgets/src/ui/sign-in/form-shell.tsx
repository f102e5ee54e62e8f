import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';

/**
 * Where a sign-in form is: 'dialog' — it is a form of its own; 'island' — it takes over the shop's
 * no-script <form> it is the island of; 'section' — a part of another form (the checkout's login),
 * sending itself and never that form.
 */
export type FormHost = 'dialog' | 'island' | 'section';

export interface FormShellProps {
  readonly host: FormHost;
  readonly onSubmit: () => void;
  readonly rootRef: RefObject<HTMLElement | null>;
  readonly busy: boolean;
  readonly labelledBy?: string;
  readonly children: ReactNode;
}

/**
 * The form around a sign-in screen. On the shop's pages the island is the no-script <form>
 * itself, and forms cannot nest: there the fields render in a <div> and the shop's form's submit
 * is taken over (the browser's own checks are off: the SDK's rules speak instead). Inside another
 * form ('section') the fields render in a group whose Enter and submit button send it alone.
 */
export function FormShell({ host, onSubmit, rootRef, busy, labelledBy, children }: FormShellProps) {
  const divRef = useRef<HTMLDivElement>(null);
  const onSubmitRef = useRef(onSubmit);
  const [outer, setOuter] = useState<'pending' | 'found' | 'none'>(host === 'island' ? 'pending' : 'none');

  useLayoutEffect(() => {
    onSubmitRef.current = onSubmit;
  });

  useLayoutEffect(() => {
    if (host !== 'island') return;
    const form = divRef.current?.closest('form');
    if (!form) {
      setOuter('none');
      return;
    }
    setOuter('found');
    const wasNoValidate = form.noValidate;
    form.noValidate = true;
    const handle = (event: SubmitEvent) => {
      event.preventDefault();
      onSubmitRef.current();
    };
    form.addEventListener('submit', handle);
    return () => {
      form.removeEventListener('submit', handle);
      form.noValidate = wasNoValidate;
    };
  }, [host]);

  if (host === 'section') {
    // Enter in a field and the submit button would send the form around the section.
    const sendSection = (event: KeyboardEvent<HTMLDivElement> | MouseEvent<HTMLDivElement>) => {
      event.preventDefault();
      if (!busy) onSubmit();
    };
    return (
      <div
        ref={(element) => {
          rootRef.current = element;
        }}
        className="vitrina-form"
        role="group"
        aria-labelledby={labelledBy}
        aria-busy={busy || undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) sendSection(event);
        }}
        onClickCapture={(event) => {
          if (event.target instanceof Element && event.target.closest('button[type="submit"]')) sendSection(event);
        }}
      >
        {children}
      </div>
    );
  }
  if (outer === 'none') {
    return (
      <form
        ref={(element) => {
          rootRef.current = element;
        }}
        className="vitrina-form"
        noValidate
        aria-busy={busy || undefined}
        aria-labelledby={labelledBy}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    );
  }
  return (
    <div
      ref={(element) => {
        divRef.current = element;
        rootRef.current = element;
      }}
      className="vitrina-form"
      aria-busy={busy || undefined}
    >
      {children}
    </div>
  );
}
