// The module generator (scripts/new-module.mjs) as CI sees it: without writing anything, its plan
// for a module holds a file in every layer, finds every place it registers the module in today's
// code, and each TypeScript file it would write parses. The full proof (generate, lint, typecheck,
// test) is in docs/modules/adding-a-module.md.
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

interface Plan {
  names: { key: string; Pascal: string; path: string };
  files: Record<string, string>;
  edits: Record<string, string>;
}
interface Generator {
  planModule(name: string): Plan;
  moduleNames(name: string): Plan['names'] & { label: string; table: string };
}

const script = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'new-module.mjs');
const generator = (await import(script)) as Generator;

describe('npm run new:module', () => {
  const plan = generator.planModule('vendor-risk');

  it('spells the module one way: camelCase key for folders and the registry, kebab-case in paths', () => {
    expect(generator.moduleNames('vendor-risk')).toMatchObject({
      key: 'vendorRisk',
      Pascal: 'VendorRisk',
      label: 'Vendor Risk',
      path: 'vendor-risk',
      table: 'vendor_risk_items',
    });
    expect(() => generator.moduleNames('Vendor Risk')).toThrow(/lower-case/);
  });

  it('writes a file in every layer', () => {
    const files = Object.keys(plan.files);
    for (const expected of [
      'openapi/paths/vendorRisk.yaml',
      'server/src/modules/vendorRisk/vendorRisk.handlers.ts',
      'server/src/modules/vendorRisk/vendorRisk.service.ts',
      'server/src/modules/vendorRisk/vendorRisk.queries.ts',
      'sdk/src/rules/vendorRisk/vendorRisk.rules.ts',
      'sdk/src/rules/modules/vendorRisk.ts',
      'mocks/src/handlers/vendorRisk.handlers.ts',
      'ui/src/vendorRisk/VendorRiskItemList/VendorRiskItemList.tsx',
      'ui/src/vendorRisk/VendorRiskItemList/VendorRiskItemList.module.css',
      'ui/src/vendorRisk/VendorRiskItemList/VendorRiskItemList.test.tsx',
      'stories/src/vendorRisk/VendorRiskItemList.stories.tsx',
      'portal/src/modules/vendorRisk/VendorRiskPage.tsx',
    ]) {
      expect(files).toContain(expected);
    }
    expect(files.some((f) => /^server\/src\/db\/migrations\/\d{4}_vendorRisk\.ts$/.test(f))).toBe(true);
  });

  it('registers it where the contract, migrations, app, sdk, registry, mocks and portal list modules', () => {
    expect(plan.edits['openapi/openapi.yaml']).toContain(
      "/vendor-risk/items: { $ref: 'paths/vendorRisk.yaml#/items' }",
    );
    expect(plan.edits['server/src/db/migrations.ts']).toMatch(/'\d{4}_vendorRisk': vendorRisk,/);
    expect(plan.edits['server/src/app.ts']).toContain('...vendorRiskHandlers(deps),');
    expect(plan.edits['sdk/src/index.ts']).toContain('normalizeVendorRiskItemName');
    expect(plan.edits['sdk/src/rules/modules/registry.ts']).toContain('  vendorRiskModule,\n] as const');
    expect(plan.edits['mocks/src/handlers.ts']).toContain('  vendorRiskHandlers,\n];');
    expect(plan.edits['portal/src/modules/pages.ts']).toContain(
      "vendorRisk: page(() => import('./vendorRisk/index.ts')",
    );
  });

  it('writes TypeScript that parses', () => {
    for (const [file, text] of Object.entries(plan.files)) {
      if (!/\.tsx?$/.test(file)) continue;
      const out = ts.transpileModule(text, {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: {
          jsx: ts.JsxEmit.ReactJSX,
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2022,
        },
      });
      expect(
        out.diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
        file,
      ).toEqual([]);
    }
  });

  it('refuses a module that exists', () => {
    expect(() => generator.planModule('dsar')).toThrow(/exists/);
  });
});
