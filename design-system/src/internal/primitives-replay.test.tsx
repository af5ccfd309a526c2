import { act, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loader } from './primitives';

describe('loader().use()', () => {
  it('lets a component that suspended on a chunk resume with its hooks (no error React recovers from)', async () => {
    const chunk = loader(async () => ({ label: 'pronto' }));
    function Screen() {
      const [before] = useState('antes');
      const module = chunk.use();
      const [after] = useState('depois');
      return (
        <p>
          {before} {module.label} {after}
        </p>
      );
    }
    const recovered: unknown[] = [];
    const container = document.createElement('div');
    const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
    await act(async () => {
      startTransition(() => root.render(<Screen />));
    });
    await act(async () => {
      await chunk.load();
    });
    expect(container.textContent).toBe('antes pronto depois');
    expect(recovered).toEqual([]);
    act(() => root.unmount());
  });
});
