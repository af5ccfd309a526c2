/**
 * `@portal/app-kit/form`: the portal's one way to write a form (ADR 020, ADR 059) —
 * react-hook-form with `@hookform/resolvers/zod`, schemas and pt-BR messages from
 * `@portal/contracts`, fields wired to the design system, focus on the first invalid field,
 * server issues under their fields.
 */
export { Form, type FormProps } from './form';
export {
  FormCheckbox,
  FormField,
  FormMoneyInput,
  FormPinInput,
  FormSelect,
  FormSwitch,
  FormTextField,
  useFormField,
  type FieldBinding,
  type FormFieldProps,
} from './fields';
export { focusFirstInvalid } from './focus';
export {
  formError,
  showFormError,
  showServerIssues,
  useZodForm,
  type FieldIssue,
  type UseZodFormOptions,
  type ZodForm,
} from './use-zod-form';
/** Reading values while the form is filled (a summary, a field shown only for a choice). */
export {
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';
