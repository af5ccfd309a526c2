import { createContext, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormStoreContext, type FieldValues, type FormStore } from './form-store';
import type { ZodForm } from './use-zod-form';

/** The surrounding form's `focusPending`, for its fields. */
export const FormFocusContext = createContext<() => void>(() => undefined);

/** Props of {@link Form}. */
export interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  form: ZodForm<TValues, TOutput>;
  /** Runs with the schema's output once every field is valid. */
  onSubmit: (output: TOutput) => unknown;
  children: ReactNode;
}

/**
 * The portal's one way to write a form: a `<form noValidate>` (the schema's pt-BR messages,
 * not the browser's, say what is wrong) that validates with the form's schema on submit, shows
 * each field's message under it, and moves the focus to the first invalid field on screen.
 * Fields inside (`FormTextField`, `FormSelect`…) find the form through context.
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  const { attachForm } = form;
  return (
    <FormStoreContext value={form.control as unknown as FormStore<FieldValues>}>
      <FormFocusContext value={form.focusPending}>
        <form
          {...rest}
          ref={attachForm}
          noValidate
          onSubmit={(event) => {
            let invalid = false;
            const submit = form.handleSubmit(onSubmit, () => {
              invalid = true;
            });
            // The errors reach the fields once `handleSubmit` settles; the focus follows them.
            void submit(event).then(() => {
              if (invalid) form.focusFirstError();
            });
          }}
        >
          {children}
        </form>
      </FormFocusContext>
    </FormStoreContext>
  );
}
