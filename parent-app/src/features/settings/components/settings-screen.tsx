import {
  Form,
  formError,
  showFormError,
  showServerIssues,
  useZodForm,
  type FieldIssue,
} from '@portal/app-kit/form';
import type { ChildPublic } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import type { Family, SettingsTab } from '@portal/contracts/settings';
import { Alert, Button, Card, Tabs, useToast } from '@portal/design-system';
import { lazyScreen, type FetchError, type SerializedError } from '@portal/app-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { readApiError } from '../../../lib/api-error';
import {
  useChangePasswordMutation,
  useUpdateFamilyMutation,
  useUpdateLimitsMutation,
  type FamilyUpdateResponse,
  type UpdateFamilyBody,
} from '../api/settings-api';
import { pendingEmailNotice, settingsCopy as C } from '../copy';
import {
  emailChanged,
  EMPTY_PASSWORD,
  passwordFilled,
  SECTION_TAB,
  sectionChanged,
  SettingsFormSchema,
  settingsValues,
  type SettingsFormOutput,
  type SettingsFormValues,
  type SettingsNotice,
} from '../model/settings-form';
import { ChildrenTab } from './children-tab';
import { FamilyTab } from './family-tab';
import { LimitsTab } from './limits-tab';
import { NotificationsTab } from './notifications-tab';
import { PauseSection } from './pause-section';
import { PrivacyTab } from './privacy-tab';

// 'Plano e pagamento' is the one tab apart from the settings form: its code loads when it is
// opened, so 'Configurações' itself stays within its 30 KiB (ADR 050).
const BillingTab = lazyScreen(
  () => import('./billing-tab').then((m) => m.BillingTab),
  'settings-tab-loading',
);

/** The family tab's 'Modo férias' is the whole family's (issue 38). */
const FAMILY_PAUSE = { kind: 'family' } as const;

type Section = keyof SettingsFormValues;
const SECTIONS: readonly Section[] = [
  'family',
  'password',
  'appearance',
  'limits',
  'notifications',
  'privacy',
];

/** The notice of a family answer when a new e-mail awaits its confirmation link. */
function noticeOf(answer: FamilyUpdateResponse): string | null {
  return answer.pendingParentEmail ? pendingEmailNotice(answer.pendingParentEmail) : null;
}

/** BFF issues (paths of the request body) as paths of the settings form's `section`. */
function issuesIn(section: Section, issues: readonly FieldIssue[] | undefined): FieldIssue[] {
  return (issues ?? []).map((issue) => ({ ...issue, path: [section, ...issue.path] }));
}

export interface SettingsScreenProps {
  family: Family;
  tab: SettingsTab;
  onTab: (tab: SettingsTab) => void;
  subscriptionRequired: boolean;
  /** Shown above the tabs (where an e-mail-change link landed). */
  notice?: SettingsNotice | null;
  childrenList: readonly ChildPublic[] | undefined;
  childrenFailed: boolean;
  onRetryChildren: () => void;
}

/**
 * The tabs and the footer. One form holds every field the footer saves (family info,
 * password, appearance, limits, notifications, privacy); each tab with such fields renders
 * its part inside a `Form` of that one form (the other tabs' values stay while they are not
 * shown). The children tab and the family's 'Modo férias' save each change at once and are
 * outside it.
 */
