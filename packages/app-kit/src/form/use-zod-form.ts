import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { kitCopy } from '../copy';
import { focusFirstInvalid } from './focus';

/** Options of {@link useZodForm}: react-hook-form's, with the values every field starts from. */
export interface UseZodFormOptions<TValues extends FieldValues, TOutput = TValues> extends Omit<
  UseFormProps<TValues, unknown, TOutput>,
  | 'resolver'
  | 'defaultValues'
  | 'values'
  | 'formControl'
  | 'shouldFocusError'
  | 'mode'
  | 'reValidateMode'
> {
  /** Every field's starting value (text fields start at '', never undefined). */
  defaultValues: TValues;
}

/** A react-hook-form form validated by a zod schema, with the portal's focus rule. */
export interface ZodForm<TValues extends FieldValues, TOutput> extends UseFormReturn<
  TValues,
  unknown,
  TOutput
> {
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
   * Starts loading a schema given as a loader (`Form` calls it when a field takes the focus):
   * the submit then finds it there. Nothing to do for a schema given as is.
   */
  preloadSchema: () => void;
  /**
   * Carries out a focus request still waiting for its field (the kit's fields call it in the
   * commit that shows their message: a field mounted by the same change — a wizard's step
   * shown again — may show it one commit later).
   */
  focusPending: () => void;
}

/**
 * A form's schema: the schema itself, or how to load it (`() => import(…)`) when the module
 * that builds it brings zod to a first visit that does not need it before the first submit (the
 * logins; ADR 059).
 */
export type SchemaSource<TOutput> = z.ZodType<TOutput> | (() => Promise<z.ZodType<TOutput>>);

/**
 * `@hookform/resolvers/zod` for a schema that is loaded on first use, once. A download that
 * fails is a message about the whole form (the next submit tries again), not a thrown error.
 */
function lazyZodResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<z.ZodType<TOutput>>,
) {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (schema) =>
        zodResolver(schema as z.ZodType<TOutput, TValues>) as Resolver<TValues, unknown, TOutput>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    let resolve: Resolver<TValues, unknown, TOutput>;
    try {
      resolve = await preload();
    } catch {
      // `root.server`, as `showFormError` sets it (react-hook-form's type for a generic form's
      // errors cannot name `root`).
      const errors = {
        root: { server: { type: 'server', message: kitCopy.errors.network } },
      } as unknown as FieldErrors<TValues>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return {
    resolver,
    preload: () => void preload().catch(() => undefined),
  };
}

/**
 * `useForm` with the zod resolver: the schema (from `@portal/contracts`, or a form-level
 * schema built on it; or a loader of it, see {@link SchemaSource}) validates on submit; its
 * messages are the contracts' pt-BR texts and the submit handler receives the schema's output
 * (trimmed text, centavos…). Editing a field clears its message (the kit's fields do it) and
 * nothing is validated again before the next submit, so nobody is told off while still typing.
 */
export function useZodForm<TValues extends FieldValues, TOutput>(
  schema: SchemaSource<TOutput>,
  { defaultValues, ...options }: UseZodFormOptions<TValues, TOutput>,
): ZodForm<TValues, TOutput> {
  // A loader is read once per form (as `useState` keeps it); a schema on every render, so a
  // form may build it from the screen's data.
  const [lazy] = useState(() =>
    typeof schema === 'function' ? lazyZodResolver<TValues, TOutput>(schema) : undefined,
  );
  const form = useForm<TValues, unknown, TOutput>({
    ...options,
    defaultValues: defaultValues as DefaultValues<TValues>,
    // The schema's input is what the form holds: its values type says so, not zod's inference.
    resolver:
      lazy?.resolver ??
      (zodResolver(schema as z.ZodType<TOutput, TValues>) as Resolver<TValues, unknown, TOutput>),
    // Focus follows the screen order (see `focusFirstError`), not registration order.
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
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
  const preloadSchema = lazy?.preload ?? noSchemaToLoad;
  return { ...form, attachForm, focusFirstError, focusPending, preloadSchema };
}

const noSchemaToLoad = () => undefined;

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
 * react-hook-form's `root.server` error, so the next submit clears it, as it clears every
 * field's message before validating again.
 */
export function showFormError<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  message: string,
): void {
  form.setError('root.server', { type: 'server', message });
}

/** The message set by {@link showFormError}, while it shows. */
export function formError<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
): string | undefined {
  return form.formState.errors.root?.server?.message;
}
