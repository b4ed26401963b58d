import { useQueries } from '@tanstack/react-query';
import { fetchFeatureList, queryKeys } from 'editor-kit/queries';
import {
  type FeatureListItem,
  fromRouteKey,
  type SiteEditor,
  type StoringEditor,
  storesItems,
} from 'shared-contracts';
import { siteEditors } from '../../../editors/site-editors';

type ItemsEditor = SiteEditor & StoringEditor;

/** One item of the project, with the editor it belongs to. */
export interface ProjectItem {
  editor: ItemsEditor;
  item: FeatureListItem;
}

/** The editors whose items a project holds, in the project page's order. */
const projectEditors = (): ItemsEditor[] =>
  siteEditors().editors.filter(
    (editor): editor is ItemsEditor => editor.listed && storesItems(editor),
  );

/**
 * Every item of a project in reading order: by editor (the landing page's order), then
 * oldest first, the order they were made in. The PDF and the share dialog list them so.
 */
export function orderProjectItems(lists: readonly ProjectItem[][]): ProjectItem[] {
  return lists.flatMap((list) =>
    [...list].sort(
      (a, b) => a.item.CREATED_AT - b.item.CREATED_AT || a.item.name.localeCompare(b.item.name),
    ),
  );
}

/**
 * The project's items of every editor, from the same cache as the page's sliders (so no
 * extra requests when the page has them). `items` is null until every list is in.
 */
export function useProjectItems(projectSK: string): {
  items: ProjectItem[] | null;
  failed: boolean;
} {
  const editors = projectEditors();
  const key = fromRouteKey(projectSK);
  const results = useQueries({
    queries: editors.map((editor) => ({
      queryKey: queryKeys.features(editor.type, key),
      queryFn: () => fetchFeatureList(editor, key),
    })),
  });
  const failed = results.some((result) => result.isError);
  if (results.some((result) => !result.data)) return { items: null, failed };
  return {
    items: orderProjectItems(
      results.map((result, index) =>
        (result.data ?? []).map((item) => ({ editor: editors[index]!, item })),
      ),
    ),
    failed,
  };
}
