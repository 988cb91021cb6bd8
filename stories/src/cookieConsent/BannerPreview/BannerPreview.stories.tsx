import { BannerPreview } from '@privacy-portal/ui/cookieConsent/BannerPreview';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { STORY_CATEGORIES, STORY_COOKIES } from '../CookieTable/fixtures.ts';
import { storyBanner } from './fixtures.ts';

const meta = {
  title: 'Cookie Consent/BannerPreview',
  component: BannerPreview,
  args: { config: storyBanner(), categories: STORY_CATEGORIES, cookies: STORY_COOKIES },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

// Inside the preview's iframe the plays use fireEvent: user-event prepares each document it touches,
// and its hooks then fail ('Could not determine window of node') once a story unmounts that iframe.

/** The banner's document inside the preview's iframe, once React has rendered into it. */
async function frameBody(canvasElement: HTMLElement, view: 'desktop' | 'mobile' = 'desktop') {
  const iframe = within(canvasElement).getByTitle(`Banner preview, ${view} width`) as HTMLIFrameElement;
  await waitFor(() => expect(iframe.contentDocument?.querySelector('.ppb')).toBeTruthy());
  return iframe.contentDocument!.body;
}

/** What a visitor compares: the two choices' size and look, as the browser computed them. */
function look(element: Element) {
  const rect = element.getBoundingClientRect();
  const style = element.ownerDocument.defaultView!.getComputedStyle(element);
  return {
    width: Math.round(rect.width),
    height: Math.round(rect.height),
    background: style.backgroundColor,
    color: style.color,
    border: style.border,
    font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
    padding: style.padding,
    radius: style.borderRadius,
  };
}

async function rejectLooksLikeAccept(
  canvasElement: HTMLElement,
  view: 'desktop' | 'mobile' = 'desktop',
  names = { reject: 'Reject all', accept: 'Accept all' },
) {
  const body = await frameBody(canvasElement, view);
  const banner = within(body);
  const reject = banner.getByRole('button', { name: names.reject });
  const accept = banner.getByRole('button', { name: names.accept });
  await expect(look(reject)).toEqual(look(accept));
  return banner;
}

/** The default box in the bottom-left corner, in English. */
export const Box: Story = {
  play: async ({ canvasElement }) => {
    const banner = await rejectLooksLikeAccept(canvasElement);
    await expect(banner.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      'https://demo-store.example/privacy',
    );
    await expect(banner.getByText('Powered by Privacy Portal')).toBeVisible();
  },
};

export const Bar: Story = {
  args: { config: storyBanner({ layout: 'bar', position: 'bottom' }) },
  play: async ({ canvasElement }) => {
    await rejectLooksLikeAccept(canvasElement);
  },
};

export const BarAtTheTop: Story = {
  args: { config: storyBanner({ layout: 'bar', position: 'top' }) },
  play: async ({ canvasElement }) => {
    const body = await frameBody(canvasElement);
    const top = body.querySelector('.ppb')!.getBoundingClientRect().top;
    await expect(top).toBe(0);
  },
};

export const Popup: Story = {
  args: { config: storyBanner({ layout: 'popup', position: 'center', button_style: 'outline' }) },
  play: async ({ canvasElement }) => {
    await rejectLooksLikeAccept(canvasElement);
  },
};

/** At 375 px the choices stack, still the same size. */
export const Mobile: Story = {
  args: { defaultView: 'mobile' },
  play: async ({ canvasElement }) => {
    const banner = await rejectLooksLikeAccept(canvasElement, 'mobile');
    const reject = banner.getByRole('button', { name: 'Reject all' }).getBoundingClientRect();
    const accept = banner.getByRole('button', { name: 'Accept all' }).getBoundingClientRect();
    await expect(accept.top).toBeGreaterThan(reject.top);
  },
};

/** Preferences: each category with its description, a switch, and its cookies. */
export const Preferences: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(await frameBody(canvasElement));
    fireEvent.click(banner.getByRole('button', { name: 'Preferences' }));
    await expect(await banner.findByRole('heading', { name: 'Strictly necessary' })).toBeVisible();
    await expect(banner.getByText('Always active')).toBeVisible();
    const analytics = banner.getByRole('switch', { name: 'Analytics' });
    await expect(analytics).not.toBeChecked();
    fireEvent.click(analytics);
    await waitFor(() => expect(analytics).toBeChecked());
    await expect(banner.getAllByText(/^Cookies \(\d+\)$/).length).toBeGreaterThan(0);
    fireEvent.click(banner.getByRole('button', { name: 'Save my choices' }));
    await expect(await banner.findByRole('button', { name: 'Cookie settings' })).toBeVisible();
  },
};

/** Arabic: the banner's document turns right to left. */
export const Arabic: Story = {
  args: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const body = await frameBody(canvasElement);
    await expect(body.ownerDocument.documentElement.dir).toBe('rtl');
    await expect(within(body).getByRole('heading', { name: 'نحن نحترم خصوصيتك' })).toBeVisible();
    await rejectLooksLikeAccept(canvasElement, 'desktop', { reject: 'رفض الكل', accept: 'قبول الكل' });
  },
};

/** A visitor switches language in the banner's own picker. */
export const SwitchLanguage: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(await frameBody(canvasElement));
    fireEvent.change(banner.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    await expect(
      await banner.findByRole('heading', { name: 'Wir respektieren Ihre Privatsphäre' }),
    ).toBeVisible();
  },
};

/** Visitors under a US opt-out rule: 'Do Not Sell or Share' beside Accept all, alike. */
export const UsOptOut: Story = {
  args: { variant: 'us_opt_out' },
  play: async ({ canvasElement }) => {
    const banner = within(await frameBody(canvasElement));
    const optOut = banner.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' });
    await expect(look(optOut)).toEqual(look(banner.getByRole('button', { name: 'Accept all' })));
    await expect(banner.queryByRole('button', { name: 'Reject all' })).toBeNull();
  },
};

/** Essentials and up without the branding line, and without Preferences. */
export const NoBrandingNoCategories: Story = {
  args: { config: storyBanner({ show_branding: false, show_categories: false }) },
  play: async ({ canvasElement }) => {
    const banner = within(await frameBody(canvasElement));
    await expect(banner.queryByText('Powered by Privacy Portal')).toBeNull();
    await expect(banner.queryByRole('button', { name: 'Preferences' })).toBeNull();
  },
};

/** The owner's colours and font (the editor warns about this contrast; the preview shows it as it is). */
export const OwnColours: Story = {
  args: {
    config: storyBanner({
      font: 'Georgia',
      colours: {
        background: '#10231b',
        text: '#f4f1e8',
        accent: '#f0b323',
        accent_text: '#10231b',
        link: '#f0b323',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await rejectLooksLikeAccept(canvasElement);
  },
};
