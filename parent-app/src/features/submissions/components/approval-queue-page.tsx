import { MSG } from '@portal/contracts/messages';
import type { PendingSubmission } from '@portal/contracts/submissions';
import { formatMoney } from '@portal/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  PageLayout,
  Skeleton,
  Spinner,
  useToast,
} from '@portal/design-system';
import { useMemo, useState } from 'react';
import { BackLink } from '../../../lib/back-link';
import { LoadMore } from '../../../lib/load-more';
import { NotificationBellSlot } from '../../../lib/notification-bell-slot';
import { ParentNav } from '../../../lib/parent-nav';
import { readApiError } from '../../../lib/api-error';
import { apiAssetUrl } from '../../../lib/api-url';
import { useFocusRequest } from '../../../lib/use-focus-request';
import {
  useApproveSubmissionMutation,
  useBulkApproveSubmissionsMutation,
  useGetPendingSubmissionsInfiniteQuery,
  useRejectSubmissionMutation,
} from '../api/submissions-api';
import { approvalsCopy as C } from '../copy';
import { pendingTotal } from '../hooks/use-pending-submissions-count';
import { useNow } from '@portal/app-kit';
import { SubmissionItem, reasonFieldId } from './submission-item';
import { SubmissionPhoto } from './submission-photo';

/** A review running on one item. */
interface Working {
  id: string;
  action: 'approve' | 'reject';
}

/**
 * `/tasks/approve` ('Fila de Aprovação', spec 001 §2): the pending submissions, oldest first,
 * 20 at a time (infinite scroll plus 'Carregar mais'), kept live by the `submissions.changed`
 * event; the figures are the whole queue's. Approve one, reject one with a reason (one
 * reason box open at a time), or select several and 'Aprovar Selecionadas' (the BFF stops at
 * the first failure and says which). Items that leave the queue leave the selection too.
 */
