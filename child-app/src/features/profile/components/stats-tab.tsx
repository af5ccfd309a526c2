import type { ChildStatsResponse } from '@portal/contracts';
import { BarChart, Card, Money, VisuallyHidden } from '@portal/design-system';
import type { ReactNode } from 'react';
import { weekChartData, weekHasActivity } from '../lib/week-chart';
import { profileCopy } from './copy';
import { FigureList } from './figure-list';

const text = profileCopy.stats;
const numbers = new Intl.NumberFormat('pt-BR');

/** '--' for a record not set yet; a screen reader hears words instead of two dashes. */
export function Unknown() {
  return (
    <>
      <span aria-hidden="true">{text.unknown}</span>
      <VisuallyHidden>{text.unknownSpoken}</VisuallyHidden>
    </>
  );
}

function orUnknown<T>(value: T | null, show: (value: T) => ReactNode): ReactNode {
  return value === null ? <Unknown /> : show(value);
}

/**
 * 'Estatísticas': totals, the 7-day chart (today highlighted), streaks and records, from one
 * GET /api/children/{id}/stats answer.
 */
export function StatsTab({ stats }: { stats: ChildStatsResponse }) {
  const { totals, streaks, records, week } = stats;
  const today = week[week.length - 1];
  return (
    <div className="child-profile__tab">
      <FigureList
        label={text.cardsLabel}
        className="child-profile__cards"
        items={[
          {
            id: 'stats-earned',
            icon: '💰',
            label: text.totalEarned,
            value: <Money centavos={totals.totalEarned} />,
          },
          {
            id: 'stats-tasks',
            icon: '✅',
            label: text.tasks,
            value: numbers.format(totals.tasksCompleted),
          },
          {
            id: 'stats-goals',
            icon: '🎯',
            label: text.goals,
            value: numbers.format(totals.goalsCompleted),
          },
          {
            id: 'stats-achievements',
            icon: '🏆',
            label: text.achievements,
            value: numbers.format(totals.achievementsUnlocked),
          },
        ]}
      />
      <Card as="section" className="child-profile__chart">
        {weekHasActivity(week) ? (
          <BarChart
            title={text.chartTitle}
            data={weekChartData(week)}
            categoryLabel={text.chartDay}
            valueLabel={text.chartValue}
            highlight={today?.label}
            height={8}
          />
        ) : (
          <>
            <h3 className="child-profile__chart-title">{text.chartTitle}</h3>
            <p className="child-profile__muted">{text.empty}</p>
          </>
        )}
      </Card>
      <Card as="section" title={text.streaks} titleAs="h3">
        <FigureList
          items={[
            {
              id: 'current',
              icon: '🔥',
              label: text.streakCurrent,
              value: text.days(streaks.current),
            },
            { id: 'best', icon: '🏅', label: text.streakBest, value: text.days(streaks.best) },
            {
              id: 'week',
              icon: '📅',
              label: text.streakWeek,
              value: text.weekDays(streaks.thisWeek),
            },
          ]}
        />
      </Card>
      <Card as="section" title={text.records} titleAs="h3">
        <FigureList
          items={[
            {
              id: 'biggest-day',
              icon: '💵',
              label: text.biggestDailyEarning,
              value: orUnknown(records.biggestDailyEarning, (v) => <Money centavos={v} />),
            },
            {
              id: 'most-tasks',
              icon: '📋',
              label: text.mostTasksInDay,
              value: orUnknown(records.mostTasksInDay, (v) => numbers.format(v)),
            },
            {
              id: 'fastest-goal',
              icon: '⚡',
              label: text.fastestGoal,
              value: orUnknown(records.fastestGoalDays, (v) => text.days(v)),
            },
          ]}
        />
      </Card>
    </div>
  );
}
