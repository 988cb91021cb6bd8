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
  planModule(name: string, options?: { area?: string }): Plan;
  moduleNames(name: string, area?: string): Plan['names'] & { label: string; table: string };
}

const script = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'new-module.mjs');
const generator = (await import(script)) as Generator;

describe('npm run new:module', () => {
  const plan = generator.planModule('vendor-risk');

  it('spells the module as cookieConsent and dsar do: camelCase folders, kebab-case paths and contract', () => {
    expect(generator.moduleNames('vendor-risk')).toMatchObject({
      key: 'vendorRisk',
      Pascal: 'VendorRisk',
      label: 'Vendor Risk',
      path: 'vendor-risk',
      table: 'vendor_risk_items',
      area: 'items',
      One: 'Item',
    });
    expect(generator.moduleNames('vendor-risk', 'risk-scores')).toMatchObject({
      area: 'riskScores',
      areaPath: 'risk-scores',
      One: 'RiskScore',
      table: 'vendor_risk_risk_scores',
    });
    expect(() => generator.moduleNames('Vendor Risk')).toThrow(/lower-case/);
    expect(() => generator.moduleNames('vendor-risk', 'Risks')).toThrow(/--area/);
  });

  it('writes every layer in the real modules’ shape: sub-areas, per-module test folders', () => {
    const files = Object.keys(plan.files).filter((f) => !f.startsWith('server/src/db/migrations/'));
    expect(files.sort()).toEqual(
      [
        'openapi/paths/vendor-risk.yaml',
        'server/src/modules/vendorRisk/vendorRisk.handlers.ts',
        'server/src/modules/vendorRisk/items/items.handlers.ts',
        'server/src/modules/vendorRisk/items/items.service.ts',
        'server/src/modules/vendorRisk/items/items.queries.ts',
        'server/test/vendorRisk/items.test.ts',
        'sdk/src/rules/vendorRisk/vendorRisk.rules.ts',
        'sdk/src/rules/modules/vendorRisk.ts',
        'sdk/test/vendor-risk.rules.test.ts',
        'scripts/fixture-writes/vendorRisk.ts',
        'ui/src/vendorRisk/VendorRiskItemList/VendorRiskItemList.tsx',
        'ui/src/vendorRisk/VendorRiskItemList/VendorRiskItemList.module.css',
        'ui/src/vendorRisk/VendorRiskItemList/VendorRiskItemList.test.tsx',
        'ui/src/vendorRisk/VendorRiskItemList/index.ts',
        'stories/src/vendorRisk/VendorRiskItemList/VendorRiskItemList.stories.tsx',
        'stories/src/vendorRisk/VendorRiskConfiguration/VendorRiskConfiguration.stories.tsx',
        'portal/src/modules/vendorRisk/VendorRiskPage.tsx',
        'portal/src/modules/vendorRisk/index.ts',
        'portal/src/modules/vendorRisk/items/VendorRiskItemsPage.tsx',
        'portal/src/modules/vendorRisk/items/items.queries.ts',
        'portal/test/vendorRisk/routes.test.ts',
        'portal/test/vendorRisk/VendorRiskItemsPage.test.tsx',
      ].sort(),
    );
    expect(
      Object.keys(plan.files).some((f) => /^server\/src\/db\/migrations\/\d{4}_vendorRisk\.ts$/.test(f)),
    ).toBe(true);
  });

  it('composes the module’s handler map from its areas, as cookieConsent and dsar do', () => {
    expect(plan.files['server/src/modules/vendorRisk/vendorRisk.handlers.ts']).toContain(
      '...itemsHandlers(deps),',
    );
  });

  it('gives the mocks recordings, not handlers: a read and a write for the recorder', () => {
    expect(Object.keys(plan.files).some((f) => f.startsWith('mocks/src/'))).toBe(false);
    const writes = plan.files['scripts/fixture-writes/vendorRisk.ts'];
    expect(writes).toContain("const write = writesOf('vendorRisk');");
    expect(writes).toContain("write('post', '/vendor-risk/items', '/vendor-risk/items',");
    expect(plan.edits['scripts/record-fixtures.requests.ts']).toContain(
      "...each('vendorRisk', '/vendor-risk/items?limit=100', [OWNER]),\n];",
    );
    expect(plan.edits['scripts/record-fixtures.requests.ts']).toMatch(/FixtureModule = .* \| 'vendorRisk';/);
    expect(plan.edits['scripts/record-fixtures.writes.ts']).toContain('  ...VENDOR_RISK_WRITES,');
    expect(plan.edits['mocks/src/fixtures.ts']).toContain(
      "import vendorRisk from '../fixtures/vendorRisk.json' with { type: 'json' };",
    );
    expect(plan.edits['mocks/src/fixtures.ts']).toMatch(/FIXTURES\b.*= \{ [^}]*, vendorRisk \};/);
  });

  it('wires the shared PublishHistory and ExportJobPanel into the configuration story', () => {
    const story =
      plan.files['stories/src/vendorRisk/VendorRiskConfiguration/VendorRiskConfiguration.stories.tsx'];
    expect(story).toContain("from '@privacy-portal/ui/module/PublishHistory'");
    expect(story).toContain("from '@privacy-portal/ui/module/ExportJobPanel'");
  });

  it('names a second area by --area', () => {
    const risks = generator.planModule('vendor-risk', { area: 'risks' });
    expect(Object.keys(risks.files)).toContain('server/src/modules/vendorRisk/risks/risks.service.ts');
    expect(Object.keys(risks.files)).toContain('portal/src/modules/vendorRisk/risks/VendorRiskRisksPage.tsx');
    expect(risks.edits['openapi/openapi.yaml']).toContain(
      "/vendor-risk/risks: { $ref: 'paths/vendor-risk.yaml#/risks' }",
    );
  });

  it('registers it where the contract, migrations, app, sdk, registry and portal list modules', () => {
    expect(plan.edits['openapi/openapi.yaml']).toContain(
      "/vendor-risk/items: { $ref: 'paths/vendor-risk.yaml#/items' }",
    );
    expect(plan.edits['server/src/db/migrations.ts']).toMatch(/'\d{4}_vendorRisk': vendorRisk,/);
    expect(plan.edits['server/src/app.ts']).toContain('...vendorRiskHandlers(deps),');
    expect(plan.edits['sdk/src/index.ts']).toContain('normalizeVendorRiskItemName');
    expect(plan.edits['sdk/src/rules/modules/registry.ts']).toContain('  vendorRiskModule,\n] as const');
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
