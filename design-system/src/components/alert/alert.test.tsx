import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('Alert', () => {
  it.each([
    ['danger', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('a %s alert has role %s', (tone, role) => {
    render(
      <Alert tone={tone} title="Título">
        Mensagem
      </Alert>,
    );
    expect(screen.getByRole(role)).toHaveTextContent('TítuloMensagem');
  });

  it('renders its action', () => {
    render(
      <Alert tone="info" action={<button type="button">Revisar</button>}>
        2 tarefas aguardando
      </Alert>,
    );
    expect(screen.getByRole('button', { name: 'Revisar' })).toBeInTheDocument();
  });
});
