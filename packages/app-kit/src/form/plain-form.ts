import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import type { z } from 'zod';
import { kitCopy } from '../copy';
import { focusFirstInvalid } from './focus';

/** What a design-system text or PIN field takes from a {@link PlainForm}. */
export interface PlainFieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  /** Takes the text (PinInput) or the change event (TextField). */
  onChange: (valueOrEvent: string | ChangeEvent<HTMLInputElement>) => void;
}

/** A small form of text fields, validated by a zod schema on submit (see {@link usePlainForm}). */
export interface PlainForm<TName extends string, TOutput> {
  /** The field's binding: spread it onto `TextField` or `PinInput`. */
  field: (name: TName) => PlainFieldBinding;
  /**
   * Props of the `<form>` element: `noValidate` (the schema's messages, not the browser's),
   * `onSubmit` (validates, then runs `onValid` with the schema's output), a callback ref (the
   * first invalid field is looked up in it) and `onFocus` (starts loading a lazy schema).
   */
  formProps: (onValid: (output: TOutput) => unknown) => {
    ref: (element: HTMLFormElement | null) => void;
    noValidate: true;
    onSubmit: (event: FormEvent) => void;
    onFocus: () => void;
  };
  setValue: (name: TName, value: string) => void;
  setFocus: (name: TName) => void;
  /** The message about the whole form (the BFF's refusal), until the next submit. */
  formError: string | undefined;
  showFormError: (message: string) => void;
}

/**
 * The portal's form rules (ADR 020) for a small form of text fields, in plain React state:
 * the schema (from `@portal/contracts`) validates on submit and its first message per field
 * shows under the field; editing a field clears its message; the focus goes to the first
 * invalid field on screen in the commit that shows the messages; a form-level message stays
 * until the next submit. It exists so the login screens, the first screen a new phone loads,
 * do without react-hook-form (ADR 044); every other form uses `@portal/app-kit/form`. The
 * schema may be a loader (`() => import(…)`, cached by the caller): the login's first visit
 * then downloads no zod, which comes when a field is focused (ADR 045).
 */
export function usePlainForm<TName extends string, TOutput>(
  schema: z.ZodType<TOutput> | (() => Promise<z.ZodType<TOutput>>),
  defaultValues: Record<TName, string>,
): PlainForm<TName, TOutput> {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<TName, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  useLayoutEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const setValue = useCallback((name: TName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const field = (name: TName): PlainFieldBinding => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (valueOrEvent) =>
      setValue(name, typeof valueOrEvent === 'string' ? valueOrEvent : valueOrEvent.target.value),
  });

  const validating = useRef(false);
  const handleSubmit = (onValid: (output: TOutput) => unknown) => async (event: FormEvent) => {
    event.preventDefault();
    // A second submit while a lazy schema is still loading would send the form twice.
    if (validating.current) return;
    setFormError(undefined);
    validating.current = true;
    let result;
    try {
      result = (typeof schema === 'function' ? await schema() : schema).safeParse(values);
    } catch {
      // The schema's code could not be downloaded (the connection dropped).
      setFormError(kitCopy.errors.network);
      return;
    } finally {
      validating.current = false;
    }
    if (result.success) {
      setErrors({});
      void onValid(result.data);
      return;
    }
    const found: Partial<Record<TName, string>> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]) as TName;
      found[name] ??= issue.message;
    }
    setErrors(found);
    setFocusRequest((count) => count + 1);
  };

  const attachForm = useCallback((element: HTMLFormElement | null) => {
    formRef.current = element;
  }, []);

  return {
    field,
    formProps: (onValid) => ({
      ref: attachForm,
      noValidate: true,
      onSubmit: (event) => void handleSubmit(onValid)(event),
      // A schema loaded on demand is fetched as soon as a field is focused, not on submit.
      // A failed download is not reported here: the submit tries again and says so.
      onFocus: () => {
        if (typeof schema === 'function') schema().catch(() => undefined);
      },
    }),
    setValue,
    setFocus: useCallback((name: TName) => {
      formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
    }, []),
    formError,
    showFormError: setFormError,
  };
}
