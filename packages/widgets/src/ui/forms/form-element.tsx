import type { ReactNode } from 'react';
import type { Form } from './use-form';

/**
 * A `<form>` of the widgets' own for `form` (useForm): the SDK's rules check it instead of the
 * browser's, a submit sends it through `form.submit()`, and it is the root where a refusal's focus lands.
 */
export function FormElement<Values>({ form, className, children }: { readonly form: Form<Values>; readonly className: string; readonly children: ReactNode }) {
  const { rootRef } = form;
  return (
    <form
      ref={(element) => {
        rootRef.current = element;
      }}
      className={className}
      noValidate
      aria-busy={form.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {children}
    </form>
  );
}
