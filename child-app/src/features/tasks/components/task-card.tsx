import { PHOTO_CONTENT_TYPES } from '@portal/contracts/photo-limits';
import type { ChildTask } from '@portal/contracts/submissions';
import { Alert, Badge, Button, Card, DateText, Money, TextField } from '@portal/design-system';
import { isTaskAvailableAt } from '@portal/domain';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { CompletionFailure } from '../../../lib/use-complete-task';
import { availableFromLabel } from '../lib/task-views';
import { categoryEmoji } from './category-chips';
import { tasksCopy } from './copy';
import { Deco } from '../../../lib/deco';
import { QueuedStatus } from '../../../lib/queued-status';
import { RecurringMark } from '../../../lib/recurring-mark';
import { preparePhoto } from '../lib/prepare-photo';

const text = tasksCopy;

/** Props of {@link TaskCard}. */
export interface TaskCardProps {
  task: ChildTask;
  /** The client's clock (refreshed every 60 s): decides 'Disponível em {date}'. */
  now: Date;
  /** The completion of this task is running ('Confirmando...'). */
  processing: boolean;
  /** The completion waits in the offline queue ('Será enviada quando a conexão voltar'). */
  queued?: boolean;
  failure?: CompletionFailure;
  /** One tap; `proof` carries the photo (and note) of a photo-required task. */
  onComplete: (proof?: { photo: File; notes?: string }) => void;
  onRetry: () => void;
  onDismissFailure: () => void;
}

interface ChosenPhoto {
  file: File;
  /** Object URL of the preview, or null where the browser cannot make one. */
  url: string | null;
}

