// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The folders directly under `dir` (features or modules). */
function folders(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * The zones of `import-x/no-restricted-paths` that draw the layers (docs/ARCHITECTURE.md, "Layers").
 * Paths are relative to `root` (the repository). A zone forbids files under `target` to import
 * files under `from` (minus `except`).
 *
 * Web:    app → features → components | hooks | lib | config → @garaj/shared; a feature never imports another.
 * Server: (app.ts, server.ts, web.ts, modules/index.ts, community-handlers.ts, seed/) → modules → lib → db → @garaj/shared;
 *         a module imports another only through that module's `index.ts`.
 * @param {string} root
 */
export function layerZones(root) {
  const web = 'apps/web/src';
  const server = 'apps/server/src';
  const abs = (relative) => path.join(root, relative);

  const features = folders(abs(`${web}/features`));
  const modules = folders(abs(`${server}/modules`));

  return [
    // packages/shared is the bottom: it knows neither app.
    { target: './packages/shared/src', from: './apps', message: '@garaj/shared is the bottom layer: it imports neither app.' },

    // Web: the shared layer (components, hooks, lib, config) sits under features and app.
    ...['components', 'hooks', 'lib', 'config'].flatMap((layer) => [
      { target: `./${web}/${layer}`, from: `./${web}/features`, message: `${layer}/ is below features/: move what both need down, or pass it in as a prop.` },
      { target: `./${web}/${layer}`, from: `./${web}/app`, message: `${layer}/ is below app/.` },
    ]),
    { target: `./${web}/features`, from: `./${web}/app`, message: 'features/ is below app/: the route composes, the feature is composed.' },
    // Features never import each other: the app composes them, shared code lives in components/hooks/lib.
    ...features.map((feature) => ({
      target: `./${web}/features/${feature}`,
      from: `./${web}/features`,
      except: [`./${feature}`],
      message: `Features never import each other: move what "${feature}" needs to components/, hooks/ or lib/, or let app/ pass it in.`,
    })),

    // Server: db is under lib, lib under modules; the demo seed (seed/) is start-up tooling like
    // server.ts: it may import every module, and nothing below it imports the seed.
    { target: `./${server}/db`, from: `./${server}/lib/**`, message: 'db/ is below lib/.' },
    { target: `./${server}/db`, from: `./${server}/modules/**`, message: 'db/ is below modules/.' },
    ...[`./${server}/db`, `./${server}/lib`, `./${server}/modules/**/!(*.test).ts`].map((target) => ({
      target,
      from: `./${server}/seed`,
      message: 'seed/ is start-up tooling above the modules: move what both need into the module or db/.',
    })),
    { target: `./${server}/lib`, from: `./${server}/modules`, message: 'lib/ is below modules/: move what lib needs into lib/.' },
    ...[`./${server}/lib`, `./${server}/db`, `./${server}/modules/**/*`].map((target) => ({
      target,
      from: [`./${server}/app.ts`, `./${server}/server.ts`, `./${server}/web.ts`],
      message: 'app.ts, server.ts and web.ts assemble the app: nothing below them imports them (the dependencies type is in deps.ts).',
    })),
    // A module reaches a sibling only through the sibling's index.ts.
    ...modules.map((module) => ({
      target: `./${server}/modules/${module}/**/*`,
      from: [`./${server}/modules/*/**/*`],
      except: [`**/${server}/modules/${module}/**`, `**/${server}/modules/*/index.ts`],
      message: `A module imports another only through its index.ts (export what "${module}" needs there; never a routes file).`,
    })),
  ];
}
