import { Form, formError, showFormError, showServerIssues, useZodForm } from '@portal/app-kit/form';
import { MSG } from '@portal/contracts/messages';
import { CreateTaskInputSchema, type CreateTaskInput } from '@portal/contracts/tasks';
import { Alert, Button, PageLayout, Skeleton, useToast } from '@portal/design-system';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import { ParentNav } from '../../../lib/parent-nav';
import { readApiError } from '../../../lib/api-error';
import { useGetChildrenQuery } from '../../../lib/session-api';
import {
  useCreateTaskMutation,
  useGetFamilyTaskDefaultsQuery,
  type CreateTaskBody,
} from '../api/tasks-api';
import { tasksCopy as C } from '../copy';
import { EMPTY_TASK_FORM, originFrom } from '../model/task-options';
import { TaskFields } from './task-fields';

const T = MSG.task;

/**
 * `/tasks/create` ('Criar Nova Tarefa', spec 001 §2, §5 "Create task"): the task field set,
 * validated with the contract's `CreateTaskInputSchema` (the spec's messages under each
 * field), sent with the value as typed; the BFF validates again. Cancel (and the back button)
 * return to the screen that opened it (`state.from`), else back in history, else
 * `/tasks/manage`.
 */
export function CreateTaskPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const children = useGetChildrenQuery(undefined);
  const [createTask, { isLoading: saving }] = useCreateTaskMutation();
  const form = useZodForm(CreateTaskInputSchema, { defaultValues: EMPTY_TASK_FORM });
  // 'Requer foto' starts as the family's `requirePhotoApproval` (issue 12) unless the parent has
  // already set it; without an answer (loading, 404, error) it keeps the form's default.
  const familyDefaults = useGetFamilyTaskDefaultsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const requirePhoto = familyDefaults.data?.limits.requirePhotoApproval;
  // Once per answer (the form's methods are stable): not again when the form renders.
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (requirePhoto === undefined || getFieldState('requiresPhoto').isDirty) return;
    setValue('requiresPhoto', requirePhoto);
  }, [requirePhoto, getFieldState, setValue]);
  const serverError = formError(form);
  const activeChildren = children.data
    ? children.data.children.filter((child) => child.active)
    : null;

  function leave() {
    const origin = originFrom(location.state);
    if (origin) navigate(origin);
    // 'default' is the first entry of this router's history: there is nothing to go back to.
    else if (location.key !== 'default') navigate(-1);
    else navigate('/tasks/manage');
  }

  async function onSubmit(task: CreateTaskInput) {
    // The value goes as the text the parent typed; the BFF reads it with the same schema.
    const body: CreateTaskBody = { ...task, value: form.getValues('value').trim() };
    const result = await createTask(body);
    if (result.error) {
      const failure = readApiError(result.error);
      showServerIssues(form, failure.issues);
      showFormError(form, failure.message ?? T.createFailed);
      return;
    }
    toast.show({ message: C.create.created, tone: 'success' });
    navigate('/tasks/manage');
  }

  return (
    <PageLayout
      title={C.create.title}
      nav={<ParentNav active="tasks" />}
      back={
        <Button variant="ghost" size="sm" onClick={leave}>
          <span aria-hidden="true">←</span> {C.back}
        </Button>
      }
    >
      <Form form={form} onSubmit={onSubmit} className="parent-form-page">
        <TaskFields
          variant="create"
          activeChildren={activeChildren}
          disabled={saving}
          childrenStatus={
            children.isLoading ? (
              <Skeleton lines={2} height="2rem" />
            ) : children.isError ? (
              <Alert
                tone="danger"
                action={
                  <Button variant="secondary" size="sm" onClick={() => void children.refetch()}>
                    {C.retry}
                  </Button>
                }
              >
                {C.loadChildrenFailed}
              </Alert>
            ) : null
          }
        />
        {serverError ? (
          <Alert tone="danger" title={T.createFailedTitle}>
            {serverError}
          </Alert>
        ) : null}
        <div className="parent-actions">
          <Button variant="secondary" onClick={leave} disabled={saving}>
            {C.cancel}
          </Button>
          <Button type="submit" loading={saving} loadingText={C.create.submitting}>
            {C.create.submit}
          </Button>
        </div>
      </Form>
    </PageLayout>
  );
}