export function SettingsScreen({
  family,
  tab,
  onTab,
  subscriptionRequired,
  notice,
  childrenList,
  childrenFailed,
  onRetryChildren,
}: SettingsScreenProps) {
  const toast = useToast();
  const form = useZodForm(SettingsFormSchema, { defaultValues: settingsValues(family) });
  const [emailNotice, setEmailNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [updateFamily] = useUpdateFamilyMutation();
  const [changePassword] = useChangePasswordMutation();
  const [updateLimits] = useUpdateLimitsMutation();
  const { isDirty } = form.formState;
  const serverError = formError(form);

  // Another device (or this one) changed the family: show it, unless the parent is editing.
  // (`form` is a new object each render; `reset` is react-hook-form's stable method.)
  const { reset } = form;
  useEffect(() => {
    if (!isDirty) reset(settingsValues(family));
  }, [family, reset, isDirty]);

  function fail(section: Section, error: FetchError | SerializedError, fallback: string): void {
    const failure = readApiError(error);
    const shown = showServerIssues(form, issuesIn(section, failure.issues));
    if (shown > 0 && SECTION_TAB[section] !== tab) onTab(SECTION_TAB[section]);
    // An appearance failure always reads 'Erro ao salvar aparência' (spec 001 §8).
    showFormError(form, section === 'appearance' ? fallback : failure.message || fallback);
  }

  /**
   * Spec 001 §4 "Settings save order": family info (with the notification and privacy
   * toggles), the password when its three fields are filled, appearance, limits. Only the
   * parts that changed are sent; the first failure stops the rest, and what was saved before
   * it is no longer counted as a change.
   */
  async function save(output: SettingsFormOutput) {
    const current = form.getValues();
    const baseline = form.formState.defaultValues as SettingsFormValues;
    const saved: SettingsFormValues = structuredClone(baseline);
    let failed = false;
    setSaving(true);
    setJustSaved(false);
    try {
      const info = sectionChanged(current, baseline, 'family');
      const notifications = sectionChanged(current, baseline, 'notifications');
      const privacy = sectionChanged(current, baseline, 'privacy');
      if (info || notifications || privacy) {
        const body: UpdateFamilyBody = {
          ...(info
            ? {
                name: output.family.name,
                parentName: output.family.parentName,
                parentEmail: output.family.parentEmail,
                phone: output.family.phone ?? null,
                ...(emailChanged(current.family.parentEmail, baseline.family.parentEmail)
                  ? { currentPassword: output.family.currentPassword ?? '' }
                  : {}),
              }
            : {}),
          ...(notifications ? { notifications: output.notifications } : {}),
          ...(privacy ? { privacy: output.privacy } : {}),
        };
        const result = await updateFamily(body);
        if (result.error) {
          fail('family', result.error, MSG.settings.saveFailed);
          failed = true;
          return;
        }
        const answer = settingsValues(result.data);
        saved.family = answer.family;
        saved.notifications = answer.notifications;
        saved.privacy = answer.privacy;
        setEmailNotice(noticeOf(result.data));
      }
      if (passwordFilled(current.password)) {
        const result = await changePassword(output.password);
        if (result.error) {
          fail('password', result.error, MSG.settings.saveFailed);
          failed = true;
          return;
        }
        // Saved: the three fields are cleared (spec 001 §5).
        current.password = EMPTY_PASSWORD;
      }
      if (sectionChanged(current, baseline, 'appearance')) {
        const result = await updateFamily({ appearance: output.appearance });
        if (result.error) {
          fail('appearance', result.error, MSG.settings.appearanceSaveFailed);
          failed = true;
          return;
        }
        saved.appearance = settingsValues(result.data).appearance;
      }
      if (sectionChanged(current, baseline, 'limits')) {
        const result = await updateLimits({
          maxWeeklySpending: current.limits.maxWeeklySpending.trim(),
          maxDailyTasks: output.limits.maxDailyTasks,
          requirePhotoApproval: output.limits.requirePhotoApproval,
        });
        if (result.error) {
          fail('limits', result.error, MSG.settings.saveFailed);
          failed = true;
          return;
        }
        saved.limits = settingsValues(result.data).limits;
      }
    } finally {
      setSaving(false);
      if (failed) {
        // What was saved is the new starting point; what was not stays as typed.
        form.reset(saved, { keepValues: true, keepErrors: true });
        form.setValue('password', current.password, { shouldDirty: true });
      } else {
        form.reset(saved);
      }
    }
    setJustSaved(true);
    toast.show({ message: MSG.settings.saved, tone: 'success' });
  }

  /** Invalid fields: open the tab of the first one, which then gets the focus. */
  function invalid(errors: Partial<Record<Section, unknown>>) {
    const first = SECTIONS.find((section) => errors[section]);
    if (first && SECTION_TAB[first] !== tab) onTab(SECTION_TAB[first]);
    form.focusFirstError();
  }

  function cancel() {
    form.reset();
    setEmailNotice(null);
    setJustSaved(false);
  }

  const inForm = (content: ReactNode) => (
    <Form form={form} onSubmit={save} className="settings__panel">
      {content}
    </Form>
  );

  return (
    <div className="settings">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {subscriptionRequired && tab === 'billing' ? (
        <Alert tone="warning">{C.billing.required}</Alert>
      ) : null}
      <Tabs
        label={C.tabsLabel}
        value={tab}
        onChange={(id) => onTab(id as SettingsTab)}
        className="settings__tabs"
        tabs={[
          {
            id: 'family',
            label: C.tabs.family,
            content: (
              <>
                {inForm(<FamilyTab form={form} disabled={saving} emailNotice={emailNotice} />)}
                {/* Saved at once by its own buttons, so outside the footer's form. */}
                <Card className="settings__family-pause">
                  <PauseSection owner={FAMILY_PAUSE} headingAs="h2" />
                </Card>
              </>
            ),
          },
          {
            id: 'children',
            label: C.tabs.children,
            content: (
              <ChildrenTab
                childrenList={childrenList}
                failed={childrenFailed}
                onRetry={onRetryChildren}
              />
            ),
          },
          {
            id: 'limits',
            label: C.tabs.limits,
            content: inForm(<LimitsTab disabled={saving} monthlyBudget={family.monthlyBudget} />),
          },
          {
            id: 'notifications',
            label: C.tabs.notifications,
            content: inForm(<NotificationsTab disabled={saving} />),
          },
          {
            id: 'privacy',
            label: C.tabs.privacy,
            content: (
              <PrivacyTab wrap={inForm} disabled={saving} hasPassword={family.hasPassword} />
            ),
          },
          { id: 'billing', label: C.tabs.billing, content: <BillingTab family={family} /> },
        ]}
      />
      <section className="settings__footer" aria-label={C.footer.label}>
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
        <p className="parent-muted settings__footer-state" aria-live="polite">
          {isDirty ? C.footer.dirty : justSaved ? MSG.settings.saved : C.footer.clean}
        </p>
        <div className="parent-actions">
          <Button variant="secondary" disabled={!isDirty || saving} onClick={cancel}>
            {C.footer.cancel}
          </Button>
          <Button
            loading={saving}
            loadingText={C.footer.saving}
            disabled={!isDirty}
            onClick={() => void form.handleSubmit(save, invalid)()}
          >
            {C.footer.save}
          </Button>
        </div>
      </section>
    </div>
  );
}
