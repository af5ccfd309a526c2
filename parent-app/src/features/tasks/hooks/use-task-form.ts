import { useState } from 'react';
import { firstInvalid, type FieldErrors } from '../../../lib/form-errors';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { childCheckboxId } from '../components/children-picker';

/** What {@link useTaskForm} needs to know about a task form's fields. */
export interface TaskFormLayout<Field extends string> {
  /** Fields in screen order: the first one with an error gets the focus. */
  order: readonly Field[];
  /** Element id of each field that has one (the children list focuses its first checkbox). */
  ids: Partial<Record<Field, string>> & { children: string };
  /** The active children shown in the picker (the first one takes the focus of the list). */
  activeChildren: readonly { id: string }[];
}

/**
 * State of the create and edit task forms: the values, the field errors, `update` (which clears
 * the error of the field it changes, so a message never stays under a value that fixed it) and
 * `showErrors` (which sets the errors and moves the focus to the first field in error).
 */
export function useTaskForm<Form extends { assignedChildren: string[] }>(
  initial: () => Form,
  layout: TaskFormLayout<Extract<keyof Form, string>>,
) {
  const focus = useFocusRequest();
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function update<K extends keyof Form>(field: K, value: Form[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _removed, ...rest } = current;
      return rest;
    });
  }

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = firstInvalid(next, layout.order) as Extract<keyof Form, string> | undefined;
    if (!first) return;
    if (first === 'assignedChildren') {
      const child = layout.activeChildren[0];
      if (child) focus(childCheckboxId(layout.ids.children, child.id));
      return;
    }
    const id = layout.ids[first];
    if (id) focus(id);
  }

  return { form, errors, update, showErrors, clearErrors: () => setErrors({}), focus };
}
