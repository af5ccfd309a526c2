import { MSG } from '@portal/contracts';
import { formatDate, formatMoney, type NotificationKind } from '@portal/domain';

/** One child's week in the weekly report (centavos; `streak` in days). */
export interface WeekOfChild {
  name: string;
  earned: number;
  saved: number;
  spent: number;
  tasksDone: number;
  streak: number;
  pending: number;
}

/** What each kind's text is written from, as stored in `notifications.params`. */
export interface NotificationParams {
  task_reminder: { titles: string[] };
  submission_waiting: { childName: string; taskTitle: string };
  achievement_unlocked: { childName: string; achievementTitle: string };
  goal_milestone: { childName: string; goalTitle: string; percent: 50 | 100 };
  weekly_report: { from: string; to: string; children: WeekOfChild[] };
  /** The allowance paid (centavos) and the share of it that went into the active goal. */
  allowance_paid: { amountCents: number; goalTitle: string | null; goalCents: number };
  /** The child's or the family's 'Modo férias', both days included (`YYYY-MM-DD`). */
  pause_set: { startsOn: string; endsOn: string };
  /** A submission of the child approved: its task's title and the reward (centavos). */
  task_approved: { taskTitle: string; amountCents: number };
  /** A submission rejected: the title, when (ISO timestamp) and the parent's reason, if any. */
  task_rejected: { taskTitle: string; rejectedAt: string; reason: string | null };
}

/** A stored message, as the texts need it. */
export type StoredNotification = {
  [K in NotificationKind]: { kind: K; audience: 'parent' | 'child'; params: NotificationParams[K] };
}[NotificationKind];

/** What the bell shows of a message, and the portal path it opens. */
export interface NotificationText {
  title: string;
  body: string;
  link: string;
}

const quoted = (text: string) => `“${text}”`;

/** 'a', 'a e b', 'a, b e c'. */
function listPtBR(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/** The most task titles a reminder names; the rest are counted. */
const REMINDER_TITLES = 3;

/** The pt-BR title, text and link of a message (the bell, the e-mail's first lines). */
export function notificationText(notification: StoredNotification): NotificationText {
  switch (notification.kind) {
    case 'task_reminder': {
      const { titles } = notification.params;
      const named = titles.slice(0, REMINDER_TITLES).map(quoted);
      const rest = titles.length - named.length;
      const list = rest > 0 ? `${named.join(', ')} e mais ${rest}` : listPtBR(named);
      return {
        title: 'Tarefas de hoje',
        body:
          titles.length === 1
            ? `Ainda dá tempo de fazer ${list} hoje!`
            : `Ainda dá tempo de fazer ${titles.length} tarefas hoje: ${list}.`,
        link: '/child/tasks',
      };
    }
    case 'submission_waiting': {
      const { childName, taskTitle } = notification.params;
      return {
        title: 'Tarefa esperando aprovação',
        body: `${childName} espera sua aprovação de ${quoted(taskTitle)} há mais de 24 horas.`,
        link: '/tasks/approve',
      };
    }
    case 'achievement_unlocked': {
      const { childName, achievementTitle } = notification.params;
      return {
        title: 'Nova conquista!',
        body: `${childName} desbloqueou a conquista ${quoted(achievementTitle)}.`,
        link: '/parent/dashboard',
      };
    }
    case 'goal_milestone': {
      const { childName, goalTitle, percent } = notification.params;
      if (notification.audience === 'child') {
        return percent === 100
          ? {
              title: 'Meta alcançada!',
              body: `Você completou a meta ${quoted(goalTitle)}. Parabéns!`,
              link: '/child/goals',
            }
          : {
              title: 'Metade da meta!',
              body: `Você já guardou 50% da meta ${quoted(goalTitle)}. Continue assim!`,
              link: '/child/goals',
            };
      }
      return {
        title: percent === 100 ? 'Meta alcançada!' : 'Metade da meta!',
        body:
          percent === 100
            ? `${childName} completou a meta ${quoted(goalTitle)}.`
            : `${childName} já guardou 50% da meta ${quoted(goalTitle)}.`,
        link: '/parent/dashboard',
      };
    }
    case 'weekly_report': {
      const { from, to, children } = notification.params;
      const tasks = children.reduce((sum, child) => sum + child.tasksDone, 0);
      const earned = children.reduce((sum, child) => sum + child.earned, 0);
      return {
        title: 'Resumo da semana',
        body: `De ${dayMonth(from)} a ${dayMonth(to)}: ${tasks === 1 ? '1 tarefa feita' : `${tasks} tarefas feitas`} e ${formatMoney(earned)} ganhos.`,
        link: '/parent/dashboard',
      };
    }
    case 'allowance_paid': {
      const { amountCents, goalTitle, goalCents } = notification.params;
      const paid = `Você recebeu ${formatMoney(amountCents)} de mesada.`;
      return {
        title: 'Mesada recebida!',
        body:
          goalTitle && goalCents > 0
            ? `${paid} ${formatMoney(goalCents)} foram guardados na meta ${quoted(goalTitle)}.`
            : paid,
        link: '/child/dashboard',
      };
    }
    case 'task_approved': {
      const { taskTitle, amountCents } = notification.params;
      return {
        title: `+${formatMoney(amountCents)} aprovado`,
        body: `Sua tarefa ${quoted(taskTitle)} foi aprovada e o valor já está disponível.`,
        link: '/child/dashboard',
      };
    }
    case 'task_rejected': {
      // The words of the tasks screen's 'Tarefa rejeitada' alert (spec 001 §2).
      const { taskTitle, rejectedAt, reason } = notification.params;
      const said = `Sua tarefa ${taskTitle} foi rejeitada em ${formatDate(rejectedAt)}.`;
      return {
        title: 'Tarefa rejeitada',
        body: `${said} ${reason ? `Motivo: ${reason}` : MSG.task.rejectedNoReason}`,
        link: '/child/tasks',
      };
    }
    case 'pause_set': {
      const { startsOn, endsOn } = notification.params;
      const days =
        startsOn === endsOn
          ? `Em ${dayMonth(startsOn)}`
          : `De ${dayMonth(startsOn)} a ${dayMonth(endsOn)}`;
      return {
        title: 'Modo férias',
        body: `${days} não há tarefas novas nem mesada, e sua sequência de dias fica guardada.`,
        link: '/child/dashboard',
      };
    }
  }
}

/** `YYYY-MM-DD` as 'dd/mm'. */
export function dayMonth(day: string): string {
  return formatDate(day).slice(0, 5);
}

/** The label of a family toggle in e-mails ('Você não receberá mais …'). */
export const TOGGLE_LABELS = {
  taskReminders: 'lembretes de tarefas',
  achievementAlerts: 'avisos de conquistas',
  weeklyReports: 'resumos semanais',
  goalMilestones: 'avisos de metas',
} as const;
export type ToggleName = keyof typeof TOGGLE_LABELS;
