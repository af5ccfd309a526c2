import {
  Checkbox,
  MoneyInput,
  PinInput,
  Select,
  Switch,
  TextField,
  type CheckboxProps,
  type MoneyInputProps,
  type PinInputProps,
  type SelectProps,
  type SwitchProps,
  type TextFieldProps,
} from '@portal/design-system';
import { use, useLayoutEffect, type ReactNode } from 'react';
import {
  useController,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  useFormContext,
} from 'react-hook-form';
import { FormFocusContext } from './form';

/** A field of the form as its control takes it (react-hook-form's `field`). */
export type FieldBinding = ControllerRenderProps<FieldValues>;

/**
 * A field of the surrounding `Form`, by name (dotted for nested values: `children.0.pin`):
 * react-hook-form's `field` (value, onChange — which takes a value or a change event —,
 * onBlur, name, ref) and the message to show under it.
 */
export function useFormField(name: string) {
  const { clearErrors } = useFormContext();
  const focusPending = use(FormFocusContext);
  const { field, fieldState } = useController<FieldValues>({ name });
  const hasError = fieldState.error !== undefined;
  // A focus request made before this message showed is carried out now that it does.
  useLayoutEffect(() => {
    if (hasError) focusPending();
  }, [hasError, focusPending]);
  // Editing a field clears its message: a message must not stay under a value that fixed it
  // (the form validates again on the next submit — `useZodForm` sets reValidateMode).
  const onChange: ControllerRenderProps<FieldValues>['onChange'] = (value) => {
    field.onChange(value);
    if (hasError) clearErrors(name);
  };
  return { field: { ...field, onChange }, error: fieldState.error?.message, fieldState };
}

/**
 * What every text-like design-system field (text, money, PIN, select) takes from the form: its
 * name, its text ('' before anything is typed), its message and `onBlur`. React 19 passes `ref`
 * to function components as a prop; the design system's inputs spread their remaining props onto
 * the native element, so RHF's ref reaches it (`setFocus`) without the design system declaring it.
 */
function textBinding(field: ControllerRenderProps<FieldValues>, error: string | undefined) {
  return {
    ref: field.ref,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    error,
    onBlur: field.onBlur,
  } as { name: string; value: string; error: string | undefined; onBlur: () => void };
}

/** Props of a field wired to the form: the component's own, minus what the form provides. */
type Wired<P, Omitted extends keyof P> = Omit<P, Omitted | 'name' | 'error'> & { name: string };

/** `TextField` of `@portal/design-system` wired to the form. */
export function FormTextField({
  name,
  normalize,
  onValueChange,
  ...props
}: Wired<TextFieldProps, 'value' | 'onChange' | 'onBlur'> & {
  /** Rewrites the text as typed (e.g. digits only). */
  normalize?: (text: string) => string;
  /** Also told of each change (after `normalize`), e.g. to update what depends on it. */
  onValueChange?: (text: string) => void;
}) {
  const { field, error } = useFormField(name);
  return (
    <TextField
      {...props}
      {...textBinding(field, error)}
      onChange={(event) => {
        const text = normalize ? normalize(event.target.value) : event.target.value;
        field.onChange(text);
        onValueChange?.(text);
      }}
    />
  );
}

/** `MoneyInput` wired to the form: the value is the text as typed; the schema reads it. */
export function FormMoneyInput({
  name,
  onValueChange,
  ...props
}: Wired<MoneyInputProps, 'value' | 'onChange' | 'onBlur'> & {
  /** Also told of each change (text and centavos), e.g. to mark a suggestion as edited. */
  onValueChange?: (text: string, centavos: number | null) => void;
}) {
  const { field, error } = useFormField(name);
  return (
    <MoneyInput
      {...props}
      {...textBinding(field, error)}
      onChange={(text, centavos) => {
        field.onChange(text);
        onValueChange?.(text, centavos);
      }}
    />
  );
}

/** `PinInput` wired to the form (digits only, at most `length`). */
export function FormPinInput({
  name,
  ...props
}: Wired<PinInputProps, 'value' | 'onChange' | 'onBlur'>) {
  const { field, error } = useFormField(name);
  return <PinInput {...props} {...textBinding(field, error)} onChange={field.onChange} />;
}

/** `Select` wired to the form (string values). */
export function FormSelect({
  name,
  ...props
}: Wired<SelectProps, 'value' | 'onChange' | 'onBlur' | 'defaultValue'>) {
  const { field, error } = useFormField(name);
  return (
    <Select
      {...props}
      {...textBinding(field, error)}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

/** `Switch` wired to a boolean of the form. */
export function FormSwitch({
  name,
  ...props
}: Omit<SwitchProps, 'checked' | 'onChange'> & { name: string }) {
  const { field } = useFormField(name);
  return (
    <Switch
      {...props}
      checked={Boolean(field.value)}
      onChange={(checked) => field.onChange(checked)}
    />
  );
}

/**
 * `Checkbox` wired to a boolean of the form. The design system's checkbox shows no message: a
 * rule about checkboxes goes on their group (`FormField` around a fieldset, as the task form's
 * children list).
 */
export function FormCheckbox({
  name,
  ...props
}: Omit<CheckboxProps, 'checked' | 'defaultChecked' | 'onChange' | 'onCheckedChange' | 'name'> & {
  name: string;
}) {
  const { field } = useFormField(name);
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={Boolean(field.value)}
      onCheckedChange={(checked) => field.onChange(checked)}
    />
  );
}

/** Props of {@link FormField}. */
export interface FormFieldProps {
  name: string;
  /** Draws the control from react-hook-form's `field` and the message to show. */
  render: (props: {
    field: ControllerRenderProps<FieldValues>;
    error: string | undefined;
    fieldState: ControllerFieldState;
  }) => ReactNode;
}

/**
 * Any other control (a native date input, a text area, a group of checkboxes) wired to the
 * form: the render prop gets the field and its message.
 */
export function FormField({ name, render }: FormFieldProps) {
  return render(useFormField(name));
}
