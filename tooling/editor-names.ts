import fs from 'node:fs';
import path from 'node:path';
import type { EditorDescription } from '../shared-contracts/src/editors/description.ts';

/**
 * How code would name an editor if it knew one (architecture §4: the shell and the kit
 * know none): its type or route as a string literal, its federation name, its route as a
 * path, its API path. Words that are also ordinary ones (a `canvas` element) count only
 * quoted, so a comment or a DOM call is not taken for knowledge of an editor.
 */
export function editorNames(editor: EditorDescription): string[] {
  const quoted = (word: string) => [`'${word}'`, `"${word}"`, `\`${word}\``];
  return [
    ...quoted(editor.type),
    ...quoted(editor.route),
    editor.remote,
    `/${editor.route}/`,
    `/${editor.route}'`,
    `/${editor.route}"`,
    `/${editor.route}\``,
    ...(editor.items ? [`/api/${editor.items.apiPath}`, ...quoted(editor.items.apiPath)] : []),
  ];
}

/** Each place in `text` that names one of `editors`: `name (file)`. */
export function editorNamesIn(
  text: string,
  editors: readonly EditorDescription[],
  file: string,
): string[] {
  return editors.flatMap((editor) =>
    editorNames(editor)
      .filter((name) => text.includes(name))
      .map((name) => `${name} (${file})`),
  );
}

/** Every file under `folder` whose name passes `take`. */
export function filesUnder(folder: string, take: (file: string) => boolean): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(folder, file))
    .filter((file) => fs.statSync(file).isFile() && take(file));
}
