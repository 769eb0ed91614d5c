import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTextTypedBeforeHydration } from './prerendered-page';

function CodeForm() {
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTextTypedBeforeHydration(field, '', (typed) => setCode(typed.toUpperCase()));
  return (
    <form>
      <input ref={field} aria-label="Code" value={code} onChange={(event) => setCode(event.target.value)} />
      <output>{code === '' ? 'No code yet' : `Code ${code}`}</output>
    </form>
  );
}

describe('useTextTypedBeforeHydration', () => {
  it('takes what was typed into a prerendered field before hydration into state', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CodeForm />);
    document.body.append(container);
    container.querySelector('input')!.value = 'abcd2345';

    const root = await act(async () => hydrateRoot(container, <CodeForm />));
    expect(screen.getByText('Code ABCD2345')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('ABCD2345');
    act(() => root.unmount());
    container.remove();
  });

  it('leaves an untouched field as it was', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CodeForm />);
    document.body.append(container);

    const root = await act(async () => hydrateRoot(container, <CodeForm />));
    expect(screen.getByText('No code yet')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
