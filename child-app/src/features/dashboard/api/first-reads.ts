import { startUpSteps, type AppStore } from '@portal/app-kit';
import { api } from '../../../lib/api';
import { childTasksApi } from '../../../lib/child-tasks-api';
import { progressApi } from '../../../lib/progress-api';

/**
 * The dashboard cards' reads, asked for with the page's code instead of once it has rendered:
 * the tasks at once, the balance's stats and the active goal as soon as GET /api/me names the
 * child. The cards then find them in the cache (`FRESH_ON_MOUNT`), and the page's first paint
 * no longer waits for reads its own render started. One dispatch per browser task: together
 * they were one long task on a phone's CPU.
 */
export function prefetchDashboardReads(store: AppStore): void {
  const me = startUpSteps(
    async () =>
      (await store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }))).data,
    () => store.dispatch(childTasksApi.util.prefetch('getChildTasks', undefined, {})),
  );
  void me.then((data) => {
    const childId = data?.child?.id;
    if (!childId) return;
    void startUpSteps(
      async () => store.dispatch(progressApi.util.prefetch('getStats', childId, {})),
      () => store.dispatch(progressApi.util.prefetch('getGoals', childId, {})),
    );
  });
}
