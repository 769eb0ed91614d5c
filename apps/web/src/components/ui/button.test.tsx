import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

// A prerendered page shows its buttons before its code runs; a press then would do nothing.
describe('Button on a prerendered page', () => {
  const page = (onPlay: () => void) => (
    <main>
      <Button onClick={onPlay}>Play</Button>
      <Button asChild>
        <a href="/pricing">Pricing</a>
      </Button>
    </main>
  );

  it('arrives disabled in the HTML, so no press is lost, while a link styled as a button works at once', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(() => undefined));
    expect(container.querySelector('button')).toBeDisabled();
    expect(container.querySelector('a')).not.toHaveAttribute('disabled');
  });

  it('is enabled once hydrated, and a press reaches its handler', async () => {
    const onPlay = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(onPlay));
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page(onPlay)));

    const play = screen.getByRole('button', { name: 'Play' });
    expect(play).toBeEnabled();
    await userEvent.click(play);
    expect(onPlay).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps a disabled button disabled after hydration', async () => {
    const view = <Button disabled>Send</Button>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(view);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, view));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    act(() => root.unmount());
    container.remove();
  });
});
