import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Right to left, as the portal reads in Arabic. */
export const rightToLeft: Decorator = (Story) => (
  <div dir="rtl">
    <Story />
  </div>
);

/** As wide as a phone (CSS pixels). */
export const onPhone =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ maxWidth: width }}>
      <Story />
    </div>
  );

/** Nothing scrolls the page sideways: what does not fit wraps, or scrolls inside its own box. */
export async function noSideScroll({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
}
