import { FRESH_ON_MOUNT, lazyScreen } from '@portal/app-kit';
import type { ReportQuery } from '@portal/contracts/money-out';
import { formatDate, formatDateTime } from '@portal/domain';
import { Alert, Button, EmptyState, PageLayout, Skeleton } from '@portal/design-system';
import { Suspense, useEffect } from 'react';
import { useSearchParams } from '@portal/router';
import { readApiError } from '../../../lib/api-error';
import { NotificationBellSlot } from '../../../lib/notification-bell-slot';
import { ParentNav } from '../../../lib/parent-nav';
import { useGetChildrenQuery } from '../../../lib/session-api';
import { useGetReportQuery } from '../api/reports-api';
import { reportsCopy as C } from '../copy';
import { readReportQuery, reportSearch } from '../model/report-params';
import { figuresOf, isEmptyReport } from '../model/report-view';
import { CsvDownload } from './csv-download';
import { ActivityFigures, ChildrenTable, MoneyFigures, StreakFigure } from './report-figures';
import { ReportFilters } from './report-filters';
import './reports.css';

// The charts and their library (uPlot) load on this page alone, in a chunk of their own: no
// other route's first visit downloads them. The page asks for it as it opens, beside the data.
const ReportCharts = lazyScreen(() => import('./report-charts').then((m) => m.ReportCharts));

/**
 * `/parent/reports` 'Relatórios' (issue 40): the family's or one child's report
 * (`GET /api/reports`) over this week, this month or chosen days, kept in the URL
 * (`?child=&range=&from=&to=`): money earned (tasks, allowance), paid out, saved into goals
 * and spent; tasks done, approvals and rejections; streaks; charts of the daily balance, of
 * what came in and went out and of the tasks per category, each with a table of its numbers;
 * 'Baixar CSV' for the same child and days. One column on a phone, two from 64rem.
 */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const query = readReportQuery(search);
  const report = useGetReportQuery(query, FRESH_ON_MOUNT);
  const kids = useGetChildrenQuery(undefined);
  useEffect(() => void ReportCharts.preload(), []);

  const data = report.currentData;
  const failed = report.isError && !report.isFetching;
  const figures = data ? figuresOf(data, query.childId) : undefined;
  const child = query.childId
    ? data?.children.find((line) => line.childId === query.childId)
    : undefined;
  const change = (next: ReportQuery) => setSearch(reportSearch(next));

  return (
    <PageLayout
      title={C.title}
      subtitle={
        data ? (
          C.subtitle(formatDate(data.from), formatDate(data.to))
        ) : (
          <Skeleton width="14rem" height="1lh" />
        )
      }
      nav={<ParentNav active="reports" />}
      actions={<NotificationBellSlot />}
    >
      <div className="parent-stack reports">
        <ReportFilters
          query={query}
          shown={data}
          kids={kids.data?.children ?? []}
          onChange={change}
        />
        {failed ? (
          <Alert
            tone="danger"
            action={
              <Button variant="secondary" size="sm" onClick={() => void report.refetch()}>
                {C.retry}
              </Button>
            }
          >
            {readApiError(report.error).message || C.loadFailed}
          </Alert>
        ) : !data || !figures ? (
          <ReportSkeleton />
        ) : isEmptyReport(figures) ? (
          <EmptyState icon="📭" title={C.empty} description={C.emptyHint} titleAs="h2" />
        ) : (
          <>
            <div className="reports__toolbar">
              <CsvDownload query={query} />
              <p className="parent-muted">{C.generatedAt(formatDateTime(data.generatedAt))}</p>
            </div>
            <div className="reports__grid">
              <MoneyFigures figures={figures} />
              <div className="parent-stack">
                <ActivityFigures figures={figures} />
                {child ? <StreakFigure child={child} /> : null}
              </div>
            </div>
            {!query.childId && data.children.length > 0 ? (
              <ChildrenTable list={data.children} />
            ) : null}
            <Suspense fallback={<ChartsSkeleton />}>
              <ReportCharts figures={figures} />
            </Suspense>
          </>
        )}
      </div>
    </PageLayout>
  );
}

function ReportSkeleton() {
  return (
    <div className="parent-stack" aria-busy="true">
      <p role="status" className="parent-muted">
        {C.loading}
      </p>
      <Skeleton height="12rem" />
      <Skeleton height="8rem" />
      <ChartsSkeleton />
    </div>
  );
}

function ChartsSkeleton() {
  return (
    <div className="reports__charts" aria-busy="true">
      <Skeleton height="17rem" className="reports-chart--wide" />
      <Skeleton height="19rem" />
      <Skeleton height="19rem" />
    </div>
  );
}
