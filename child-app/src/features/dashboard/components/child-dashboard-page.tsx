import { Alert, Avatar, Button, Card, PageLayout, Spinner, useTheme } from '@portal/design-system';
import { Navigate } from 'react-router-dom';
import { ChildNav } from '../../../lib/child-nav';
import { kitCopy as copy } from '@portal/app-kit';
import { useGetMeQuery } from '../../../lib/api';
import { SignOutButton } from '../../../lib/sign-out-button';

const dashboardCopy = {
  title: 'Início',
  hello: (name: string) => `Olá, ${name}!`,
  loadFailed: 'Não foi possível carregar seus dados agora.',
  retry: 'Tentar novamente',
} as const;

/** The first word of a name: a child is greeted as 'Ana', not 'Ana Souza'. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * `/child/dashboard` frame: the child's greeting with its name (GET /api/me), in the age theme
 * the app root picked from the same answer, the bottom navigation and 'Sair'. Balance, goal and
 * today's tasks arrive with the dashboard issue.
 */
export function ChildDashboardPage() {
  const me = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const { tone } = useTheme();
  const nav = <ChildNav active="dashboard" />;

  if (me.isLoading) {
    return (
      <PageLayout title={dashboardCopy.title} nav={nav}>
        <div className="child-status">
          <Spinner label={copy.loading} showLabel />
        </div>
      </PageLayout>
    );
  }

  const notSignedIn =
    (me.error && 'status' in me.error && me.error.status === 401) ||
    (me.data && (me.data.user.role !== 'child' || !me.data.child));
  // The shell's guard normally gets here first; standalone child-app relies on this.
  if (notSignedIn) return <Navigate to="/child/login" replace />;

  if (me.isError || !me.data?.child) {
    return (
      <PageLayout title={dashboardCopy.title} nav={nav}>
        <Alert
          tone="danger"
          action={
            <Button variant="primary" onClick={() => void me.refetch()}>
              {dashboardCopy.retry}
            </Button>
          }
        >
          {dashboardCopy.loadFailed}
        </Alert>
      </PageLayout>
    );
  }

  const { child } = me.data;
  return (
    <PageLayout title={dashboardCopy.title} actions={<SignOutButton />} nav={nav}>
      <Card as="section" title={dashboardCopy.hello(firstName(child.name))} className="child-hello">
        <div className="child-login-hello">
          <span aria-hidden="true">
            <Avatar name={child.name} size="lg" />
          </span>
          <div>
            <p className="child-login-hello__greeting">{tone.greeting}</p>
            <p>{tone.motivationalMessage}</p>
          </div>
        </div>
      </Card>
      <p>{copy.preparing}</p>
    </PageLayout>
  );
}
