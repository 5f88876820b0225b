/**
 * The layer rules of eslint.config.js (docs/ARCHITECTURE.md, "Layers") can fail: each case lints
 * one import with the repository's own configuration and expects the rule's error, and an
 * allowed import next to it expects none. In-memory files are placed inside the apps so the
 * rules' zones apply; imported files are real ones.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The probe files exist only in memory, so no TypeScript project holds them: the type-checked
// rules (which need one) are switched off for them, the layer rules apply as configured.
const eslint = new ESLint({ cwd: root, ignore: false, overrideConfig: tseslint.configs.disableTypeChecked });

/** The rule ids reported for `code` linted as if it were the file at `filePath` (relative to the repository). */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('layer rules', { timeout: 60_000 }, () => {
  it('a feature importing another feature is an error; importing components/ is not', async () => {
    const file = 'apps/web/src/features/blog/components/layer-rule-probe.tsx';
    expect(await ruleIds("import { useForumLiveUpdates } from '@/features/forum/hooks/use-forum-live-updates';\nexport const probe = useForumLiveUpdates;\n", file)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds("import { ReportButton } from '@/components/report/report-button';\nexport const probe = ReportButton;\n", file)).toEqual([]);
  });

  it('components/ importing a feature is an error', async () => {
    const file = 'apps/web/src/components/layer-rule-probe.tsx';
    expect(await ruleIds("import { useForumLiveUpdates } from '@/features/forum/hooks/use-forum-live-updates';\nexport const probe = useForumLiveUpdates;\n", file)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("a module importing a sibling's file other than index.ts (a service, a routes file) is an error; its index.ts is not", async () => {
    const file = 'apps/server/src/modules/users/layer-rule-probe.ts';
    expect(await ruleIds("import { selectGarageRows } from '../garages/garages.queries.ts';\nexport const probe = selectGarageRows;\n", file)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds("import { imagesRoutes } from '../images/images.routes.ts';\nexport const probe = imagesRoutes;\n", file)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds("import { selectGarageRows } from '../garages/index.ts';\nexport const probe = selectGarageRows;\n", file)).toEqual([]);
  });

  it('lib/ importing a module, or anything importing app.ts, is an error', async () => {
    expect(await ruleIds("import { getSiteStats } from '../modules/stats/index.ts';\nexport const probe = getSiteStats;\n", 'apps/server/src/lib/layer-rule-probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds("import { buildApp } from '../../app.ts';\nexport const probe = buildApp;\n", 'apps/server/src/modules/stats/layer-rule-probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('a module importing the demo seed is an error; the seed importing a module is not', async () => {
    expect(await ruleIds("import { seedDemo } from '../../seed/seed.ts';\nexport const probe = seedDemo;\n", 'apps/server/src/modules/help/layer-rule-probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds("import { recomputeAllBadges } from '../modules/badges/index.ts';\nexport const probe = recomputeAllBadges;\n", 'apps/server/src/seed/layer-rule-probe.ts')).toEqual([]);
  });

  it('an import cycle is an error', async () => {
    const [result] = await eslint.lintFiles([path.join(root, 'eslint-fixtures/cycle/a.ts')]);
    expect((result?.messages ?? []).map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
