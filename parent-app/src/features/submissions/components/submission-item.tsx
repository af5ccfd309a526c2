import { Form, FormField, useWatch, useZodForm } from '@portal/app-kit/form';
import { MSG } from '@portal/contracts/messages';
import {
  RejectSubmissionInputSchema,
  type PendingSubmission,
  type RejectSubmissionInput,
} from '@portal/contracts/submissions';
import { TASK_CATEGORY_EMOJI, type TaskCategory } from '@portal/contracts/task-categories';
import { formatDateTime, relativeTimePtBR } from '@portal/domain';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Checkbox,
  Money,
  VisuallyHidden,
} from '@portal/design-system';
import { useId } from 'react';
import { apiAssetUrl } from '../../../lib/api-url';
import { TextAreaField } from '../../../lib/native-fields';
import { approvalsCopy as C } from '../copy';
import { withQuickReason } from '../model/quick-reason';
import { SubmissionPhoto } from './submission-photo';

function categoryLabel(category: string): string {
  const emoji = TASK_CATEGORY_EMOJI[category as TaskCategory];
  return emoji ? `${emoji} ${category}` : category;
}

/** The id of an item's reason box, so the queue can focus it when it opens. */
export function reasonFieldId(submissionId: string): string {
  return `reject-reason-${submissionId}`;
}

export interface SubmissionItemProps {
  submission: PendingSubmission;
  now: Date;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onApprove: () => void;
  /** Opens this item's reason box (closing any other). */
  onReject: () => void;
  onOpenPhoto: () => void;
  /** This item's reason box is open. */
  rejecting: boolean;
  /** Rejects with the reason (trimmed, checked with the contract's schema). */
  onConfirmReject: (reason: string) => void;
  onCancelReject: () => void;
  /** What is running on this item right now. */
  working: 'approve' | 'reject' | null;
  /** Any review is running (the buttons of every item wait). */
  busy: boolean;
  error: string | null;
}

/**
 * One submission of 'Fila de Aprovação' (spec 001 §2): checkbox, the child's avatar, title,
 * child's name and how long ago, value, category, description, the child's note, the photo
 * (opens full screen) or the missing-photo warning, Aprovar / Rejeitar, and the reason box.
 */
export function SubmissionItem({
  submission: s,
  now,
  selected,
  onSelect,
  onApprove,
  onReject,
  onOpenPhoto,
  rejecting,
  onConfirmReject,
  onCancelReject,
  working,
  busy,
  error,
}: SubmissionItemProps) {
  const titleId = `submission-${useId()}`;
  // Two children's submissions of one task share a title: who did it tells them apart.
  const whoId = `${titleId}-who`;
  const photo = s.photoUrl ? apiAssetUrl(s.photoUrl) : null;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      aria-describedby={whoId}
      className="parent-submission"
    >
      <div className="parent-submission__head">
        <Checkbox
          className="parent-task__select"
          label={<VisuallyHidden>{C.select(s.taskTitle, s.childName)}</VisuallyHidden>}
          checked={selected}
          disabled={busy}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <Avatar name={s.childName} />
        <div className="parent-task__titles">
          <h3 id={titleId} className="parent-task__title">
            {s.taskTitle}
          </h3>
          <p id={whoId} className="parent-muted">
            {s.childName} ·{' '}
            <time dateTime={s.completedAt} title={formatDateTime(s.completedAt)}>
              {relativeTimePtBR(s.completedAt, now)}
            </time>
          </p>
        </div>
        <Money centavos={s.value} className="parent-task__value" />
      </div>
      <ul className="parent-task__meta">
        <li>{categoryLabel(s.category)}</li>
      </ul>
      {s.taskDescription ? <p className="parent-task__description">{s.taskDescription}</p> : null}
      {s.notes ? (
        <blockquote className="parent-note">
          <p>
            <strong>{C.childNote}:</strong> {s.notes}
          </p>
        </blockquote>
      ) : null}
      {photo ? (
        <button
          type="button"
          className="parent-photo-thumb"
          aria-label={C.photoOpen(s.taskTitle)}
          onClick={onOpenPhoto}
        >
          <SubmissionPhoto src={photo} alt={C.photoAlt(s.taskTitle, s.childName)} />
        </button>
      ) : s.requiresPhoto ? (
        <Alert tone="warning">{MSG.task.photoMissing}</Alert>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {rejecting ? (
        <RejectForm
          submissionId={s.id}
          working={working}
          busy={busy}
          onConfirm={onConfirmReject}
          onCancel={onCancelReject}
        />
      ) : (
        <div className="parent-actions">
          <Button variant="danger" disabled={busy} onClick={onReject}>
            {C.reject}
          </Button>
          <Button
            disabled={busy && working !== 'approve'}
            loading={working === 'approve'}
            loadingText={C.approving}
            onClick={onApprove}
          >
            {C.approve}
          </Button>
        </div>
      )}
    </Card>
  );
}

interface RejectFormProps {
  submissionId: string;
  working: SubmissionItemProps['working'];
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The reason box of one item: a new, empty form each time it opens. */
function RejectForm({ submissionId, working, busy, onConfirm, onCancel }: RejectFormProps) {
  const form = useZodForm(RejectSubmissionInputSchema, { defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const rejecting = working === 'reject';
  const fieldId = reasonFieldId(submissionId);

  // A quick reason fills the box (or adds to it) and hands the focus to the box, so the parent
  // hears or sees what will be sent and can go on typing (setting the value puts the caret at
  // its end).
  function applyQuickReason(quick: string) {
    form.setValue('reason', withQuickReason(form.getValues('reason'), quick), {
      shouldDirty: true,
    });
    form.clearErrors('reason');
    document.getElementById(fieldId)?.focus();
  }

  return (
    <Form
      form={form}
      onSubmit={({ reason: trimmed }: RejectSubmissionInput) => onConfirm(trimmed)}
      className="parent-reject-box"
    >
      <div className="parent-quick-reasons">
        <p id={`${fieldId}-quick`} className="parent-quick-reasons__label">
          {C.quickReasonsLabel}
        </p>
        <div className="parent-chips" role="group" aria-labelledby={`${fieldId}-quick`}>
          {C.quickReasons.map((quick) => (
            <button
              key={quick}
              type="button"
              className="parent-chip"
              disabled={rejecting}
              onClick={() => applyQuickReason(quick)}
            >
              {quick}
            </button>
          ))}
        </div>
      </div>
      <FormField
        name="reason"
        render={({ field, error }) => (
          <TextAreaField
            {...field}
            id={fieldId}
            label={C.rejectReason}
            hint={C.rejectReasonHint}
            error={error}
            disabled={rejecting}
          />
        )}
      />
      <div className="parent-actions">
        <Button variant="secondary" disabled={rejecting} onClick={onCancel}>
          {C.cancel}
        </Button>
        <Button
          type="submit"
          variant="danger"
          // A blank reason does nothing (spec 001 §5 "Reject").
          disabled={reason.trim() === '' || (busy && !rejecting)}
          loading={rejecting}
          loadingText={C.rejecting}
        >
          {C.confirmReject}
        </Button>
      </div>
    </Form>
  );
}
