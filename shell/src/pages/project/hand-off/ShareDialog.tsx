import { formatDateTime } from 'editor-kit/i18n';
import { useRef, useState } from 'react';
import { useSession } from 'shared-auth';
import { kindWord } from 'shared-contracts';
import { Button, Dialog, Select, Spinner, TextField, useToast } from 'shared-ui';
import { messageOfError } from '../../../api/errors';
import { useEditorWords } from '../../../editors/useEditorWords';
import { useTranslation } from '../../../i18n';
import type { ProjectItem } from './project-items';
import {
  type NewShareLink,
  type ShareLink,
  useCreateShareLink,
  useRevokeShareLink,
  useShareLinks,
} from './share-links-api';

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  projectSK: string;
  /** The project's items, in order; null while they load. */
  items: ProjectItem[] | null;
}

const WHOLE_PROJECT = '';

/** What a viewer sees as the sharer: the account's name before any '@' (the API's rule). */
const sharerName = (username: string) => username.split('@')[0] ?? username;

/**
 * Read-only share links (issue H5): choose the project or one item, create a link, copy
 * it (shown once: only its hash is stored), and see and revoke the links in use with
 * when each was last opened.
 */
export function ShareDialog({ open, onClose, projectSK, items }: ShareDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const wordsOf = useEditorWords();
  const { session } = useSession();
  const [what, setWhat] = useState(WHOLE_PROJECT);
  const [created, setCreated] = useState<NewShareLink | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const links = useShareLinks(projectSK, open);
  const create = useCreateShareLink(projectSK);
  const revoke = useRevokeShareLink(projectSK);

  const kindOf = (type: string | null) => {
    const editor = items?.find((entry) => entry.editor.type === type)?.editor;
    return editor ? kindWord(wordsOf(editor)) : (type ?? '');
  };
  const describe = (link: Pick<ShareLink, 'itemSK' | 'itemType' | 'itemName'>) =>
    link.itemSK
      ? t('handOff.shareDialog.item', { kind: kindOf(link.itemType), name: link.itemName ?? '' })
      : t('handOff.shareDialog.wholeProject');
  const options = [
    { value: WHOLE_PROJECT, label: t('handOff.shareDialog.wholeProject') },
    ...(items ?? []).map(({ editor, item }) => ({
      value: item.SK,
      label: t('handOff.shareDialog.item', { kind: kindWord(wordsOf(editor)), name: item.name }),
    })),
  ];
  const url = created ? new URL(created.path, window.location.origin).href : '';

  const close = () => {
    setCreated(null);
    onClose();
  };
  const createLink = () =>
    create.mutate(what === WHOLE_PROJECT ? null : what, {
      onSuccess: (link) => {
        setCreated(link);
        // The link is the next thing to act on: select it, ready to copy.
        requestAnimationFrame(() => linkRef.current?.select());
      },
      onError: (error) =>
        toast.show('error', messageOfError(error, t('handOff.shareDialog.createError'))),
    });
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.show('success', t('handOff.shareDialog.copied')),
      () => {
        linkRef.current?.select();
        toast.show('error', t('handOff.shareDialog.copyError'));
      },
    );

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('handOff.shareDialog.title')}
      closeLabel={t('handOff.shareDialog.close')}
      size="md"
      className="hand-off-dialog"
      footer={
        <Button variant="secondary" onClick={close}>
          {t('handOff.shareDialog.close')}
        </Button>
      }
    >
      <div className="hand-off-share__create">
        <Select
          label={t('handOff.shareDialog.what')}
          options={options}
          value={what}
          onChange={(event) => {
            setWhat(event.target.value);
            setCreated(null);
          }}
          containerClassName="hand-off-share__what"
        />
        <Button onClick={createLink} loading={create.isPending}>
          {create.isPending ? t('handOff.shareDialog.creating') : t('handOff.shareDialog.create')}
        </Button>
      </div>
      {session && (
        <p className="hand-off__hint">
          {t('handOff.shareDialog.viewersSee', { name: sharerName(session.username) })}
        </p>
      )}
      {created && (
        <div className="hand-off-share__new" role="status">
          <p>{t('handOff.shareDialog.newLink')}</p>
          <div className="hand-off-share__link">
            <TextField
              ref={linkRef}
              label={t('handOff.shareDialog.linkLabel')}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              containerClassName="hand-off-share__url"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t('handOff.shareDialog.copy')}
            </Button>
          </div>
        </div>
      )}
      <h3 className="hand-off-share__heading">{t('handOff.shareDialog.links')}</h3>
      {links.isPending && (
        <p className="hand-off__hint">
          <Spinner size="sm" label={t('handOff.shareDialog.loading')} />
        </p>
      )}
      {links.isError && <p role="alert">{t('handOff.shareDialog.loadError')}</p>}
      {links.data?.length === 0 && (
        <p className="hand-off__hint">{t('handOff.shareDialog.none')}</p>
      )}
      {links.data && links.data.length > 0 && (
        <ul className="hand-off-share__links">
          {links.data.map((link) => (
            <li key={link.id} className="hand-off-share__row">
              <div>
                <div className="hand-off-share__what-text">{describe(link)}</div>
                <div className="hand-off__hint">
                  {t('handOff.shareDialog.created', { date: formatDateTime(link.createdAt) })},{' '}
                  {link.lastOpenedAt
                    ? t('handOff.shareDialog.lastOpened', {
                        date: formatDateTime(link.lastOpenedAt),
                      })
                    : t('handOff.shareDialog.neverOpened')}
                </div>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('handOff.shareDialog.revokeNamed', { what: describe(link) })}
                loading={revoke.isPending && revoke.variables === link.id}
                onClick={() =>
                  revoke.mutate(link.id, {
                    onSuccess: () => {
                      if (created?.id === link.id) setCreated(null);
                      toast.show('success', t('handOff.shareDialog.revoked'));
                    },
                    onError: (error) =>
                      toast.show(
                        'error',
                        messageOfError(error, t('handOff.shareDialog.revokeError')),
                      ),
                  })
                }
              >
                {t('handOff.shareDialog.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
