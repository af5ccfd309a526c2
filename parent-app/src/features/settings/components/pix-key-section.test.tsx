import type { PixKeyResponse } from '@portal/contracts/pix';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { childFixture, familyFixture } from '../../../test/fixtures';
import {
  apiError,
  json,
  renderApp,
  resetHarness,
  stubFetch,
  type RouteHandler,
} from '../../../test/harness';

afterEach(resetHarness);

const BIA = childFixture('c1', 'Bia');
const ROUTE = '/api/children/c1/pix-key';
const STORED: PixKeyResponse = {
  pixKey: {
    type: 'phone',
    key: '+5511912345678',
    city: 'Campinas',
    updatedAt: '2026-12-01T12:00:00.000Z',
  },
};

function routes(extra: Record<string, RouteHandler> = {}) {
  return stubFetch({
    'GET /api/family': () => json(familyFixture()),
    'GET /api/children': () => json({ children: [BIA] }),
    'GET /api/pauses': () => json({ family: null, children: [] }),
    'GET /api/children/c1/allowance': () => json({ allowance: null, nextPayday: null }),
    [`GET ${ROUTE}`]: () => json({ pixKey: null }),
    ...extra,
  });
}

async function section() {
  renderApp('/parent/settings?tab=children');
  const row = await screen.findByRole('listitem', { name: 'Bia' });
  return within(row).findByRole('region', { name: 'Chave Pix' });
}

/** The error message a field is described by. */
function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.className.includes('error'))
    .map((node) => node!.textContent)
    .join(' ');
}

describe("'Chave Pix' in Configurações › Filhos (issue 40)", () => {
  it("validates with the contracts' pt-BR messages and saves the key normalised", async () => {
    const user = userEvent.setup();
    const { calls } = routes({
      [`PUT ${ROUTE}`]: () =>
        json({
          pixKey: {
            type: 'cpf',
            key: '52998224725',
            city: null,
            updatedAt: '2026-12-03T12:00:00.000Z',
          },
        }),
    });
    const region = await section();
    expect(await within(region).findByText('Sem chave Pix')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Cadastrar chave Pix de Bia' }));
    const form = await within(region).findByRole('form', { name: 'Chave Pix de Bia' });
    const type = within(form).getByLabelText('Tipo da chave');
    await waitFor(() => expect(type).toHaveFocus());

    await user.click(within(form).getByRole('button', { name: 'Salvar chave Pix' }));
    await waitFor(() => expect(errorOf(type)).toBe('Escolha o tipo da chave Pix.'));

    await user.selectOptions(type, 'cpf');
    const key = within(form).getByLabelText('Chave');
    expect(key).toHaveAccessibleDescription(
      expect.stringContaining('Os 11 dígitos do CPF, com ou sem pontos.'),
    );
    await user.type(key, '529.982.247-24');
    await user.click(within(form).getByRole('button', { name: 'Salvar chave Pix' }));
    await waitFor(() => expect(errorOf(key)).toBe('CPF inválido. Confira os 11 dígitos.'));
    expect(key).toHaveFocus();

    await user.clear(key);
    await user.type(key, '529.982.247-25');
    await user.click(within(form).getByRole('button', { name: 'Salvar chave Pix' }));
    expect(await within(region).findByText('CPF: 529.982.247-25')).toBeVisible();
    expect(await calls(`PUT ${ROUTE}`)[0]!.clone().json()).toEqual({
      type: 'cpf',
      key: '52998224725',
    });
    await waitFor(() =>
      expect(
        within(region).getByRole('button', { name: 'Alterar chave Pix de Bia' }),
      ).toHaveFocus(),
    );
  });

  it('shows a stored key, edits it, and removes it', async () => {
    const user = userEvent.setup();
    const { calls } = routes({
      [`GET ${ROUTE}`]: () => json(STORED),
      [`DELETE ${ROUTE}`]: () => new Response(null, { status: 204 }),
    });
    const region = await section();
    expect(await within(region).findByText('Celular: +55 11 91234-5678')).toBeVisible();
    expect(within(region).getByText('Cidade: Campinas')).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'Alterar chave Pix de Bia' }));
    const form = await within(region).findByRole('form', { name: 'Chave Pix de Bia' });
    expect(within(form).getByLabelText('Tipo da chave')).toHaveValue('phone');
    expect(within(form).getByLabelText('Chave')).toHaveValue('+5511912345678');
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(within(region).queryByRole('form')).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Remover chave Pix de Bia' }));
    expect(await within(region).findByText('Sem chave Pix')).toBeVisible();
    expect(calls(`DELETE ${ROUTE}`)).toHaveLength(1);
  });

  it("shows the BFF's refusal under its field", async () => {
    const user = userEvent.setup();
    routes({
      [`PUT ${ROUTE}`]: () =>
        json(
          {
            code: 'VALIDATION',
            message: 'Dados inválidos.',
            issues: [{ path: ['key'], message: 'E-mail inválido.' }],
          },
          400,
        ),
    });
    const region = await section();
    await user.click(
      await within(region).findByRole('button', { name: 'Cadastrar chave Pix de Bia' }),
    );
    const form = await within(region).findByRole('form', { name: 'Chave Pix de Bia' });
    await user.selectOptions(within(form).getByLabelText('Tipo da chave'), 'email');
    await user.type(within(form).getByLabelText('Chave'), 'bia@example.com');
    await user.click(within(form).getByRole('button', { name: 'Salvar chave Pix' }));
    await waitFor(() =>
      expect(errorOf(within(form).getByLabelText('Chave'))).toBe('E-mail inválido.'),
    );
    expect(within(form).getByLabelText('Chave')).toHaveValue('bia@example.com');
  });

  it("a failed read says so with 'Tentar novamente'", async () => {
    const user = userEvent.setup();
    let calls = 0;
    routes({
      [`GET ${ROUTE}`]: () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'INTERNAL', 'Erro interno.') : json({ pixKey: null });
      },
    });
    const region = await section();
    expect(await within(region).findByText('Erro interno.')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(region).findByText('Sem chave Pix')).toBeVisible();
  });
});
