// Layering debt measured when the rule was switched on (issue 10, 2026-11-23): imports from a
// feature into src/app/ (and src/expose/), and from src/lib/ into src/app/, that the move to
// @portal/app-kit removes. Each entry is file → the module names it may still import, so
// nothing new slips in beside them; an entry that no longer occurs fails lint
// ("remove it from layer-debt.js"), so the list can only shrink. Goal: empty, then delete.
// 31 feature imports (29 outside tests, as counted in issue 10) + 1 in lib.

/** @type {Record<string, string[]>} */
export const layerDebt = {
  'child-app/src/features/auth/api/auth-api.ts': ['../../../app/api'],
  'child-app/src/features/dashboard/components/child-dashboard-page.tsx': [
    '../../../app/child-nav',
    '../../../app/copy',
    '../../../app/me-api',
    '../../../app/sign-out-button',
  ],
  'child-app/src/features/health/api/health-api.ts': ['../../../app/api'],
  'child-app/src/features/tasks/api/child-tasks-api.ts': ['../../../app/api'],
  'child-app/src/features/tasks/components/child-tasks-page.tsx': ['../../../app/child-nav'],
  'child-app/src/features/tasks/components/progress-strip.tsx': ['../../../app/me-api'],
  'child-app/src/features/tasks/hooks/use-pending-tasks-count.ts': ['../../../app/me-api'],
  'parent-app/src/features/approvals/api/approvals-api.ts': ['../../../app/api'],
  'parent-app/src/features/approvals/components/approval-queue-page.tsx': [
    '../../../app/back-link',
    '../../../app/parent-nav',
  ],
  'parent-app/src/features/auth/api/auth-api.ts': ['../../../app/api'],
  'parent-app/src/features/auth/components/forgot-password-page.tsx': ['../../../app/back-link'],
  'parent-app/src/features/auth/components/login-page.tsx': ['../../../app/back-link'],
  'parent-app/src/features/auth/components/reset-password-page.tsx': ['../../../app/back-link'],
  'parent-app/src/features/auth/components/signup-page.tsx': ['../../../app/back-link'],
  'parent-app/src/features/dashboard/components/dashboard-frame.tsx': [
    '../../../app/copy',
    '../../../app/parent-nav',
    '../../../app/remote-app-context',
  ],
  'parent-app/src/features/family-setup/api/family-setup-api.ts': ['../../../app/api'],
  'parent-app/src/features/health/api/health-api.ts': ['../../../app/api'],
  'parent-app/src/features/tasks/api/tasks-api.ts': ['../../../app/api'],
  'parent-app/src/features/tasks/components/create-task-page.test.tsx': [
    '../../../app/store',
    '../../../expose/app',
  ],
  'parent-app/src/features/tasks/components/create-task-page.tsx': ['../../../app/parent-nav'],
  'parent-app/src/features/tasks/components/edit-task-page.tsx': [
    '../../../app/back-link',
    '../../../app/parent-nav',
  ],
  'parent-app/src/features/tasks/components/manage-tasks-page.tsx': [
    '../../../app/back-link',
    '../../../app/parent-nav',
  ],
  'parent-app/src/lib/session-api.ts': ['../app/api'],
};
