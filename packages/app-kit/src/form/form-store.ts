import { createContext, use, useCallback, useSyncExternalStore, type ChangeEvent } from 'react';

/**
 * The form state behind `@portal/app-kit/form` (ADR 046): values, messages and what the user
 * has edited, in one small store per form, read by the fields through `useSyncExternalStore`.
 * It keeps the part of react-hook-form's API the portal's forms use (`setValue`, `setError`,
 * `reset`, `useWatch`, `useController`…, with the same names and meanings), so the forms did
 * not change when the 12 KiB library went (ADR 046).
 */

/**
 * The values of a form: an object of fields, nested objects and lists. `any`, as
 * react-hook-form's: a form's values are interfaces, which have no index signature.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldValues = Record<string, any>;

/** A field's message: where it comes from (`too_small`, `server`, `manual`…) and its pt-BR text. */
export interface FieldError {
  type: string;
  message?: string;
}

type Primitive = null | undefined | string | number | boolean | bigint | symbol | Date | Blob;

/** Every dotted path into `T`: `title`, `children`, `children.0`, `children.0.pin`. */
export type Path<T> = T extends Primitive
  ? never
  : T extends readonly (infer Item)[]
    ? `${number}` | `${number}.${Path<Item>}`
    : {
        [K in keyof T & string]: T[K] extends Primitive ? K : K | `${K}.${Path<T[K]>}`;
      }[keyof T & string];

/** The value's type at `P` in `T`. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? PathValue<T[Head], Rest>
    : T extends readonly (infer Item)[]
      ? PathValue<Item, Rest>
      : unknown
  : P extends keyof T
    ? T[P]
    : T extends readonly (infer Item)[]
      ? Item
      : unknown;

/** A path a message may be set on: a field's, or one about the whole form (`root.server`). */
export type ErrorPath<T> = Path<T> | `root.${string}`;

/** What `getFieldState` tells of a field. */
export interface FieldState {
  error: FieldError | undefined;
  invalid: boolean;
  /** The user changed it (or `setValue` with `shouldDirty`) and it differs from its default. */
  isDirty: boolean;
}

