import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BarChart } from './BarChart.tsx';
import { DonutChart } from './DonutChart.tsx';
import { LineChart } from './LineChart.tsx';

interface Month {
  month: string;
  requests: number;
  completed: number;
}
const months: Month[] = [
  { month: 'Jan', requests: 4, completed: 2 },
  { month: 'Feb', requests: 12, completed: 9 },
  { month: 'Mar', requests: 20, completed: 1500 },
];
const series = [
  { key: 'requests' as const, label: 'Requests' },
  { key: 'completed' as const, label: 'Completed' },
];

/** Rows of the screen-reader table as text, header first. */
const tableText = (name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .elements()
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('BarChart value axis', () => {
  const licences = [{ product: 'Cookie Consent', assigned: 1 }];
  // The value axis' tick labels: every drawn number (the category axis says 'Cookie Consent').
  const axisTicks = () =>
    [...document.querySelectorAll('svg text')]
      .map((tick) => tick.textContent ?? '')
      .filter((text) => /^[\d.]+$/.test(text));

  it('ticks at whole numbers for counts', async () => {
    await render(
      <div style={{ width: 400 }}>
        <BarChart
          title="Licences"
          data={licences}
          xKey="product"
          series={[{ key: 'assigned', label: 'Assigned' }]}
          allowDecimals={false}
        />
      </div>,
    );
    await expect.poll(axisTicks).not.toEqual([]);
    expect(axisTicks().every((tick) => /^\d+$/.test(tick))).toBe(true);
  });

  it('ticks at whole numbers when the counts would give quarter steps (0.75, 2.25)', async () => {
    await render(
      <div style={{ width: 400 }}>
        <BarChart
          title="Licences"
          data={[
            { product: 'Cookie Consent', assigned: 3 },
            { product: 'DSAR', assigned: 1 },
          ]}
          xKey="product"
          series={[{ key: 'assigned', label: 'Assigned' }]}
          allowDecimals={false}
        />
      </div>,
    );
    await expect.poll(axisTicks).toEqual(['0', '1', '2', '3']);
  });

  it('may tick at fractions by default', async () => {
    await render(
      <div style={{ width: 400 }}>
        <BarChart
          title="Licences"
          data={licences}
          xKey="product"
          series={[{ key: 'assigned', label: 'Assigned' }]}
        />
      </div>,
    );
    // One licence on a decimal axis ticks between 0 and 1.
    await expect.poll(() => axisTicks().some((tick) => tick.includes('.'))).toBe(true);
  });
});

describe('LineChart', () => {
  it('is a captioned figure with a summarised image and the numbers in a table', async () => {
    await render(
      <div style={{ width: 500 }}>
        <LineChart title="DSAR requests" data={months} xKey="month" xLabel="Month" series={series} />
      </div>,
    );
    await expect.element(page.getByRole('figure', { name: 'DSAR requests' })).toBeVisible();
    const img = page.getByRole('img', {
      name: 'Line chart of Requests, Completed by Month, 3 points (Jan to Mar). Requests from 4 to 20. Completed from 2 to 1,500.',
    });
    await expect.element(img).toBeVisible();
    expect(tableText('DSAR requests')).toEqual([
      ['Month', 'Requests', 'Completed'],
      ['Jan', '4', '2'],
      ['Feb', '12', '9'],
      ['Mar', '20', '1,500'],
    ]);
    // The legend names the series in text.
    await expect.element(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  });

  it('follows the width of its container', async () => {
    await render(
      <div style={{ width: 320 }}>
        <LineChart title="Narrow" data={months} xKey="month" series={series} height={200} />
      </div>,
    );
    const img = page.getByRole('img', { name: /^Line chart/ });
    await expect.element(img).toBeVisible();
    // The plot is the largest drawing inside (legend icons are small ones).
    const plotSize = () => {
      const boxes = [...img.element().querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect());
      const widest = boxes.sort((a, b) => b.width - a.width)[0];
      return widest ? [widest.width, widest.height] : [];
    };
    await expect.poll(plotSize).toEqual([320, 200]);
  });

  it('shows the empty message and a loader instead of a chart', async () => {
    const screen = await render(
      <LineChart
        title="Empty"
        data={[] as Month[]}
        xKey="month"
        series={series}
        emptyMessage="No requests yet"
      />,
    );
    await expect.element(page.getByText('No requests yet')).toBeVisible();
    expect(page.getByRole('img').query()).toBeNull();
    await screen.rerender(<LineChart title="Empty" data={months} xKey="month" series={series} loading />);
    await expect.element(page.getByRole('progressbar', { name: 'Loading Empty' })).toBeVisible();
    expect(page.getByRole('img').query()).toBeNull();
  });
});

describe('BarChart', () => {
  it('summarises, tabulates with a custom format and takes a summary override', async () => {
    const screen = await render(
      <BarChart
        title="Consents"
        data={months}
        xKey="month"
        series={[{ key: 'requests', label: 'Opt-ins' }]}
        valueFormatter={(v) => `${v} k`}
      />,
    );
    await expect
      .element(
        page.getByRole('img', {
          name: 'Bar chart of Opt-ins by month, 3 points (Jan to Mar). Opt-ins from 4 k to 20 k.',
        }),
      )
      .toBeVisible();
    expect(tableText('Consents')).toEqual([
      ['month', 'Opt-ins'],
      ['Jan', '4 k'],
      ['Feb', '12 k'],
      ['Mar', '20 k'],
    ]);
    await screen.rerender(
      <BarChart
        title="Consents"
        data={months}
        xKey="month"
        series={series}
        summary="Opt-ins rose each month."
        stacked
      />,
    );
    await expect.element(page.getByRole('img', { name: 'Opt-ins rose each month.' })).toBeVisible();
  });
});

describe('hover card', () => {
  it('gives the category and each series value under the pointer, hidden from screen readers', async () => {
    await render(
      <div style={{ width: 480 }}>
        <BarChart title="Requests" data={months} xKey="month" series={series} />
      </div>,
    );
    const img = page.getByRole('img', { name: /^Bar chart/ });
    await expect.element(img).toBeVisible();
    // The pointer over the middle of the plot is over February.
    const lastRect = () => [...img.element().querySelectorAll('svg rect')].at(-1);
    await expect.poll(lastRect).toBeTruthy();
    const overlay = lastRect() as SVGRectElement;
    await page.elementLocator(overlay).hover();
    await expect
      .poll(() => document.querySelector('[aria-hidden="true"] ul')?.textContent)
      .toBe('Requests: 12Completed: 9');
    await page.elementLocator(overlay).unhover();
    await expect.poll(() => document.querySelector('[aria-hidden="true"] ul')).toBeNull();
  });
});

describe('DonutChart', () => {
  it('gives each slice with its share in the summary and the table', async () => {
    await render(
      <DonutChart
        title="Consent decisions"
        labelHeader="Decision"
        valueHeader="Visitors"
        data={[
          { label: 'Accepted', value: 60 },
          { label: 'Rejected', value: 30 },
          { label: 'Partial', value: 10 },
        ]}
      />,
    );
    await expect.element(page.getByRole('figure', { name: 'Consent decisions' })).toBeVisible();
    await expect
      .element(
        page.getByRole('img', {
          name: 'Donut chart, total 100: Accepted 60 (60%), Rejected 30 (30%), Partial 10 (10%).',
        }),
      )
      .toBeVisible();
    expect(tableText('Consent decisions')).toEqual([
      ['Decision', 'Visitors', 'Share'],
      ['Accepted', '60', '60%'],
      ['Rejected', '30', '30%'],
      ['Partial', '10', '10%'],
    ]);
  });

  it('treats all-zero data as empty', async () => {
    await render(<DonutChart title="Nothing" data={[{ label: 'Accepted', value: 0 }]} />);
    await expect.element(page.getByText('No data to show')).toBeVisible();
  });
});
