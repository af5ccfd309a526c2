import { TASK_CATEGORIES } from '@portal/contracts/tasks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { childFixture, taskFixture } from '../../../test/fixtures';
import { json, renderApp, resetHarness, stubFetch } from '../../../test/harness';
import { categoryLabel } from '../model/task-options';

afterEach(resetHarness);

const CHILDREN = {
  'GET /api/children': () =>
    json({ children: [childFixture('c1', 'Bia'), childFixture('c2', 'Caio')] }),
};
const TASK = taskFixture('t1', 'Arrumar a cama', { category: 'Limpeza', assignedChildren: [] });

async function openForm(path: '/tasks/create' | '/tasks/t1/edit') {
  stubFetch({ ...CHILDREN, 'GET /api/tasks/t1': () => json(TASK) });
  renderApp(path);
  await screen.findByRole('checkbox', { name: 'Bia' });
}

/**
 * The cards of the task field set and the controls in each (field name, or 'switch'). The
 * hidden input a Radix switch keeps for native form submission is not a control a user sees.
 */
function fieldSet() {
  const controls = (region: HTMLElement) =>
    Array.from(
      region.querySelectorAll('input:not([aria-hidden="true"]), select, textarea, [role="switch"]'),
    ).map((control) => control.getAttribute('name') ?? control.getAttribute('role'));
  return {
    about: controls(screen.getByRole('region', { name: 'Sobre a tarefa' })),
    rules: controls(screen.getByRole('region', { name: 'Regras' })),
    children: within(screen.getByRole('group', { name: 'Crianças' }))
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('id')?.replace(/^(create|edit)-task-/, '')),
  };
}

function categories() {
  return within(screen.getByLabelText('Categoria'))
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((label) => label !== 'Selecione uma categoria');
}

describe('the task field set of /tasks/create and /tasks/{id}/edit', () => {
  it('is the same on both screens: the same cards with the same fields in the same order', async () => {
    await openForm('/tasks/create');
    const create = fieldSet();
    await resetHarness();
    await openForm('/tasks/t1/edit');
    const edit = fieldSet();
    expect(create.about).toEqual(['title', 'description', 'value', 'category']);
    expect(edit.about).toEqual(create.about);
    expect(edit.children).toEqual(create.children);
    // Both forms' rules: photo, approval, due date and time. Recurrence and priority are set
    // at creation only (spec 001 §2 lists them for the create form alone).
    expect(create.rules).toEqual([
      'switch',
      'switch',
      'dueDate',
      'switch',
      'timeLimit',
      'priority',
    ]);
    expect(edit.rules).toEqual(['switch', 'switch', 'dueDate', 'timeLimit']);
  });

  it("offers both forms the contract's one category list, with emoji", async () => {
    await openForm('/tasks/create');
    expect(categories()).toEqual(TASK_CATEGORIES.map(categoryLabel));
    expect(categories()).toContain('✨ Outros');
    await resetHarness();
    await openForm('/tasks/t1/edit');
    expect(categories()).toEqual(TASK_CATEGORIES.map(categoryLabel));
  });

  it.each(['/tasks/create', '/tasks/t1/edit'] as const)(
    '%s: gives the same message for the same mistake and focuses the first invalid field on screen',
    async (path) => {
      await openForm(path);
      const user = userEvent.setup();
      const title = within(screen.getByRole('region', { name: 'Sobre a tarefa' })).getAllByRole(
        'textbox',
      )[0]!;
      await user.clear(title);
      await user.type(title, 'Lavar a louça');
      if (path === '/tasks/create') {
        await user.type(screen.getByLabelText('Valor (R$)'), '5,00');
        await user.selectOptions(screen.getByLabelText('Categoria'), 'Limpeza');
      }
      await user.type(screen.getByRole('textbox', { name: /Tempo/ }), 'x'.repeat(41));
      await user.click(screen.getByRole('button', { name: /Criar Tarefa|Salvar Alterações/ }));
      const time = screen.getByRole('textbox', { name: /Tempo/ });
      expect(time).toHaveAccessibleDescription(/no máximo 40 caracteres/);
      if (path === '/tasks/create') {
        // The children come before the rules on screen: the first child takes the focus.
        expect(screen.getByText('Selecione pelo menos uma criança')).toBeVisible();
        expect(screen.getByRole('checkbox', { name: 'Bia' })).toHaveFocus();
      } else {
        expect(time).toHaveFocus();
      }
    },
  );
});
