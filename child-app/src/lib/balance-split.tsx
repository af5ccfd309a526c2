import { Money } from '@portal/design-system';
import { FRESH_ON_MOUNT } from '@portal/app-kit';
import { balanceCopy as text } from './balance-copy';
import { useGetGoalsQuery } from './progress-api';
import './balance-split.css';

/** The child's balance as the BFF splits it (centavos; `GET /api/children/{id}/goals`). */
export interface BalanceSplitFigures {
  available: number;
  awaitingApproval: number;
}

/**
 * The split of the signed-in child's balance (issue 41): what is free to use and the rewards
 * still waiting for a parent's review, both as the BFF answers them with the child's goals
 * (`savable`, `awaitingApproval`: domain `splitBalance`, the figures of 'Meu dinheiro'). The
 * dashboard and the goals screen read that answer anyway; nothing here computes a figure.
 * Undefined until it is read.
 */
export function useBalanceSplit(childId: string | undefined): {
  split: BalanceSplitFigures | undefined;
  isError: boolean;
  refetch: () => void;
} {
  const goals = useGetGoalsQuery(childId ?? '', { ...FRESH_ON_MOUNT, skip: !childId });
  const data = goals.data;
  return {
    split: data ? { available: data.savable, awaitingApproval: data.awaitingApproval } : undefined,
    isError: goals.isError,
    refetch: () => void goals.refetch(),
  };
}

/**
 * 'Disponível R$ 2,50 · Esperando aprovação R$ 3,00': the balance's two parts, apart. The part
 * waiting shows only while something waits. `main`: the screen's one big balance figure.
 */
export function BalanceSplit({
  split,
  main = false,
}: {
  split: BalanceSplitFigures;
  main?: boolean;
}) {
  return (
    <p className={main ? 'balance-split balance-split--main' : 'balance-split'}>
      <span className="balance-split__part">
        <span className="balance-split__label">{text.available}</span>{' '}
        <strong className="balance-split__amount" data-testid="balance-available">
          <Money centavos={split.available} />
        </strong>
      </span>
      {split.awaitingApproval > 0 ? (
        <>
          <span aria-hidden="true" className="balance-split__dot">
            {' · '}
          </span>
          <span className="balance-split__part">
            <span className="balance-split__label">{text.awaitingApproval}</span>{' '}
            <strong
              className="balance-split__amount balance-split__amount--waiting"
              data-testid="balance-awaiting"
            >
              <Money centavos={split.awaitingApproval} />
            </strong>
          </span>
        </>
      ) : null}
    </p>
  );
}
