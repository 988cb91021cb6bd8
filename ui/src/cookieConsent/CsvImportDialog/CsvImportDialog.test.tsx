import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type CsvFile, CsvImportDialog } from './CsvImportDialog.tsx';
import { COOKIE_CSV_TEMPLATE } from './csvTemplate.ts';

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('CsvImportDialog', () => {
  it('reads the chosen file as text and imports it', async () => {
    const onImport = vi.fn<(file: CsvFile) => void>();
    await render(<CsvImportDialog isOpen onImport={onImport} onCancel={() => {}} />);
    const dialog = page.getByRole('dialog', { name: 'Import cookies from CSV' });
    await expect.element(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await userEvent.upload(fileInput(), new File([COOKIE_CSV_TEMPLATE], 'cookies.csv', { type: 'text/csv' }));
    await expect.element(dialog.getByText('cookies.csv: 2 rows')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import' }).click();
    expect(onImport).toHaveBeenCalledWith({ csv: COOKIE_CSV_TEMPLATE, file_name: 'cookies.csv' });
  });

  it('refuses an empty file before sending it', async () => {
    const onImport = vi.fn();
    await render(<CsvImportDialog isOpen onImport={onImport} onCancel={() => {}} />);
    await userEvent.upload(fileInput(), new File(['  \n'], 'empty.csv', { type: 'text/csv' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('empty.csv is empty.');
    await expect.element(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('offers the template for download', async () => {
    await render(<CsvImportDialog isOpen onImport={() => {}} onCancel={() => {}} />);
    const link = page.getByRole('link', { name: 'Download the template' });
    await expect.element(link).toHaveAttribute('download', 'cookie-import-template.csv');
    const href = link.element().getAttribute('href') ?? '';
    expect(decodeURIComponent(href.replace('data:text/csv;charset=utf-8,', ''))).toContain(
      'name,domain,path,category,purpose,type,duration,party,script_url',
    );
  });

  it('lists the refused rows by row and column, and says nothing was imported', async () => {
    await render(
      <CsvImportDialog
        isOpen
        rowErrors={[
          { row: 4, column: 'domain', reason: 'must be a host name such as .demo-store.example' },
          { row: 2, column: 'category', reason: 'is not a category of this property' },
        ]}
        onImport={() => {}}
        onCancel={() => {}}
      />,
    );
    await expect.element(page.getByText('Nothing was imported')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Rows to correct' }).getByRole('row');
    expect(rows.elements().map((r) => r.textContent)).toEqual([
      'RowColumnProblem',
      '2categoryis not a category of this property',
      '4domainmust be a host name such as .demo-store.example',
    ]);
  });

  it("shows the server's refusal of the file, and cannot be cancelled while importing", async () => {
    const { rerender } = await render(
      <CsvImportDialog
        isOpen
        error="The file has no header row naming the columns."
        onImport={() => {}}
        onCancel={() => {}}
      />,
    );
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The file has no header row naming the columns.');
    await rerender(<CsvImportDialog isOpen busy onImport={() => {}} onCancel={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
