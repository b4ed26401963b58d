import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { featureCatalog } from './catalog.js';
import type { FeatureDefinition } from './definition.js';

/**
 * The folder of editor definitions: each module's default export is one editor type the
 * API serves (`export default featureDefinition(<name>Contract)`). Found by looking, as
 * fastify's autoload does, so a new editor type is one file there and no edit here.
 */
const EDITORS_DIR = path.join(import.meta.dirname, '..', 'editors');

/** Modules of the folder, in the source tree (tests, `pnpm dev`) and in the build alike. */
const isDefinitionModule = (file: string) =>
  /\.(ts|js)$/.test(file) && !/\.(d|test)\.ts$|\.test\.js$/.test(file);

async function loadDefinitions(folder: string): Promise<FeatureDefinition[]> {
  const files = fs.readdirSync(folder).filter(isDefinitionModule).sort();
  const definitions = await Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(path.join(folder, file)).href)) as {
        default?: FeatureDefinition;
      };
      if (!module.default?.editor) {
        throw new Error(`${path.join(folder, file)} exports no editor definition by default`);
      }
      return module.default;
    }),
  );
  // Registered in the editors' own order: routes, the OpenAPI document, the thumbnails map.
  return definitions.sort((a, b) => a.editor.order - b.editor.order);
}

/**
 * Every editor type the API serves. Storage, routes, the project's thumbnails, the
 * OpenAPI document and the remotes map's list of served editors all come from it.
 */
export const FEATURES = featureCatalog(await loadDefinitions(EDITORS_DIR));