/** Reads `path` ('children.0.pin') in `source`. */
export function getPath(source: unknown, path: string): unknown {
  if (path === '') return source;
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** `source` with `value` at `path`, copying only the objects and lists on the way. */
function setPath<T>(source: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const current = (source ?? {}) as Record<string, unknown>;
  const next = rest.length === 0 ? value : setPath(current[key], rest.join('.'), value);
  if (Array.isArray(current)) {
    const copy = [...(current as unknown[])];
    copy[Number(key)] = next;
    return copy as T;
  }
  return { ...current, [key]: next } as T;
}

/** Structural equality of form values (plain objects, lists, dates, primitives). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** `path` itself, or a path inside it ('password' covers 'password.current'). */
function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`);
}

/** What a field's `onChange` takes: its new value, or the change event of a native input. */
export function eventValue(valueOrEvent: unknown): unknown {
  if (valueOrEvent !== null && typeof valueOrEvent === 'object' && 'target' in valueOrEvent) {
    const target = (valueOrEvent as ChangeEvent<HTMLInputElement>).target;
    if (target !== null && typeof target === 'object' && 'value' in target) {
      return target.type === 'checkbox' ? target.checked : target.value;
    }
  }
  return valueOrEvent;
}

/**
 * One form's state. Every change makes new `values` / `errors` objects (unchanged branches
 * are kept), so a subscriber that reads one field sees a new value only when that field
 * changed, and renders only then.
 */
export class FormStore<TValues extends FieldValues> {
  values: TValues;
  defaultValues: TValues;
  /** Each path's message ('children.0.pin', 'root.server'); a new map on every change. */
  errors: ReadonlyMap<string, FieldError> = new Map();
  isSubmitting = false;
  submitCount = 0;
  /** Paths the user edited (or `setValue` with `shouldDirty`): `getFieldState().isDirty`. */
  private edited = new Set<string>();
  private elements = new Map<string, HTMLElement>();
  private listeners = new Set<() => void>();

  constructor(defaultValues: TValues) {
    this.values = defaultValues;
    this.defaultValues = defaultValues;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  get isDirty(): boolean {
    return !sameValue(this.values, this.defaultValues);
  }

  getValue(path: string): unknown {
    return getPath(this.values, path);
  }

  setValue(path: string, value: unknown, options: { shouldDirty?: boolean } = {}): void {
    this.values = setPath(this.values, path, value);
    if (options.shouldDirty) this.edited.add(path);
    this.notify();
  }

  /** A change made by the user in a field: the value, and the field counts as edited. */
  change(path: string, value: unknown): void {
    this.setValue(path, value, { shouldDirty: true });
  }

  error(path: string): FieldError | undefined {
    return this.errors.get(path);
  }

  setErrors(errors: ReadonlyMap<string, FieldError>): void {
    this.errors = errors;
    this.notify();
  }

  setError(path: string, error: FieldError): void {
    this.setErrors(new Map(this.errors).set(path, error));
  }

  /** Clears the messages of `path` and of every path inside it; all of them without `path`. */
  clearErrors(path?: string | readonly string[]): void {
    const paths = path === undefined ? undefined : typeof path === 'string' ? [path] : path;
    const kept = new Map(
      [...this.errors].filter(
        ([key]) => paths !== undefined && !paths.some((prefix) => within(key, prefix)),
      ),
    );
    if (kept.size !== this.errors.size) this.setErrors(kept);
  }

  fieldState(path: string): FieldState {
    const error = this.errors.get(path);
    const isDirty =
      [...this.edited].some((edited) => within(edited, path) || within(path, edited)) &&
      !sameValue(getPath(this.values, path), getPath(this.defaultValues, path));
    return { error, invalid: error !== undefined, isDirty };
  }

  /**
   * New defaults (or the same ones) and, unless kept, the values back to them and no
   * messages; nothing counts as edited any more.
   */
  reset(values?: TValues, options: { keepValues?: boolean; keepErrors?: boolean } = {}): void {
    if (values !== undefined) this.defaultValues = values;
    if (!options.keepValues) this.values = this.defaultValues;
    if (!options.keepErrors) this.errors = new Map();
    this.edited = new Set();
    this.notify();
  }

  /** One field back to its default, without its message. */
  resetField(path: string): void {
    this.values = setPath(this.values, path, getPath(this.defaultValues, path));
    for (const edited of [...this.edited]) if (within(edited, path)) this.edited.delete(edited);
    this.errors = new Map([...this.errors].filter(([key]) => !within(key, path)));
    this.notify();
  }

  setSubmitting(submitting: boolean): void {
    this.isSubmitting = submitting;
    if (!submitting) this.submitCount += 1;
    this.notify();
  }

  /** The field's element, for `setFocus` (the design system's inputs take `ref`). */
  register(path: string, element: HTMLElement | null): void {
    if (element) this.elements.set(path, element);
    else this.elements.delete(path);
  }

  focus(path: string): void {
    this.elements.get(path)?.focus();
  }
}

/** The surrounding `Form`'s store, for its fields. */
export const FormStoreContext = createContext<FormStore<FieldValues> | null>(null);

/** The surrounding `Form`'s store (a field outside a `Form` is a programming error). */
export function useFormStore(): FormStore<FieldValues> {
  const store = use(FormStoreContext);
  if (!store) throw new Error('A form field must be inside a <Form>.');
  return store;
}

/** Renders again when what `read` returns from the store changes. */
export function useStoreValue<TValues extends FieldValues, R>(
  store: FormStore<TValues>,
  read: (store: FormStore<TValues>) => R,
): R {
  const snapshot = useCallback(() => read(store), [store, read]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/** The form a `control` or the surrounding `Form` stands for. */
interface WatchOptions<TValues extends FieldValues, P extends Path<TValues>> {
  control?: FormStore<TValues>;
  name: P;
}

/** A field's value, rendering again when it changes (react-hook-form's `useWatch`). */
export function useWatch<TValues extends FieldValues, P extends Path<TValues>>(
  options: WatchOptions<TValues, P>,
): PathValue<TValues, P>;
export function useWatch(options: { name: string }): unknown;
export function useWatch({ control, name }: { control?: FormStore<FieldValues>; name: string }) {
  const fromContext = use(FormStoreContext);
  const store = control ?? fromContext;
  if (!store) throw new Error('useWatch needs a control or a surrounding <Form>.');
  const read = useCallback((current: FormStore<FieldValues>) => current.getValue(name), [name]);
  return useStoreValue(store, read);
}