export function ApprovalQueuePage() {
  const toast = useToast();
  const focus = useFocusRequest();
  const now = useNow(60_000);
  const queue = useGetPendingSubmissionsInfiniteQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [approve] = useApproveSubmissionMutation();
  const [reject] = useRejectSubmissionMutation();
  const [bulkApprove, bulk] = useBulkApproveSubmissionsMutation();

  const [selected, setSelected] = useState<readonly string[]>([]);
  const [rejectingId, setRejectingId] = useState<string | null>(null);
  const [working, setWorking] = useState<Working | null>(null);
  const [itemError, setItemError] = useState<{ id: string; message: string } | null>(null);
  const [bulkError, setBulkError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<PendingSubmission | null>(null);

  // The loaded pages, 20 at a time (issue 14); a submission on two pages (the queue moved
  // between two reads) shows once.
  const pages = queue.data?.pages;
  const submissions = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((page) =>
      page.submissions.filter((s) => (seen.has(s.id) ? false : (seen.add(s.id), true))),
    );
  }, [pages]);
  // The whole queue's figures (the BFF's totals), not only the pages loaded.
  const pendingCount = pendingTotal(pages) ?? 0;
  const busy = working !== null || bulk.isLoading;

  // Items that left the queue (reviewed here, on another device, or undone) leave the
  // selection, the open reason box and the photo viewer. Adjusted while rendering when the
  // queue changes (react.dev "storing information from previous renders"), not in an effect,
  // so no frame shows a stale selection.
  const [shownQueue, setShownQueue] = useState(submissions);
  if (shownQueue !== submissions) {
    setShownQueue(submissions);
    const ids = new Set(submissions.map((s) => s.id));
    setSelected((current) =>
      current.every((id) => ids.has(id)) ? current : current.filter((id) => ids.has(id)),
    );
    setRejectingId((current) => (current && !ids.has(current) ? null : current));
    setPhoto((current) => (current && !ids.has(current.id) ? null : current));
  }

  const totalValue = pages?.at(-1)?.totalValue ?? submissions.reduce((sum, s) => sum + s.value, 0);
  const selectedValue = submissions
    .filter((s) => selected.includes(s.id))
    .reduce((sum, s) => sum + s.value, 0);
  const allSelected = submissions.length > 0 && selected.length === submissions.length;

  function select(id: string, on: boolean) {
    setSelected((current) =>
      on ? [...current.filter((value) => value !== id), id] : current.filter((v) => v !== id),
    );
  }

  function openReject(id: string) {
    setRejectingId(id);
    setItemError(null);
    focus(reasonFieldId(id));
  }

  async function onApprove(id: string) {
    setItemError(null);
    setBulkError(null);
    setWorking({ id, action: 'approve' });
    const result = await approve({ id });
    setWorking(null);
    if (result.error) {
      const failure = readApiError(result.error);
      setItemError({ id, message: failure.message ?? MSG.task.approveFailed });
      return;
    }
    setSelected((current) => current.filter((value) => value !== id));
    toast.show({ message: C.approved, tone: 'success' });
  }

  async function onConfirmReject(id: string, reason: string) {
    setItemError(null);
    setBulkError(null);
    setWorking({ id, action: 'reject' });
    const result = await reject({ id, reason });
    setWorking(null);
    if (result.error) {
      const failure = readApiError(result.error);
      setItemError({ id, message: failure.message ?? MSG.task.rejectFailed });
      return;
    }
    setRejectingId(null);
    setSelected((current) => current.filter((value) => value !== id));
    toast.show({ message: C.rejected, tone: 'success' });
  }

  async function onApproveSelected() {
    // In queue order (oldest first), as the parent sees them.
    const ids = submissions.filter((s) => selected.includes(s.id)).map((s) => s.id);
    if (ids.length === 0) return;
    setItemError(null);
    setBulkError(null);
    const result = await bulkApprove(ids);
    if (result.error) {
      setBulkError(readApiError(result.error).message ?? MSG.task.approveFailed);
      return;
    }
    const { approved, failed } = result.data;
    setSelected((current) => current.filter((id) => !approved.includes(id)));
    if (approved.length > 0)
      toast.show({ message: C.bulkApproved(approved.length), tone: 'success' });
    if (failed) setBulkError(failed.message || MSG.task.approveFailed);
  }

  const loading = queue.isLoading;
  const failed = queue.isError && !queue.data;

  return (
    <PageLayout
      title={C.title}
      subtitle={C.subtitle}
      nav={<ParentNav active="approvals" />}
      back={<BackLink to="/parent/dashboard" label={C.backLabel} />}
      actions={
        <>
          {queue.data ? (
            <Badge tone={pendingCount > 0 ? 'warning' : 'success'}>
              {C.pendingBadge(pendingCount)}
            </Badge>
          ) : null}
          <NotificationBellSlot />
        </>
      }
    >
      <div className="parent-stack">
        <section aria-label={C.summaryLabel} className="parent-stats parent-stats--three">
          <Card as="section" title={C.pendingTasks}>
            <p className="parent-figure">
              {queue.data ? pendingCount : <Skeleton width="3rem" height="1.5rem" />}
            </p>
          </Card>
          <Card as="section" title={C.totalValue}>
            <p className="parent-figure">
              {queue.data ? formatMoney(totalValue) : <Skeleton width="5rem" height="1.5rem" />}
            </p>
          </Card>
          <Card as="section" title={C.selectedValue}>
            <p className="parent-figure">{formatMoney(selectedValue)}</p>
          </Card>
        </section>

        {failed ? (
          <Alert
            tone="danger"
            action={
              <Button variant="secondary" size="sm" onClick={() => void queue.refetch()}>
                {C.retry}
              </Button>
            }
          >
            {C.loadFailed}
          </Alert>
        ) : loading ? (
          <div className="parent-stack" aria-busy="true">
            <Spinner label={C.loading} showLabel />
            <Skeleton lines={3} height="6rem" />
          </div>
        ) : submissions.length === 0 ? (
          <EmptyState icon="🎉" title={C.empty} description={C.emptyHint} />
        ) : (
          <>
            <div className="parent-toolbar">
              <Button
                variant="secondary"
                size="sm"
                aria-pressed={allSelected}
                disabled={busy}
                onClick={() => setSelected(allSelected ? [] : submissions.map((s) => s.id))}
              >
                {allSelected ? C.deselectAll : C.selectAll}
              </Button>
              {selected.length > 0 ? (
                <Button
                  size="sm"
                  disabled={busy && !bulk.isLoading}
                  loading={bulk.isLoading}
                  loadingText={C.approvingSelected}
                  onClick={onApproveSelected}
                >
                  {C.approveSelected}
                </Button>
              ) : null}
            </div>
            {bulkError ? <Alert tone="danger">{bulkError}</Alert> : null}
            <ul className="parent-task-list" aria-label={C.listLabel}>
              {submissions.map((s) => (
                <li key={s.id}>
                  <SubmissionItem
                    submission={s}
                    now={now}
                    selected={selected.includes(s.id)}
                    onSelect={(on) => select(s.id, on)}
                    onApprove={() => void onApprove(s.id)}
                    onReject={() => openReject(s.id)}
                    onOpenPhoto={() => setPhoto(s)}
                    rejecting={rejectingId === s.id}
                    onConfirmReject={(reason) => void onConfirmReject(s.id, reason)}
                    onCancelReject={() => setRejectingId(null)}
                    working={working?.id === s.id ? working.action : null}
                    busy={busy}
                    error={itemError?.id === s.id ? itemError.message : null}
                  />
                </li>
              ))}
            </ul>
            <LoadMore
              query={queue}
              shown={submissions.length}
              label={C.loadMore}
              loadingLabel={C.loadingMore}
            />
          </>
        )}
      </div>

      <Dialog
        open={photo !== null}
        onClose={() => setPhoto(null)}
        title={photo ? C.photoTitle(photo.taskTitle) : ''}
      >
        {photo?.photoUrl ? (
          <SubmissionPhoto
            className="parent-photo-full"
            src={apiAssetUrl(photo.photoUrl)}
            alt={C.photoAlt(photo.taskTitle, photo.childName)}
          />
        ) : null}
      </Dialog>
    </PageLayout>
  );
}
