import { MAX_CHILDREN, type ChildPublic } from '@portal/contracts/children';
import { Alert, Button, Card, EmptyState, Skeleton } from '@portal/design-system';
import { useState } from 'react';
import { settingsCopy as C } from '../copy';
import { AddChildDialog } from './add-child-dialog';
import { ChildRow } from './child-row';

const K = C.children;
const LIMIT_HINT_ID = 'settings-children-limit';

/**
 * The children tab (spec 001 §2, §4 "Children in settings"): the family's children, each in
 * view or edit mode — one row in edit mode at a time — with the active switch saved at once,
 * PIN reset and unlock, and deletion; 'Adicionar filho' opens the new child dialog (at most 5
 * active children).
 */
export function ChildrenTab({
  childrenList,
  failed,
  onRetry,
}: {
  childrenList: readonly ChildPublic[] | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  if (!childrenList) {
    return failed ? (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {C.retry}
          </Button>
        }
      >
        {C.loadFailed}
      </Alert>
    ) : (
      <Skeleton lines={3} height="4rem" />
    );
  }

  const active = childrenList.filter((child) => child.active).length;
  const full = active >= MAX_CHILDREN;
  return (
    <Card as="section" title={K.title} className="settings__children">
      <div className="parent-stack">
        <div className="parent-row parent-row--between">
          <Button
            onClick={() => setAdding(true)}
            disabled={full}
            aria-describedby={full ? LIMIT_HINT_ID : undefined}
          >
            {K.add}
          </Button>
        </div>
        {full ? (
          <p className="parent-muted" id={LIMIT_HINT_ID}>
            {K.limitReached}
          </p>
        ) : null}
        {childrenList.length === 0 ? (
          <EmptyState title={K.empty} titleAs="p" />
        ) : (
          <ul className="settings__child-list" aria-label={K.listLabel}>
            {childrenList.map((child) => (
              <ChildRow
                key={child.id}
                child={child}
                family={childrenList}
                editing={editing === child.id}
                editLocked={editing !== null && editing !== child.id}
                activationBlocked={full && !child.active}
                onEdit={() => setEditing(child.id)}
                onDone={() => setEditing(null)}
              />
            ))}
          </ul>
        )}
      </div>
      {adding ? <AddChildDialog family={childrenList} onClose={() => setAdding(false)} /> : null}
    </Card>
  );
}
