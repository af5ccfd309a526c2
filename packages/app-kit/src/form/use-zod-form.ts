import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { focusFirstInvalid } from './focus';
import {
  FormStore,
  useStoreValue,
  type ErrorPath,
  type FieldError,
  type FieldState,
  type FieldValues,
  type Path,
  type PathValue,
} from './form-store';
import { validateWith } from './zod-resolver';

/** Options of {@link useZodForm}. */
export interface UseZodFormOptions<TValues extends FieldValues> {
  /** Every field's starting value (text fields start at '', never undefined). */
  defaultValues: TValues;
}

/** What the form's host reads while rendering (it renders again when one of them changes). */
export interface ZodFormState<TValues extends FieldValues> {
  /** The values differ from the defaults (the last `reset`'s values, or the first ones). */
  isDirty: boolean;
  /** Between a submit and the end of its `onSubmit`. */
  isSubmitting: boolean;
  defaultValues: TValues;
}

/**
 * A form validated by a zod schema, with the portal's focus rule. Its methods keep
 * react-hook-form's names and meanings (ADR 046); paths are dotted ('children.0.pin').
 */
export interface ZodForm<TValues extends FieldValues, TOutput> {
  /** The form's store: for `useWatch({ control, name })` outside the `Form`. */
  control: FormStore<TValues>;
  formState: ZodFormState<TValues>;
  getValues: {
    (): TValues;
    <P extends Path<TValues>>(name: P): PathValue<TValues, P>;
  };
  /** Sets a value; with `shouldDirty` it counts as the user's edit (`getFieldState`). */
  setValue: <P extends Path<TValues>>(
    name: P,
    value: PathValue<TValues, P>,
    options?: { shouldDirty?: boolean },
  ) => void;
  setError: (name: ErrorPath<TValues>, error: FieldError) => void;
  /** Clears the messages of a path and of the paths inside it; every message without one. */
  clearErrors: (name?: ErrorPath<TValues> | ErrorPath<TValues>[]) => void;
  getFieldState: (name: Path<TValues>) => FieldState;
  /** New defaults (or the same), the values back to them unless `keepValues`, no messages. */
  reset: (values?: TValues, options?: { keepValues?: boolean; keepErrors?: boolean }) => void;
  resetField: (name: Path<TValues>) => void;
  setFocus: (name: Path<TValues>) => void;
  /**
   * A submit handler: clears every message, validates with the schema, then runs `onValid`
   * with its output, or `onInvalid` after showing each field's first message.
   */
  handleSubmit: (
    onValid: (output: TOutput) => unknown,
    onInvalid?: (errors: ReadonlyMap<string, FieldError>) => void,
  ) => (event?: FormEvent) => Promise<void>;
  /**
   * Callback ref for the `<form>` element (`Form` sets it): errors are looked up in it, in
   * screen order. A callback, not a ref object, so render code never reads a ref.
   */
  attachForm: (element: HTMLFormElement | null) => void;
  /**
   * After the next render, focuses the first field, in screen order, that shows an error.
   * `Form` calls it after a submit that fails validation; call it after showing server errors.
   */
  focusFirstError: () => void;
  /**
   * Carries out a focus request still waiting for its field (the kit's fields call it in the
   * commit that shows their message: a field mounted by the same change — a wizard's step
   * shown again — may show it one commit later).
   */
  focusPending: () => void;
}

/** What the host renders from: changes to it render the host again. */
function hostState(store: FormStore<FieldValues>): string {
  const serverError = store.errors.get('root.server')?.message ?? '';
  return `${store.isDirty ? 1 : 0}${store.isSubmitting ? 1 : 0}${serverError}`;
}

/**
 * The portal's form (ADR 020, ADR 046): the schema (from `@portal/contracts`, or a form-level
 * schema built on it) validates on submit; its messages are the contracts' pt-BR texts and
 * the submit handler receives the schema's output (trimmed text, centavos…). Editing a field
 * clears its message (the kit's fields do it) and nothing is validated again before the next
 * submit, so nobody is told off while still typing.
 */