function previewUrlOf(file: File): string | null {
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

/**
 * One task of the child: title, category with emoji, value, due date, the photo marker and
 * the 'Aguardando aprovação' chip, and — first and largest — the completion button: 'Marcar
 * como Feita' → 'Confirmando...' → 'Concluída', or 'Disponível em {date}' (disabled) before
 * the task opens. A photo-required task opens the phone camera first, shows the photo and
 * sends it only after the child confirms.
 */
export function TaskCard({
  task,
  now,
  processing,
  queued = false,
  failure,
  onComplete,
  onRetry,
  onDismissFailure,
}: TaskCardProps) {
  const camera = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [notes, setNotes] = useState('');
  /** The photo being resized ('Preparando a foto...'), or whose resizing failed (retry). */
  const [preparing, setPreparing] = useState(false);
  const [unprepared, setUnprepared] = useState<File | null>(null);
  const preparation = useRef(0);
  const photoPanelId = useId();

  // A photo still being prepared when the card goes is not shown anywhere.
  useEffect(() => {
    const current = preparation;
    return () => {
      current.current += 1;
    };
  }, []);

  // The preview's object URL lives as long as that photo is shown.
  useEffect(() => {
    const url = photo?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo]);

  const available = isTaskAvailableAt(task, now);
  const canComplete = !task.completed && available && !processing && !queued;

  function openCamera() {
    setPhotoError(null);
    setUnprepared(null);
    camera.current?.click();
  }

  /**
   * Resizes the chosen photo before it is shown and sent (issue 39 item 5): nothing is sent
   * unless this succeeds. A newer choice wins over one still being prepared.
   */
  async function prepare(file: File) {
    const run = ++preparation.current;
    setPhoto(null);
    setPhotoError(null);
    setUnprepared(null);
    setPreparing(true);
    try {
      const prepared = await preparePhoto(file);
      if (run !== preparation.current) return;
      setPreviewFailed(false);
      setPhoto({ file: prepared, url: previewUrlOf(prepared) });
    } catch (error) {
      if (run !== preparation.current) return;
      console.error('Photo not prepared', error);
      setUnprepared(file);
    } finally {
      if (run === preparation.current) setPreparing(false);
    }
  }

  function handlePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same picture again still fires `change`.
    event.target.value = '';
    if (!file) return;
    // The size is the prepared photo's (a 12 MB camera photo becomes a few hundred KB). The types the BFF takes (it checks the content too): a GIF or a document is refused here,
    // with the same message, before it is shown or sent.
    if (file.type && !(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setPhoto(null);
      setPhotoError(text.photo.invalidType);
      return;
    }
    void prepare(file);
  }

  function handleTap() {
    if (!canComplete) return;
    if (task.requiresPhoto) openCamera();
    else onComplete();
  }

  function confirmPhoto() {
    if (!photo || !canComplete) return;
    onComplete({ photo: photo.file, notes });
    setPhoto(null);
    setNotes('');
  }

  function cancelPhoto() {
    setPhoto(null);
    setNotes('');
  }

  let action;
  if (queued) {
    action = <QueuedStatus text={text.button.queued} />;
  } else if (preparing) {
    action = (
      <Button size="lg" fullWidth loading loadingText={text.photo.preparing}>
        {text.button.complete}
      </Button>
    );
  } else if (processing) {
    action = (
      <Button size="lg" fullWidth loading loadingText={text.button.processing}>
        {text.button.complete}
      </Button>
    );
  } else if (task.completed && isTakenByAnother(task)) {
    action = (
      <Button size="lg" fullWidth variant="secondary" disabled className="child-task__done">
        {text.button.takenByAnother}
      </Button>
    );
  } else if (task.completed) {
    action = (
      <Button size="lg" fullWidth variant="secondary" disabled className="child-task__done">
        <Deco emoji="✅" />
        {text.button.done}
      </Button>
    );
  } else if (!available) {
    action = (
      <Button size="lg" fullWidth variant="secondary" disabled className="child-task__locked">
        {text.button.availableOn(availableFromLabel(task))}
      </Button>
    );
  } else {
    action = (
      <Button
        size="lg"
        fullWidth
        className="child-task__complete"
        aria-controls={task.requiresPhoto && photo ? photoPanelId : undefined}
        onClick={handleTap}
      >
        {task.requiresPhoto ? <Deco emoji="📷" /> : null}
        {text.button.complete}
      </Button>
    );
  }

  const pendingReview = task.submission?.status === 'pending';

  return (
    <Card as="article" title={task.title} className="child-task">
      <p className="child-task__headline">
        <span className="child-task__value">
          <Money centavos={task.value} />
        </span>
        <span className="child-task__category">
          <Deco emoji={categoryEmoji(task.category)} />
          {task.category}
        </span>
      </p>
      {action}
      {task.requiresPhoto && canComplete ? (
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          className="mesa-visually-hidden"
          tabIndex={-1}
          aria-label={text.photo.input(task.title)}
          onChange={handlePhoto}
        />
      ) : null}
      {photoError ? <Alert tone="danger">{photoError}</Alert> : null}
      {unprepared && canComplete ? (
        <Alert
          tone="danger"
          action={
            <div className="child-task__failure-actions">
              <Button onClick={() => void prepare(unprepared)}>{text.retry}</Button>
              <Button variant="ghost" onClick={openCamera}>
                {text.photo.retake}
              </Button>
            </div>
          }
        >
          {text.photo.prepareFailed}
        </Alert>
      ) : null}
      {photo && canComplete ? (
        <div id={photoPanelId} className="child-task__photo">
          {photo.url && !previewFailed ? (
            <img
              src={photo.url}
              alt={text.photo.preview(task.title)}
              onError={() => setPreviewFailed(true)}
            />
          ) : (
            // The spec's placeholder when a picture cannot be shown: the file is still sent.
            <p className="child-task__photo-placeholder">
              <Deco emoji="📷" />
              {photo.file.name}
            </p>
          )}
          <TextField
            label={text.photo.notes}
            value={notes}
            maxLength={500}
            onChange={(event) => setNotes(event.target.value)}
          />
          <div className="child-task__photo-actions">
            <Button size="lg" fullWidth onClick={confirmPhoto}>
              {text.photo.confirm}
            </Button>
            <Button variant="secondary" onClick={openCamera}>
              {text.photo.retake}
            </Button>
            <Button variant="ghost" onClick={cancelPhoto}>
              {text.photo.cancel}
            </Button>
          </div>
        </div>
      ) : null}
      {failure ? (
        <Alert
          tone="danger"
          action={
            <div className="child-task__failure-actions">
              <Button onClick={onRetry}>{text.retry}</Button>
              <Button variant="ghost" onClick={onDismissFailure}>
                {text.dismiss}
              </Button>
            </div>
          }
        >
          {failure.message}
        </Alert>
      ) : null}
      <ul className="child-task__meta">
        {pendingReview ? (
          <li>
            <Badge tone="warning">{text.awaitingApproval}</Badge>
          </li>
        ) : null}
        {task.requiresPhoto && !task.completed && !queued ? (
          <li>
            <Badge tone="info">
              <Deco emoji="📷" />
              {text.photoRequired}
            </Badge>
          </li>
        ) : null}
        {task.recurring ? (
          <li>
            <RecurringMark type={task.recurringType} />
          </li>
        ) : null}
        {task.dueDate ? (
          <li>
            {text.due}
            <DateText iso={task.dueDate} />
            {task.timeLimit ? ` · ${task.timeLimit}` : null}
          </li>
        ) : null}
      </ul>
      {task.requiresPhoto && canComplete && !photo && !preparing ? (
        <p className="child-task__hint">{text.photo.instructions}</p>
      ) : null}
      {task.description ? <p className="child-task__description">{task.description}</p> : null}
    </Card>
  );
}

/**
 * A 'para quem fizer primeiro' task closed by someone else: the child has no submission of
 * its own that counts (none, or a rejected one), so it is not "Concluída" for this child
 * (ADR 024). An 'each' task is only completed for the child when it did it.
 */
function isTakenByAnother(task: ChildTask): boolean {
  return (
    task.assignmentMode === 'first' && (!task.submission || task.submission.status === 'rejected')
  );
}
