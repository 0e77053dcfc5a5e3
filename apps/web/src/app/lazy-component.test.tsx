import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';
import { takeOverWith } from './take-over';

/** A chunk that arrives when the test says so. */
function chunk<T>() {
  let arrive!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { load: () => promise, arrive, fail };
}

function Part({ name }: { name: string }) {
  return <p>{name}의 내 연구</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  it('shows its fallback until the chunk comes, then the part, without a Suspense around it', async () => {
    const { load, arrive } = chunk<typeof Part>();
    const Projects = lazyComponent(load, <p>불러오는 중</p>);
    render(<Projects name="김민준" />);
    expect(screen.getByText('불러오는 중')).toBeTruthy();

    arrive(Part);
    expect(await screen.findByText('김민준의 내 연구')).toBeTruthy();
    expect(screen.queryByText('불러오는 중')).toBeNull();
  });

  it('draws the part in its first render once its chunk has come: nothing to replace', async () => {
    const { load, arrive } = chunk<typeof Part>();
    const Projects = lazyComponent(load, <p>불러오는 중</p>);
    render(<Projects name="김민준" />); // its first mount fetches the chunk
    arrive(Part);
    await screen.findByText('김민준의 내 연구');

    // Synchronously, before any effect or task: the page drawn again (another visit of the dashboard)
    // shows the part at once, not its fallback for a frame.
    expect(render(<Projects name="이서연" />).container.textContent).toBe('이서연의 내 연구');
  });

  it('shows its fallback in the render that takes markup over, as the markup does, and the part a task later', async () => {
    const { load, arrive } = chunk<typeof Part>();
    const Projects = lazyComponent(load, <p>불러오는 중</p>);
    render(<Projects name="김민준" />);
    arrive(Part);
    await screen.findByText('김민준의 내 연구');

    let container!: HTMLElement;
    const over = takeOverWith(() => ({ container } = render(<Projects name="이서연" />)));
    expect(container.textContent).toBe('불러오는 중');
    await over;
    await waitFor(() => expect(container.textContent).toBe('이서연의 내 연구'));
  });

  it("throws a chunk that failed to load to the page's error boundary", async () => {
    const { load, fail } = chunk<typeof Part>();
    const Projects = lazyComponent(load);
    render(
      <Boundary>
        <Projects name="김민준" />
      </Boundary>,
    );
    fail(new Error('청크를 불러오지 못했습니다.'));
    expect((await screen.findByRole('alert')).textContent).toBe('청크를 불러오지 못했습니다.');
  });
});