export function useZodForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  { defaultValues }: UseZodFormOptions<TValues>,
): ZodForm<TValues, TOutput> {
  const [store] = useState(() => new FormStore(defaultValues));
  useStoreValue(store as FormStore<FieldValues>, hostState);
  const formRef = useRef<HTMLFormElement | null>(null);
  const pending = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const focusPending = useCallback(() => {
    if (pending.current && focusFirstInvalid(formRef.current)) pending.current = false;
  }, []);
  // In the commit that shows the messages: the field is focused with its error already tied
  // to it, so a screen reader reads both.
  useLayoutEffect(() => {
    if (focusRequest > 0) focusPending();
  }, [focusRequest, focusPending]);
  const focusFirstError = useCallback(() => {
    pending.current = true;
    setFocusRequest((count) => count + 1);
  }, []);
  const attachForm = useCallback((element: HTMLFormElement | null) => {
    formRef.current = element;
  }, []);
  // The submit validates with the latest schema (a form may build it from the screen's data).
  const [{ methods, setSchema }] = useState(() => formMethods<TValues, TOutput>(store, schema));
  useLayoutEffect(() => setSchema(schema), [setSchema, schema]);
  return {
    ...methods,
    control: store,
    formState: {
      isDirty: store.isDirty,
      isSubmitting: store.isSubmitting,
      defaultValues: store.defaultValues,
    },
    attachForm,
    focusFirstError,
    focusPending,
  };
}

/**
 * The form's methods, made once per form (they are stable, as react-hook-form's are), and how
 * the form hands them its latest schema.
 */
function formMethods<TValues extends FieldValues, TOutput>(
  store: FormStore<TValues>,
  initialSchema: z.ZodType<TOutput>,
) {
  let schema = initialSchema;
  const getValues = ((name?: string) =>
    name === undefined ? store.values : store.getValue(name)) as ZodForm<
    TValues,
    TOutput
  >['getValues'];
  const methods = {
    getValues,
    setValue: (name, value, options) => store.setValue(name, value, options),
    setError: (name, error) => store.setError(name, error),
    clearErrors: (name) => store.clearErrors(name),
    getFieldState: (name) => store.fieldState(name),
    reset: (values, options) => store.reset(values, options),
    resetField: (name) => store.resetField(name),
    setFocus: (name) => store.focus(name),
    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault();
      store.setSubmitting(true);
      try {
        const result = await validateWith(schema, store.values);
        store.setErrors(result.success ? new Map() : result.errors);
        if (result.success) await onValid(result.output);
        else onInvalid?.(result.errors);
      } finally {
        store.setSubmitting(false);
      }
    },
  } satisfies Omit<
    ZodForm<TValues, TOutput>,
    'control' | 'formState' | 'attachForm' | 'focusFirstError' | 'focusPending'
  >;
  const setSchema = (next: z.ZodType<TOutput>) => {
    schema = next;
  };
  return { methods, setSchema };
}

/** A field issue as the BFF sends it (`ErrorResponse['issues']` of `@portal/contracts`). */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Shows the BFF's field issues (pt-BR, paths as the request body's) under their fields — the
 * first message of each field — and focuses the first one on screen. Issues whose path the
 * form does not know are left out (`known`); returns how many were shown.
 */
export function showServerIssues<TValues extends FieldValues, TOutput>(
  form: ZodForm<TValues, TOutput>,
  issues: readonly FieldIssue[] | undefined,
  known: (path: string) => boolean = () => true,
): number {
  const shown = new Set<string>();
  for (const issue of issues ?? []) {
    if (issue.path.length === 0) continue;
    const path = issue.path.map(String).join('.');
    if (shown.has(path) || !known(path)) continue;
    shown.add(path);
    form.setError(path as Path<TValues>, { type: 'server', message: issue.message });
  }
  if (shown.size > 0) form.focusFirstError();
  return shown.size;
}

/**
 * Shows a message about the whole form (the BFF's pt-BR refusal, a network failure) — kept as
 * the `root.server` message, so the next submit clears it, as it clears every field's message
 * before validating again.
 */
export function showFormError<TValues extends FieldValues, TOutput>(
  form: ZodForm<TValues, TOutput>,
  message: string,
): void {
  form.setError('root.server', { type: 'server', message });
}

/** The message set by {@link showFormError}, while it shows (the host renders again for it). */
export function formError<TValues extends FieldValues, TOutput>(
  form: ZodForm<TValues, TOutput>,
): string | undefined {
  return form.control.error('root.server')?.message;
}
