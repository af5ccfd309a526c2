import type { Goal } from '@portal/contracts';
import { Badge, Button, Card, EmptyState, Money, TextField } from '@portal/design-system';
import { CATALOGUE_AFFORDABILITY_LABELS, type CatalogueAffordability } from '@portal/domain';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCreateGoalMutation } from '../../../lib/progress-api';
import {
  ALL_GOAL_CATEGORIES,
  browseCatalogue,
  CATALOGUE_CATEGORIES,
  goalEmoji,
  isFinished,
  type CatalogueCard,
} from '../lib/goal-plan';
import { goalsCopy } from './copy';
import { CustomGoalForm } from './custom-goal-form';
import { GoalImage } from './goal-image';

const text = goalsCopy.browser;

const AFFORDABILITY_TONE: Record<CatalogueAffordability, 'success' | 'info' | 'warning'> = {
  available: 'success',
  accessible: 'info',
  challenge: 'warning',
};

/** Props of {@link GoalBrowser}. */
export interface GoalBrowserProps {
  id: string;
  balance: number;
  goals: readonly Goal[];
  /** A goal was added (custom or from the catalogue): its title, for the announcement. */
  onAdded: (title: string) => void;
}

/**
 * 'Navegador de Metas' (spec 001 §2): search and category filter over the eight built-in goals,
 * each with its estimated time and the label for the child's balance (Disponível agora /
 * Acessível / Desafio, spec 001 §9), 'Adicionar meta' (the BFF takes title and price from its
 * catalogue by `catalogueId`), and the custom goal form.
 */
export function GoalBrowser({ id, balance, goals, onAdded }: GoalBrowserProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_GOAL_CATEGORIES);
  const cards = browseCatalogue(search, category, balance);
  const activeCatalogueIds = new Set(
    goals.filter((goal) => !isFinished(goal) && goal.catalogueId).map((goal) => goal.catalogueId),
  );

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="child-goals__browser">
      <h2 id={`${id}-title`}>{text.title}</h2>
      <TextField
        label={text.search}
        type="search"
        value={search}
        maxLength={120}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div role="group" aria-label={text.categoriesLabel} className="child-goals__chips">
        {[ALL_GOAL_CATEGORIES, ...CATALOGUE_CATEGORIES].map((chip) => (
          <button
            key={chip}
            type="button"
            className="child-goals__chip"
            aria-pressed={chip === category}
            onClick={() => setCategory(chip)}
          >
            {chip === ALL_GOAL_CATEGORIES ? null : (
              <span aria-hidden="true">{goalEmoji(chip)} </span>
            )}
            {chip === ALL_GOAL_CATEGORIES ? text.all : chip}
          </button>
        ))}
      </div>
      <CustomGoalForm onCreated={onAdded} />
      <h3>{text.catalogueTitle}</h3>
      {cards.length === 0 ? (
        <EmptyState
          icon="🔍"
          titleAs="p"
          title={goalsCopy.empty.notFound}
          description={goalsCopy.empty.notFoundDescription}
        />
      ) : (
        <ul className="child-goals__catalogue">
          {cards.map((card) => (
            <li key={card.id}>
              <CatalogueItem
                card={card}
                alreadyActive={activeCatalogueIds.has(card.id)}
                onAdded={onAdded}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CatalogueItem({
  card,
  alreadyActive,
  onAdded,
}: {
  card: CatalogueCard;
  alreadyActive: boolean;
  onAdded: (title: string) => void;
}) {
  const [createGoal, { isLoading }] = useCreateGoalMutation();
  const [failed, setFailed] = useState(false);
  // The failed tap's key, so that trying again cannot create the goal twice.
  const retryKey = useRef<string | null>(null);

  async function add() {
    const key = retryKey.current ?? newIdempotencyKey();
    retryKey.current = key;
    setFailed(false);
    try {
      await createGoal({
        idempotencyKey: key,
        input: { catalogueId: card.id, title: card.title, targetAmount: card.price },
      }).unwrap();
      retryKey.current = null;
      onAdded(card.title);
    } catch {
      setFailed(true);
    }
  }

  return (
    <Card as="article" title={card.title} titleAs="h4" className="child-goals__item">
      <GoalImage category={card.category} />
      <p className="child-goals__item-description">{card.description}</p>
      <p className="child-goals__item-meta">
        <Money centavos={card.price} />
        <span>{text.estimated(card.estimatedDays)}</span>
        <Badge tone={AFFORDABILITY_TONE[card.affordability]}>
          {CATALOGUE_AFFORDABILITY_LABELS[card.affordability]}
        </Badge>
      </p>
      {failed ? <p role="alert">{goalsCopy.custom.createFailed}</p> : null}
      {alreadyActive ? (
        <p className="child-goals__item-note">{text.alreadyActive}</p>
      ) : (
        <Button
          fullWidth
          loading={isLoading}
          loadingText={text.adding}
          aria-label={`${text.add}: ${card.title}`}
          onClick={() => void add()}
        >
          {text.add}
        </Button>
      )}
    </Card>
  );
}
