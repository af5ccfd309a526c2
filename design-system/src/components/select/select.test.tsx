import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

describe('Select', () => {
  it('is labelled, selectable and links its error', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Prioridade"
        options={[
          { value: 'low', label: 'Baixa' },
          { value: 'medium', label: 'Média' },
        ]}
        defaultValue="low"
        onChange={(event) => onChange(event.target.value)}
        error="Escolha uma prioridade"
      />,
    );
    const select = screen.getByLabelText('Prioridade');
    await userEvent.selectOptions(select, 'Média');
    expect(onChange).toHaveBeenCalledWith('medium');
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Escolha uma prioridade');
  });
});
