import { createContext, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
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
  const { attachForm, preloadSchema } = form;
  // A submit still validating or sending: a second one (a double tap) would send the form twice.
  const submitting = useRef(false);
  return (
    <FormProvider {...form}>
      <FormFocusContext value={form.focusPending}>
        <form
          {...rest}
          ref={attachForm}
          noValidate
          // A schema loaded on demand starts downloading when a field takes the focus, so a
          // submit seldom waits for it (one made first loads it itself).
          onFocus={preloadSchema}
          onSubmit={(event) => {
            if (submitting.current) {
              event.preventDefault();
              return;
            }
            submitting.current = true;
            let invalid = false;
            const submit = form.handleSubmit(
              (output) => onSubmit(output),
              () => {
                invalid = true;
              },
            );
            // The errors reach the fields once `handleSubmit` settles; the focus follows them.
            void submit(event)
              .then(() => {
                if (invalid) form.focusFirstError();
              })
              .finally(() => {
                submitting.current = false;
              });
          }}
        >
          {children}
        </form>
      </FormFocusContext>
    </FormProvider>
  );
}
