import {
  PIX_CITY_MAX,
  PIX_KEY_INPUT_MAX,
  PIX_KEY_TYPES,
  PixKeyInputSchema,
  type PixKey,
  type PixKeyInput,
  type PixKeyType,
} from '@portal/contracts/pix';
import { Alert, Button } from '@portal/design-system';
import { useEffect, type HTMLAttributes } from 'react';
import type { ApiFailure } from '../api/api-error';
import {
  Form,
  FormSelect,
  FormTextField,
  formError,
  showFormError,
  showServerIssues,
  useWatch,
  useZodForm,
} from '../form';
import { pixCopy as C } from './copy';
import { PIX_KEY_TYPE_LABELS } from './pix-key-text';

/** What the form holds while it is filled (the select holds '' before a type is chosen). */
export interface PixKeyFormValues {
  type: PixKeyType | '';
  key: string;
  city: string;
}

/** The body of `PUT /api/children/{id}/pix-key` and `PUT /api/child/pix-key`. */
export interface PixKeyBody {
  type: PixKeyType;
  key: string;
  city?: string;
}

const FIELDS = new Set(['type', 'key', 'city']);
const TYPE_OPTIONS = PIX_KEY_TYPES.map((value) => ({ value, label: PIX_KEY_TYPE_LABELS[value] }));

/** How a key of each type is best typed on a phone. */
const KEY_INPUT: Record<PixKeyType, HTMLAttributes<HTMLInputElement>['inputMode']> = {
  cpf: 'numeric',
  phone: 'tel',
  email: 'email',
  random: 'text',
};

/** The form's starting values: the stored key, else nothing chosen. */
export function pixKeyValues(pixKey: PixKey | null): PixKeyFormValues {
  return pixKey
    ? { type: pixKey.type, key: pixKey.key, city: pixKey.city ?? '' }
    : { type: '', key: '', city: '' };
}

/** The schema's output as the request body (no city: the BFF writes 'BRASIL'). */
export function pixKeyBody(input: PixKeyInput): PixKeyBody {
  return { type: input.type, key: input.key, ...(input.city ? { city: input.city } : {}) };
}

/** Props of {@link PixKeyForm}. */
export interface PixKeyFormProps {
  /** The form's accessible name ('Chave Pix de Bia'). */
  label: string;
  pixKey: PixKey | null;
  /** Prefix of the fields' ids (one form per child on a screen). */
  idPrefix: string;
  /** Sends the body; answers the failure to show, or null once saved. */
  onSave: (body: PixKeyBody) => Promise<ApiFailure | null>;
  onDone: () => void;
  /** Classes of the form and of its buttons' row (each remote lays them out with its styles). */
  className?: string;
  actionsClassName?: string;
}

/**
 * A child's Pix key (issue 40), the same form for the parent (Configurações › Filhos) and a
 * child of 13 or more (its profile): type (CPF, celular, e-mail, chave aleatória), key and an
 * optional city, validated and normalised by the contracts' `PixKeyInputSchema` (its pt-BR
 * messages, `MSG.pixKey`); the BFF's issues land under the fields. The type takes the focus when
 * the form opens.
 */
export function PixKeyForm({
  label,
  pixKey,
  idPrefix,
  onSave,
  onDone,
  className,
  actionsClassName,
}: PixKeyFormProps) {
  const form = useZodForm(PixKeyInputSchema, { defaultValues: pixKeyValues(pixKey) });
  const type = useWatch({ control: form.control, name: 'type' }) as PixKeyFormValues['type'];
  const serverError = formError(form);
  const typeId = `${idPrefix}-type`;

  useEffect(() => {
    document.getElementById(typeId)?.focus();
  }, [typeId]);

  async function submit(input: PixKeyInput) {
    const failure = await onSave(pixKeyBody(input));
    if (!failure) {
      onDone();
      return;
    }
    const shown = showServerIssues(form, failure.issues, (path) => FIELDS.has(path));
    if (shown === 0) showFormError(form, failure.message || C.saveFailed);
  }

  return (
    <Form form={form} onSubmit={submit} className={className} aria-label={label}>
      <FormSelect
        id={typeId}
        name="type"
        label={C.type}
        placeholder={C.choose}
        options={TYPE_OPTIONS}
      />
      <FormTextField
        id={`${idPrefix}-key`}
        name="key"
        label={C.key}
        hint={type ? C.keyHints[type] : undefined}
        type={type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'text'}
        inputMode={type ? KEY_INPUT[type] : undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={PIX_KEY_INPUT_MAX}
      />
      <FormTextField
        id={`${idPrefix}-city`}
        name="city"
        label={C.city}
        hint={C.cityHint}
        autoComplete="address-level2"
        maxLength={PIX_CITY_MAX}
      />
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      <div className={actionsClassName}>
        <Button variant="secondary" disabled={form.formState.isSubmitting} onClick={onDone}>
          {C.cancel}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText={C.saving}>
          {C.save}
        </Button>
      </div>
    </Form>
  );
}
