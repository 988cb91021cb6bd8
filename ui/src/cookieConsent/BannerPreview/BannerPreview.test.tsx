import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testCategories, testConfig, testCookie } from '../bannerConfig/testFixtures.ts';
import { BannerPreview } from './BannerPreview.tsx';

const frameOf = (view: 'desktop' | 'mobile' = 'desktop') => page.getByTitle(`Banner preview, ${view} width`);

async function frameDocument(view: 'desktop' | 'mobile' = 'desktop'): Promise<Document> {
  const iframe = frameOf(view).element() as HTMLIFrameElement;
  await expect.poll(() => iframe.contentDocument?.querySelector('.ppb')).toBeTruthy();
  return iframe.contentDocument as Document;
}

function box(element: Element) {
  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
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

describe('BannerPreview', () => {
  it('shows Reject all exactly like Accept all, at desktop and mobile width', async () => {
    await render(
      <BannerPreview
        config={testConfig({ layout: 'bar', position: 'bottom' })}
        categories={testCategories()}
      />,
    );
    const frame = page.frameLocator(frameOf());
    await expect.element(frame.getByRole('heading', { name: 'We value your privacy' })).toBeVisible();
    let doc = await frameDocument();
    const reject = doc.querySelector('[data-choice="reject"]')!;
    const accept = doc.querySelector('[data-choice="accept"]')!;
    expect(reject.textContent).toBe('Reject all');
    expect(accept.textContent).toBe('Accept all');
    expect(box(reject)).toEqual(box(accept));

    await page.getByRole('radio', { name: 'Mobile' }).click();
    doc = await frameDocument('mobile');
    const [r, a] = [
      doc.querySelector('[data-choice="reject"]')!,
      doc.querySelector('[data-choice="accept"]')!,
    ];
    expect(box(r)).toEqual(box(a));
    // Stacked at 375 px: one above the other, as wide as the sheet.
    expect(r.getBoundingClientRect().top).not.toBe(a.getBoundingClientRect().top);
    expect(Math.round(r.getBoundingClientRect().width)).toBeGreaterThan(300);
  });

  it('fits the 1280-pixel page into its column, or shows it at actual size', async () => {
    await render(
      <div style={{ width: 640 }}>
        <BannerPreview config={testConfig()} categories={testCategories()} />
      </div>,
    );
    await expect.element(page.getByText('1280 px at 50 % · English')).toBeVisible();
    const iframe = frameOf().element() as HTMLIFrameElement;
    expect(iframe.style.transform).toBe('scale(0.5)');
    await page.getByRole('button', { name: 'Actual size' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Actual size' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(iframe.style.transform).toBe('scale(1)');
    await expect.element(page.getByText('1280 px · English')).toBeVisible();
  });

  it('opens Preferences with each category, its description and its cookies', async () => {
    const categories = testCategories();
    await render(
      <BannerPreview
        config={testConfig()}
        categories={categories}
        cookies={[testCookie(1, '_ga', 3, { purpose: 'Counts visits.' }), testCookie(2, 'sid', 1)]}
      />,
    );
    const frame = page.frameLocator(frameOf());
    await frame.getByRole('button', { name: 'Preferences' }).click();
    await expect.element(frame.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    await expect.element(frame.getByText('Always active')).toBeVisible();
    await expect.element(frame.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await frame.getByRole('switch', { name: 'Analytics' }).click();
    await expect.element(frame.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    // Necessary lists sid, Analytics lists _ga.
    await frame.getByText('Cookies (1)').nth(1).click();
    await expect.element(frame.getByText('Counts visits.')).toBeVisible();
    await frame.getByRole('button', { name: 'Save my choices' }).click();
    await expect.element(frame.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await frame.getByRole('button', { name: 'Cookie settings' }).click();
    await expect.element(frame.getByRole('heading', { name: 'We value your privacy' })).toBeVisible();
  });

  it('switches language in the banner, right to left for Arabic', async () => {
    await render(<BannerPreview config={testConfig()} categories={testCategories()} />);
    const frame = page.frameLocator(frameOf());
    await frame.getByRole('combobox', { name: 'Language' }).selectOptions('ar');
    await expect.element(frame.getByRole('heading', { name: 'نحن نحترم خصوصيتك' })).toBeVisible();
    const doc = await frameDocument();
    expect(doc.documentElement.dir).toBe('rtl');
    expect(doc.documentElement.lang).toBe('ar');
    await expect.element(frame.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });

  it('names a default category without a translation of its own in the language’s built-in wording', async () => {
    // Only the English name and description of their own: German gets the built-in German wording,
    // fetched for German alone when the preferences are opened.
    const categories = testCategories().map((category) => ({ ...category, translations: {} }));
    await render(<BannerPreview config={testConfig()} categories={categories} />);
    const frame = page.frameLocator(frameOf());
    await frame.getByRole('combobox', { name: 'Language' }).selectOptions('de');
    await frame.getByRole('button', { name: 'Einstellungen' }).click();
    await expect.element(frame.getByRole('heading', { name: 'Analyse' })).toBeVisible();
    await expect.element(frame.getByRole('heading', { name: 'Unbedingt erforderlich' })).toBeVisible();
  });

  it('shows the opt-out banner, the branding and never runs markup from the texts', async () => {
    const config = testConfig({
      show_branding: true,
      privacy_policy_url: 'javascript:alert(1)',
      logo_url: 'javascript:alert(2)',
    });
    config.texts.en = {
      ...config.texts.en!,
      title: '<img src=x onerror=alert(1)>Cookies',
      message:
        'Read <a href="https://example.com/p">our policy</a><script>window.hacked=1</script> <b>now</b> <a href="javascript:alert(1)">x</a>',
    };
    await render(<BannerPreview config={config} categories={testCategories()} />);
    const frame = page.frameLocator(frameOf());
    await expect
      .element(frame.getByRole('heading', { name: '<img src=x onerror=alert(1)>Cookies' }))
      .toBeVisible();
    await expect
      .element(frame.getByRole('link', { name: 'our policy' }))
      .toHaveAttribute('href', 'https://example.com/p');
    await expect.element(frame.getByText('Powered by Privacy Portal')).toBeVisible();
    const doc = await frameDocument();
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('b')?.textContent).toBe('now');
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/p',
    ]);

    await page.getByRole('radio', { name: 'Opt-out (US)' }).click();
    await expect
      .element(frame.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' }))
      .toBeVisible();
    await expect.element(frame.getByRole('button', { name: 'Reject all' })).not.toBeInTheDocument();
  });

  it('hides the branding and Preferences when the configuration says so', async () => {
    await render(
      <BannerPreview
        config={testConfig({
          show_branding: false,
          show_categories: false,
          layout: 'popup',
          position: 'center',
        })}
        categories={testCategories()}
      />,
    );
    const frame = page.frameLocator(frameOf());
    await expect.element(frame.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
    await expect.element(frame.getByText('Powered by Privacy Portal')).not.toBeInTheDocument();
    await expect.element(frame.getByRole('button', { name: 'Preferences' })).not.toBeInTheDocument();
  });
  it('shows the other choice exactly like Accept all in every layout, colour, language and variant', async () => {
    // The choice buttons by what a visitor reads on them, compared as the browser drew them.
    async function choicesLookAlike(other: string, accept: string, choice = 'reject') {
      await expect.element(page.frameLocator(frameOf()).getByRole('button', { name: other })).toBeVisible();
      const doc = await frameDocument();
      const [o, a] = [
        doc.querySelector(`[data-choice="${choice}"]`)!,
        doc.querySelector('[data-choice="accept"]')!,
      ];
      expect([o.textContent, a.textContent]).toEqual([other, accept]);
      expect(box(o)).toEqual(box(a));
    }
    const looks = [
      testConfig(),
      testConfig({ layout: 'popup', position: 'center', button_style: 'outline' }),
      testConfig({
        font: 'Georgia',
        colours: {
          background: '#10231b',
          text: '#f4f1e8',
          accent: '#f0b323',
          accent_text: '#10231b',
          link: '#f0b323',
        },
      }),
    ];
    for (const config of looks) {
      const screen = await render(<BannerPreview config={config} categories={testCategories()} />);
      await choicesLookAlike('Reject all', 'Accept all');
      await screen.unmount();
    }
    const arabic = await render(
      <BannerPreview config={testConfig()} categories={testCategories()} language="ar" />,
    );
    await choicesLookAlike('رفض الكل', 'قبول الكل');
    await arabic.unmount();
    await render(<BannerPreview config={testConfig()} categories={testCategories()} variant="us_opt_out" />);
    await choicesLookAlike('Do Not Sell or Share My Personal Information', 'Accept all', 'opt-out');
  });

  it('puts a bar at the top against the top edge, and switches to German in the picker', async () => {
    await render(
      <BannerPreview config={testConfig({ layout: 'bar', position: 'top' })} categories={testCategories()} />,
    );
    const doc = await frameDocument();
    expect(doc.querySelector('.ppb')!.getBoundingClientRect().top).toBe(0);
    const frame = page.frameLocator(frameOf());
    await frame.getByRole('combobox', { name: 'Language' }).selectOptions('de');
    await expect
      .element(frame.getByRole('heading', { name: 'Wir respektieren Ihre Privatsphäre' }))
      .toBeVisible();
  });
});
