import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface FormShellProps {
  /** 'dialog': the shell is the form. 'island': the shop's own <form> around the island is. */
  readonly host: 'dialog' | 'island';
  readonly onSubmit: () => void;
  readonly rootRef: RefObject<HTMLElement | null>;
  readonly busy: boolean;
  readonly labelledBy?: string;
  readonly children: ReactNode;
}

/**
 * The form around a sign-in screen. On the shop's pages the island is the no-script <form>
 * itself, and forms cannot nest: there the fields render in a <div> and the shop's form's submit
 * is taken over (the browser's own checks are off: the SDK's rules speak instead).
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
