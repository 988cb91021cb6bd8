import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TermsDialog, type TermsDialogProps } from './TermsDialog.tsx';

const noop = { onScroll: () => {}, onTickedChange: () => {}, onAgree: () => {} };
const locked = { canTick: false, ticked: false, canAgree: false };

/** The terms machine's rules in a few lines, so the whole flow can run in one test. */
function Harness({ onAgree }: { onAgree: () => void }) {
  const [state, setState] = useState<'locked' | 'unticked' | 'ticked'>('locked');
  return (
    <TermsDialog
      isOpen
      canTick={state !== 'locked'}
      ticked={state === 'ticked'}
      canAgree={state === 'ticked'}
      onScroll={(atBottom) => setState((s) => (atBottom ? (s === 'locked' ? 'unticked' : s) : 'locked'))}
      onTickedChange={(ticked) => setState(ticked ? 'ticked' : 'unticked')}
      onAgree={onAgree}
    />
  );
}

async function scrollRegion(to: 'bottom' | 'top') {
  const locator = page.getByRole('region', { name: 'Terms and conditions text' });
  await expect.element(locator).toBeInTheDocument();
  const region = locator.element() as HTMLElement;
  region.scrollTop = to === 'bottom' ? region.scrollHeight : 0;
  region.dispatchEvent(new Event('scroll'));
}

describe('TermsDialog', () => {
  it('shows the terms with the age rule and the liability cap; nothing can be used yet', async () => {
    render(<TermsDialog isOpen {...locked} {...noop} />);
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect.element(dialog).toHaveTextContent('You must be over 18 years of age');
    await expect.element(dialog).toHaveTextContent('if you have not purchased anything from us, to 100 USD');
    await expect.element(page.getByRole('checkbox')).toBeDisabled();
    await expect
      .element(page.getByRole('checkbox'))
      .toHaveAccessibleDescription('Scroll to the end of the terms to accept them.');
    await expect.element(page.getByRole('button', { name: 'I Agree' })).toBeDisabled();
  });

  it('is 50rem wide on a wide screen', async () => {
    await page.viewport(1280, 900);
    render(<TermsDialog isOpen {...locked} {...noop} />);
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    await vi.waitFor(() => {
      const width = page.getByRole('dialog').element().getBoundingClientRect().width;
      expect(Math.abs(width - 50 * rem)).toBeLessThanOrEqual(1);
    });
  });

  it('reports reaching the end and leaving it, once each', async () => {
    const onScroll = vi.fn();
    render(<TermsDialog isOpen {...locked} {...noop} onScroll={onScroll} />);
    await expect.element(page.getByRole('region')).toBeInTheDocument();
    expect(onScroll).not.toHaveBeenCalled();
    await scrollRegion('bottom');
    await vi.waitFor(() => expect(onScroll).toHaveBeenCalledWith(true));
    await scrollRegion('bottom');
    await scrollRegion('top');
    await vi.waitFor(() => expect(onScroll).toHaveBeenLastCalledWith(false));
    expect(onScroll).toHaveBeenCalledTimes(2);
  });

  it('can be read to the end with the keyboard', async () => {
    const onScroll = vi.fn();
    render(<TermsDialog isOpen {...locked} {...noop} onScroll={onScroll} />);
    const region = page.getByRole('region', { name: 'Terms and conditions text' });
    await expect.element(region).toBeInTheDocument();
    (region.element() as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await vi.waitFor(() => expect(onScroll).toHaveBeenCalledWith(true));
  });

  it('reports the end at once when the text fits', async () => {
    const onScroll = vi.fn();
    render(<TermsDialog isOpen text="You must be over 18." {...locked} {...noop} onScroll={onScroll} />);
    await vi.waitFor(() => expect(onScroll).toHaveBeenCalledWith(true));
  });

  it('ticks by click and Space when allowed, and agrees when ticked', async () => {
    const onTickedChange = vi.fn();
    const onAgree = vi.fn();
    const props: TermsDialogProps = {
      isOpen: true,
      canTick: true,
      ticked: false,
      canAgree: false,
      onScroll: () => {},
      onTickedChange,
      onAgree,
    };
    const { rerender } = await render(<TermsDialog {...props} />);
    await page.getByText('I have read and agree to the Terms and Conditions').click();
    expect(onTickedChange).toHaveBeenLastCalledWith(true);
    (page.getByRole('checkbox').element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    expect(onTickedChange).toHaveBeenCalledTimes(2);

    await rerender(<TermsDialog {...props} ticked canAgree />);
    await expect.element(page.getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: 'I Agree' }).click();
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it('blocks I Agree while busy and shows an error', async () => {
    const onAgree = vi.fn();
    render(
      <TermsDialog
        isOpen
        canTick={false}
        ticked
        canAgree={false}
        busy
        error="Could not save your acceptance"
        {...noop}
        onAgree={onAgree}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Could not save your acceptance');
    const agree = page.getByRole('button', { name: 'I Agree' });
    await expect.element(agree).toHaveAttribute('aria-disabled', 'true');
    await agree.click({ force: true });
    expect(onAgree).not.toHaveBeenCalled();
  });

  it('cannot be dismissed with Escape', async () => {
    render(<TermsDialog isOpen {...locked} {...noop} />);
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
  });

  it('runs the whole flow: scroll, tick, scroll back up unticks, agree', async () => {
    const onAgree = vi.fn();
    render(<Harness onAgree={onAgree} />);
    const box = page.getByRole('checkbox');
    await expect.element(box).toBeDisabled();
    await scrollRegion('bottom');
    await expect.element(box).toBeEnabled();
    await page.getByText('I have read and agree to the Terms and Conditions').click();
    await expect.element(box).toBeChecked();
    await expect.element(page.getByRole('button', { name: 'I Agree' })).toBeEnabled();

    await scrollRegion('top');
    await expect.element(box).not.toBeChecked();
    await expect.element(box).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'I Agree' })).toBeDisabled();

    await scrollRegion('bottom');
    await page.getByText('I have read and agree to the Terms and Conditions').click();
    await page.getByRole('button', { name: 'I Agree' }).click();
    expect(onAgree).toHaveBeenCalledTimes(1);
  });
});
