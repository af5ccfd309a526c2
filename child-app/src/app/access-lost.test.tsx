import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from '@portal/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { childTask, childTasksResponse } from '../features/tasks/test-fixtures';
import { meAsChild, renderChildApp, stubBff, type StubAnswer } from '../test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SUBSCRIPTION_REQUIRED: StubAnswer = {
  status: 402,
  body: {
    code: 'SUBSCRIPTION_REQUIRED',
    message:
      'A assinatura da família não está ativa. O responsável pode assinar um plano em Configurações › Assinatura.',
  },
};

/** Records every location the router shows (the shell's guard re-checks on each new key). */
function visits() {
  const seen: { path: string; key: string }[] = [];
  function Recorder() {
    const location = useLocation();
    useEffect(() => {
      seen.push({ path: location.pathname + location.search, key: location.key });
    }, [location]);
    return null;
  }
  return { seen, recorder: <Recorder /> };
}

describe('a child API refused with 402 while on a screen (issue 13, ADR 034)', () => {
  it('navigates to the same path again, once, so the shell re-checks and shows its page', async () => {
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
      'GET /api/child/tasks': SUBSCRIPTION_REQUIRED,
    });
    const { seen, recorder } = visits();
    renderChildApp('/child/tasks?aba=hoje', undefined, recorder);
    await waitFor(() => expect(seen).toHaveLength(2), { timeout: 5000 });
    expect(seen[1]?.path).toBe('/child/tasks?aba=hoje');
    expect(seen[1]?.key).not.toBe(seen[0]?.key);
    // The refused request is handled: nothing more happens until another one is refused.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(2);
  });

  it('does not navigate for other errors or successes', async () => {
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
      'GET /api/child/tasks': { status: 200, body: childTasksResponse([childTask({ id: 't1' })]) },
    });
    const { seen, recorder } = visits();
    renderChildApp('/child/tasks', undefined, recorder);
    expect(await screen.findByText('Arrumar a cama', {}, { timeout: 5000 })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
  });
});
