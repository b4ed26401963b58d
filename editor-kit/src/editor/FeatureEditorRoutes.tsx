import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { fromRouteKey } from 'shared-contracts';
import type { ItemKeys } from '../api/feature-api';
import { useMessageText } from '../i18n/messages';

export interface FeatureEditorRoutesProps {
  /**
   * The editor for a guest (`keys` null: sample data) or for a stored item. Key the
   * editor by `keys.SK` so moving to another item starts from that item's data.
   */
  render(keys: ItemKeys | null): ReactNode;
}

/**
 * An editor remote's routes below the path the shell mounted it at (architecture §4):
 * `/` is the guest editor, `/{PK}/{SK}` a stored item (keys written with '_', spec §2).
 */
export function FeatureEditorRoutes({ render }: FeatureEditorRoutesProps) {
  const text = useMessageText();
  return (
    <Routes>
      <Route index element={render(null)} />
      <Route path=":pk/:sk" element={<StoredItem render={render} />} />
      <Route path="*" element={<h1 className="ui-editor-problem">{text('notFoundPage')}</h1>} />
    </Routes>
  );
}

function StoredItem({ render }: FeatureEditorRoutesProps) {
  const { pk = '', sk = '' } = useParams();
  // A raw '#' cannot reach here (it starts the fragment); '_' and '%23' both can.
  return render({ PK: fromRouteKey(pk), SK: fromRouteKey(sk) });
}
