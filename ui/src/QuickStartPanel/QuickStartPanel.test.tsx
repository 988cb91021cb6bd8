import { completeLink, mergeQuickStartProgress, type QuickStartSection } from '@privacy-portal/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../theme/tokens.css';
import { QuickStartPanel, type QuickStartPanelProps } from './QuickStartPanel.tsx';

const sections: QuickStartSection[] = completeLink(mergeQuickStartProgress(null), 1);

const props: QuickStartPanelProps = {
  isOpen: true,
  sections,
  onLinkClick: () => {},
  onClose: () => {},
  onDismiss: () => {},
};

const panel = () => page.getByRole('region', { name: 'Quick Start' });

function pointer(type: string, target: Element, x: number, y: number) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      pointerId: 1,
      button: 0,
      clientX: x,
      clientY: y,
    }),
  );
}

/** Waits for the slide-in, so positions are where the user sees them. */
async function settled() {
  await expect.element(panel()).toBeInTheDocument();
  await Promise.all(
    panel()
      .element()
      .getAnimations()
      .map((a) => a.finished),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('QuickStartPanel', () => {
  it('floats 300 px wide with the four sections', async () => {
    render(<QuickStartPanel {...props} />);
    await expect.element(panel()).toBeInTheDocument();
    // Polled: under load the stylesheet can arrive a moment after the first render.
    await vi.waitFor(() => {
      expect(panel().element().getBoundingClientRect().width).toBe(300);
      expect(getComputedStyle(panel().element()).position).toBe('fixed');
    });
    for (const name of [
      'Getting Started',
      'Cookie Consent Management',
      'Data Subjects Rights Management',
      'Consent Preference',
    ]) {
      await expect
        .element(page.getByRole('button', { name: new RegExp(`^${name} \\(`) }))
        .toBeInTheDocument();
    }
  });

  it("marks completed links with 'completed' in the name and counts progress", async () => {
    render(<QuickStartPanel {...props} />);
    await expect.element(page.getByRole('button', { name: 'Add Company details, completed' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add Organization', exact: true })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Getting Started (1 of 3 completed)' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the first section with steps left', async () => {
    const done = [1, 2, 3].reduce((s, id) => completeLink(s, id), mergeQuickStartProgress(null));
    render(<QuickStartPanel {...props} sections={done} />);
    await expect
      .element(page.getByRole('button', { name: /^Cookie Consent Management \(/ }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(page.getByRole('button', { name: /^Getting Started \(/ }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('reports the link id by click and by keyboard', async () => {
    const onLinkClick = vi.fn();
    render(<QuickStartPanel {...props} onLinkClick={onLinkClick} />);
    await page.getByRole('button', { name: 'Add Organization', exact: true }).click();
    expect(onLinkClick).toHaveBeenLastCalledWith(2);
    await page.getByRole('button', { name: /^Cookie Consent Management \(/ }).click();
    const link = page.getByRole('button', { name: 'Configure Cookie Banner' });
    await expect.element(link).toBeVisible();
    (link.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onLinkClick).toHaveBeenLastCalledWith(8);
  });

  it('works as an accordion: one section open at a time', async () => {
    render(<QuickStartPanel {...props} />);
    await page.getByRole('button', { name: /^Consent Preference \(/ }).click();
    await expect
      .element(page.getByRole('button', { name: /^Consent Preference \(/ }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(page.getByRole('button', { name: /^Getting Started \(/ }))
      .toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('button', { name: 'APIs for implementation' })).toBeVisible();
  });

  it('shows the link tooltip on keyboard focus', async () => {
    render(<QuickStartPanel {...props} />);
    await expect.element(page.getByRole('button', { name: 'Add Company details, completed' })).toBeVisible();
    (page.getByRole('button', { name: 'Add Company details, completed' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Add Organization', exact: true })).toHaveFocus();
    await expect
      .element(page.getByRole('tooltip'))
      .toHaveTextContent('Create the organization that owns your websites.');
  });

  it('closes and dismisses', async () => {
    const onClose = vi.fn();
    const onDismiss = vi.fn();
    render(<QuickStartPanel {...props} onClose={onClose} onDismiss={onDismiss} />);
    await page.getByRole('button', { name: 'Close Quick Start' }).click();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows the info alert in its slot', async () => {
    render(<QuickStartPanel {...props} alertMessage="Please complete the previous steps" />);
    await expect.element(panel().getByRole('status')).toHaveTextContent('Please complete the previous steps');
  });

  it('is dragged by its header', async () => {
    const onMove = vi.fn();
    render(<QuickStartPanel {...props} onMove={onMove} />);
    await settled();
    const before = panel().element().getBoundingClientRect();
    const header = page.getByRole('heading', { name: 'Quick Start' }).element();
    pointer('pointerdown', header, before.left + 100, before.top + 10);
    pointer('pointermove', header, before.left + 40, before.top - 50);
    pointer('pointerup', header, before.left + 40, before.top - 50);
    await vi.waitFor(() => {
      const after = panel().element().getBoundingClientRect();
      expect(after.left).toBeCloseTo(before.left - 60, 0);
      expect(after.top).toBeCloseTo(before.top - 60, 0);
    });
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it('is moved with the arrow keys on its handle', async () => {
    const onMove = vi.fn();
    render(<QuickStartPanel {...props} defaultPosition={{ x: 100, y: 100 }} onMove={onMove} />);
    await settled();
    const handle = page.getByRole('button', { name: 'Move Quick Start panel' });
    await expect
      .element(handle)
      .toHaveAccessibleDescription('Drag the header or use the arrow keys to move the panel.');
    (handle.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(onMove).toHaveBeenLastCalledWith({ x: 110, y: 120 });
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(onMove).toHaveBeenLastCalledWith({ x: 60, y: 120 });
    const rect = panel().element().getBoundingClientRect();
    expect(rect.left).toBe(60);
    expect(rect.top).toBe(120);
  });

  it('offers Dock once moved, which puts it back in its docked place and says so', async () => {
    const onMove = vi.fn();
    render(<QuickStartPanel {...props} onMove={onMove} />);
    await settled();
    const docked = panel().element().getBoundingClientRect();
    expect(page.getByRole('button', { name: 'Dock', exact: true }).query()).toBeNull();
    (page.getByRole('button', { name: 'Move Quick Start panel' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowUp}{/Shift}');
    expect(panel().element().getBoundingClientRect().left).toBe(docked.left - 50);
    await page.getByRole('button', { name: 'Dock', exact: true }).click();
    expect(onMove).toHaveBeenLastCalledWith(null);
    const back = panel().element().getBoundingClientRect();
    expect([back.left, back.top]).toEqual([docked.left, docked.top]);
  });

  it('slides in at full opacity, so its text keeps its contrast while it moves', async () => {
    render(<QuickStartPanel {...props} />);
    await expect.element(panel()).toBeInTheDocument();
    const [animation] = panel().element().getAnimations();
    expect(animation).toBeDefined();
    // The first frame of the slide: where a fade would start at opacity 0.
    animation?.pause();
    if (animation) animation.currentTime = 0;
    expect(getComputedStyle(panel().element()).opacity).toBe('1');
  });

  it('slides out before it goes', async () => {
    const { rerender } = await render(<QuickStartPanel {...props} />);
    await rerender(<QuickStartPanel {...props} isOpen={false} />);
    expect(panel().query()).not.toBeNull();
    await expect.element(panel()).not.toBeInTheDocument();
  });

  it('goes at once with reduced motion', async () => {
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-reduced-motion') ? ({ matches: true } as MediaQueryList) : real(query),
    );
    const { rerender } = await render(<QuickStartPanel {...props} />);
    await rerender(<QuickStartPanel {...props} isOpen={false} />);
    expect(panel().query()).toBeNull();
  });

  it('shows loading and empty states', async () => {
    const { rerender } = await render(<QuickStartPanel {...props} loading />);
    await expect.element(page.getByRole('progressbar', { name: 'Loading Quick Start' })).toBeInTheDocument();
    await rerender(<QuickStartPanel {...props} sections={[]} />);
    await expect.element(page.getByText('No steps to show.')).toBeVisible();
  });
});
