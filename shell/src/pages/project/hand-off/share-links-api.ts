import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, sendJson } from 'shared-auth';
import { fromRouteKey, toApiPathKey } from 'shared-contracts';

/** A share link as its owner sees it (the token itself is shown once, at creation). */
export interface ShareLink {
  id: string;
  projectSK: string;
  itemSK: string | null;
  itemType: string | null;
  itemName: string | null;
  createdAt: number;
  lastOpenedAt: number | null;
}

/** A link just made: with its token, as the page's address (`/s/<token>`). */
export interface NewShareLink extends ShareLink {
  token: string;
  path: string;
}

const linksKey = (projectSK: string) => ['share-links', fromRouteKey(projectSK)] as const;

/** The project's share links, newest first. */
export function useShareLinks(projectSK: string, enabled: boolean) {
  return useQuery({
    queryKey: linksKey(projectSK),
    enabled,
    // Each opening shows when the links were last opened, which changes elsewhere.
    refetchOnMount: 'always',
    queryFn: () =>
      apiJson<{ links: ShareLink[] }>(
        `/api/share-links?projectSK=${toApiPathKey(fromRouteKey(projectSK))}`,
      ).then((answer) => answer.links),
  });
}

/** Creates a link to the project (`itemSK` null) or one of its items. */
export function useCreateShareLink(projectSK: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemSK: string | null) =>
      sendJson<NewShareLink>('POST', '/api/share-links', {
        projectSK: fromRouteKey(projectSK),
        ...(itemSK ? { itemSK } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(projectSK) }),
  });
}

/** Revokes a link: it stops working at once. */
export function useRevokeShareLink(projectSK: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<undefined>(`/api/share-links/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(projectSK) }),
  });
}
