import { AGE_GROUP_LABELS, ageGroupFromAge } from '@portal/domain';
import { Alert, Badge, Button, Card, PageLayout, Spinner } from '@portal/design-system';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { kitCopy as copy } from '@portal/app-kit';
import { ParentNav } from '../../../lib/parent-nav';
import { useRemoteApp } from '@portal/app-kit';
import { useGetChildrenQuery, useGetMeQuery } from '../../../lib/session-api';

const C = {
  title: 'Painel dos Pais',
  logout: 'Sair',
  loggingOut: 'Saindo...',
  loading: 'Carregando...',
  loadFailed: 'Não foi possível carregar os dados da família.',
  retry: 'Tentar novamente',
  children: 'Filhos',
  username: (username: string) => `@${username}`,
  inactive: 'Inativo',
} as const;

/**
 * `/parent/dashboard` as a frame until its own issue: the family name, the children (kept fresh
 * by the event stream), logout through the shell's `signOut`. A family without children yet is
 * sent to 'Adicionar Filhos' with its name and budget — how "sign in → set up children" works
 * after the e-mail confirmation.
 */
export function DashboardFrame() {
  const { signOut } = useRemoteApp();
  const me = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const children = useGetChildrenQuery(undefined);
  const [leaving, setLeaving] = useState(false);

  async function onLogout() {
    setLeaving(true);
    try {
      await signOut('parent');
    } finally {
      setLeaving(false);
    }
  }

  const family = me.data?.family ?? null;
  if (family && children.data && children.data.children.length === 0) {
    return (
      <Navigate
        to="/children/setup"
        replace
        state={{ familyName: family.name, monthlyBudget: family.monthlyBudget ?? 0 }}
      />
    );
  }

  const failed = me.isError || children.isError;
  const loading = !failed && (me.isLoading || children.isLoading);

  return (
    <PageLayout
      title={C.title}
      subtitle={family?.name}
      nav={<ParentNav active="dashboard" />}
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={onLogout}
          loading={leaving}
          loadingText={C.loggingOut}
        >
          {C.logout}
        </Button>
      }
    >
      <div className="parent-stack">
        {loading ? <Spinner label={C.loading} showLabel /> : null}
        {failed ? (
          <Alert
            tone="danger"
            action={
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  void me.refetch();
                  void children.refetch();
                }}
              >
                {C.retry}
              </Button>
            }
          >
            {C.loadFailed}
          </Alert>
        ) : null}
        {children.data && children.data.children.length > 0 ? (
          <Card as="section" title={C.children}>
            <ul className="parent-children-list">
              {children.data.children.map((child) => {
                const group = ageGroupFromAge(child.age);
                return (
                  <li key={child.id}>
                    <strong>{child.name}</strong>{' '}
                    <span className="parent-muted">{C.username(child.username)}</span>{' '}
                    <Badge tone={group}>{AGE_GROUP_LABELS[group]}</Badge>
                    {child.active ? null : <Badge tone="neutral">{C.inactive}</Badge>}
                  </li>
                );
              })}
            </ul>
          </Card>
        ) : null}
        <p>{copy.preparing}</p>
      </div>
    </PageLayout>
  );
}
