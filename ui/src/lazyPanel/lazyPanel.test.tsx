import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lazyPanel } from './lazyPanel.tsx';

function Texts({ language }: { language: string }) {
  return <p>Texts in {language}</p>;
}

/** A panel whose code arrives when the test says, counting how often it was asked for. */
function controlled(options: Parameters<typeof lazyPanel>[1]) {
  let arrive: (component: ComponentType<{ language: string }>) => void = () => undefined;
  const arrived = new Promise<ComponentType<{ language: string }>>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(() => arrived);
  return { Panel: lazyPanel(load, options), load, arrive: () => arrive(Texts) };
}

describe('lazyPanel', () => {
  it('fetches its code when it is first shown, with a named spinner until it arrives', async () => {
    const { Panel, load, arrive } = controlled({ loadingLabel: 'Loading the texts' });
    expect(load).not.toHaveBeenCalled();
    await render(<Panel language="German" />);
    expect(load).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('progressbar', { name: 'Loading the texts' })).toBeInTheDocument();
    arrive();
    await expect.element(page.getByText('Texts in German')).toBeVisible();
  });

  it('starts the download ahead when asked (a tab pointed at), once', async () => {
    const { Panel, load, arrive } = controlled({ loadingLabel: 'Loading the texts' });
    Panel.preload();
    Panel.preload();
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await render(<Panel language="French" />);
    await expect.element(page.getByText('Texts in French')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for a section below the fold to come near before fetching it', async () => {
    const { Panel, load, arrive } = controlled({ loadingLabel: 'Loading the history', whenNear: true });
    await render(
      <div>
        <div data-testid="above" style={{ height: '400vh' }} />
        <Panel language="Spanish" />
      </div>,
    );
    // Three screens down: a screen's margin is not reached yet.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(load).not.toHaveBeenCalled();
    window.scrollTo(0, document.body.scrollHeight);
    await expect.poll(() => load.mock.calls.length).toBe(1);
    arrive();
    await expect.element(page.getByText('Texts in Spanish')).toBeInTheDocument();
    window.scrollTo(0, 0);
  });
});
