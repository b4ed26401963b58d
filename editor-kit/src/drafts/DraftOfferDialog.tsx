import { useId, useRef } from 'react';
import { Button, Dialog } from 'shared-ui';
import { formatDateTime } from '../i18n/formats';
import { useDraftOfferLabels } from './draft-offer-labels';
import type { DraftOffer } from './useDraftKeeper';

export interface DraftOfferLabels {
  draftOfferTitle: string;
  /** 'This empathy map has changes that were not saved, kept on this device (…).' */
  draftOfferMessage: (what: string, when: string) => string;
  /** Said when the draft was edited from an older version than the saved one. */
  draftOfferOutdated: string;
  draftOfferHelp: string;
  draftRestore: string;
  draftDiscard: string;
}

export interface DraftOfferDialogProps {
  offer: DraftOffer | null;
  /** The item's type in words, lower case: 'empathy map'. */
  what: string;
  onRestore: () => void;
  onDiscard: () => void;
  /** The kit's words in the site's language unless given. */
  labels?: DraftOfferLabels;
}

/**
 * 'Nov 25, 2026, 3:14 AM' (in the site's language): when the draft was written, so the
 * user knows which work it is.
 */
export function draftTime(savedAt: number): string {
  return formatDateTime(savedAt);
}

/**
 * The offer of a stored draft when an editor opens: 'Restore unsaved changes' or
 * 'Discard'. A dialog rather than a notice, because edits made before the answer would
 * have to be merged with the draft or thrown away by it. Focus starts on Restore and
 * Escape restores: that choice drops nothing (the saved copy stays saved until Save),
 * while Discard deletes the draft and must be chosen on purpose.
 */
export function DraftOfferDialog({
  offer,
  what,
  onRestore,
  onDiscard,
  labels: given,
}: DraftOfferDialogProps) {
  const kitLabels = useDraftOfferLabels();
  const labels = given ?? kitLabels;
  const restoreRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Dialog
      open={offer !== null}
      onClose={onRestore}
      title={labels.draftOfferTitle}
      size="md"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={restoreRef}
      footer={
        <>
          <Button variant="secondary" onClick={onDiscard}>
            {labels.draftDiscard}
          </Button>
          <Button ref={restoreRef} variant="primary" onClick={onRestore}>
            {labels.draftRestore}
          </Button>
        </>
      }
    >
      {offer && (
        <div id={messageId} className="ui-confirm__message">
          <p>{labels.draftOfferMessage(what, draftTime(offer.savedAt))}</p>
          {offer.outdated && <p>{labels.draftOfferOutdated}</p>}
          <p>{labels.draftOfferHelp}</p>
        </div>
      )}
    </Dialog>
  );
}
