import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import './preact-effects';
import { TakeOverLater, takeOverWith } from './take-over';

function Page({ onBell, onShown }: { onBell: () => void; onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return (
    <div>
      <h1>대시보드</h1>
      <TakeOverLater>
        <button type="button" onClick={onBell}>
          알림
        </button>
      </TakeOverLater>
    </div>
  );
}

/** The page's markup, as build/prerender.mjs writes it into the HTML. */
function markup() {
  const container = document.createElement('div');
  container.innerHTML = '<div><h1>대시보드</h1><button type="button">알림</button></div>';
  document.body.append(container);
  return container;
}

describe('takeOverWith and TakeOverLater', () => {
  it('take a part over a task after the rest, on the nodes the markup has', async () => {
    const container = markup();
    const [heading, button] = [container.querySelector('h1'), container.querySelector('button')];
    const onBell = vi.fn();

    const over = takeOverWith(() => hydrateRoot(container, <Page onBell={onBell} onShown={() => {}} />));
    // The rest is the app's now; the part is still the markup, which nothing answers yet.
    button?.click();
    expect(onBell).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);

    await over;
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('button')).toBe(button);
    expect(container.innerHTML).toBe('<div><h1>대시보드</h1><button type="button">알림</button></div>');
    button?.click();
    expect(onBell).toHaveBeenCalledTimes(1);
  });

  it('run no effect until every part is in: no data can change a part before it is taken over', async () => {
    const container = markup();
    const onShown = vi.fn();
    const over = takeOverWith(() => hydrateRoot(container, <Page onBell={() => {}} onShown={onShown} />));
    await new Promise((next) => setTimeout(next));
    expect(onShown).not.toHaveBeenCalled();

    await over;
    await vi.waitFor(() => expect(onShown).toHaveBeenCalledTimes(1));
  });

  it('draw a part at once anywhere else: a page reached by a link, a story', () => {
    render(
      <TakeOverLater>
        <p>소속 기관</p>
      </TakeOverLater>,
    );
    expect(screen.getByText('소속 기관')).toBeTruthy();
  });
});
