import { Button } from 'shared-ui';

interface EditorNoticeProps {
  text: string;
  action: { label: string; onClick(): void };
}

/**
 * A status above the editor that stays while it holds, with the one thing to do about it:
 * a save waiting for the connection (issue H6: not a 3-second error toast; 'Try again'),
 * or a guest's work once signed in ('Save to a project').
 */
export function EditorNotice({ text, action }: EditorNoticeProps) {
  return (
    <div className="ui-editor-notice" role="status">
      <p>{text}</p>
      <Button variant="secondary" size="sm" onClick={action.onClick}>
        {action.label}
      </Button>
    </div>
  );
}
