import type { SettingsTab } from '@portal/contracts/settings';
import { Alert, Badge, Button, PageLayout, Skeleton, Spinner } from '@portal/design-system';
import { useLocation, useNavigate } from '@portal/router';
import { BackLink } from '../../../lib/back-link';
import { NotificationBellSlot } from '../../../lib/notification-bell-slot';
import { ParentNav } from '../../../lib/parent-nav';
import { useGetChildrenQuery } from '../../../lib/session-api';
import { useGetFamilyQuery } from '../api/settings-api';
import { settingsCopy as C } from '../copy';
import { emailLinkNotice, initialTab } from '../model/settings-form';
import { SettingsScreen } from './settings-screen';
import './settings.css';

/**
 * `/parent/settings` 'Configurações' (spec 001 §2 "Family settings"): six tabs, the first one
 * from the `tab` query parameter, the navigation state's `openTab` or `subscriptionRequired`
 * (billing). Choosing a tab writes it to the URL (replacing the entry), so a reload or a shared
 * link opens the same tab. Signed-in parents only; not behind the subscription gate.
 */
export function SettingsPage() {
  const family = useGetFamilyQuery(undefined);
  const children = useGetChildrenQuery(undefined);
  const location = useLocation();
  const navigate = useNavigate();
  const tab = initialTab(location.search, location.state);
  const activeCount = children.data?.children.filter((child) => child.active).length;

  function selectTab(next: SettingsTab) {
    navigate(
      { pathname: location.pathname, search: `?tab=${next}` },
      { replace: true, state: location.state },
    );
  }

  return (
    <PageLayout
      title={C.title}
      nav={<ParentNav active="settings" />}
      back={<BackLink to="/parent/dashboard" label={C.backLabel} />}
      actions={
        <>
          {activeCount !== undefined ? (
            <Badge tone="info">{C.activeChildren(activeCount)}</Badge>
          ) : null}
          <NotificationBellSlot />
        </>
      }
    >
      {family.data ? (
        <SettingsScreen
          family={family.data}
          tab={tab}
          onTab={selectTab}
          notice={emailLinkNotice(location.search)}
          subscriptionRequired={Boolean(
            (location.state as { subscriptionRequired?: unknown } | null)?.subscriptionRequired,
          )}
          childrenList={children.data?.children}
          childrenFailed={children.isError}
          onRetryChildren={() => void children.refetch()}
        />
      ) : family.isError ? (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" size="sm" onClick={() => void family.refetch()}>
              {C.retry}
            </Button>
          }
        >
          {C.loadFailed}
        </Alert>
      ) : (
        <SettingsSkeleton />
      )}
    </PageLayout>
  );
}

function SettingsSkeleton() {
  return (
    <div className="settings" aria-busy="true">
      <Spinner label={C.loading} showLabel />
      <Skeleton height="2.75rem" />
      <div className="settings__grid">
        <Skeleton lines={5} height="2.5rem" />
        <Skeleton lines={5} height="2.5rem" />
      </div>
    </div>
  );
}
