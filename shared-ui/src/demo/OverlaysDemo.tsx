import { useState } from 'react';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Dialog } from '../components/Dialog';
import { Menu } from '../components/Menu';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';
import { UserIcon } from '../icons/icons';
import { useToast } from '../toast/toastContext';
import { DemoSection } from './DemoSection';

/** Dialogs, toasts and the dropdown menu. */
export function OverlaysDemo() {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [lastChoice, setLastChoice] = useState('nothing yet');

  const confirmDelete = () => {
    setDeleting(true);
    setTimeout(() => {
      setDeleting(false);
      setConfirming(false);
      toast.show('success', 'Project deleted');
    }, 1200);
  };

  return (
    <>
      <DemoSection id="dialogs" title="Dialogs">
        <div className="ui-kit__row">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Open dialog
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete project…
          </Button>
        </div>
        <Dialog
          open={editing}
          onClose={() => setEditing(false)}
          title="Edit project"
          closeLabel="Close"
          footer={
            <>
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button onClick={() => setEditing(false)}>Save</Button>
            </>
          }
        >
          <div className="ui-kit__stack">
            <TextField label="Name" defaultValue="Project name" />
            <TextArea label="Description" autoGrow maxHeight={200} blockEnter />
          </div>
        </Dialog>
        <ConfirmDialog
          open={confirming}
          title="Are you sure you want to delete project?"
          message="Project name"
          confirmLabel="Delete"
          cancelLabel="Cancel"
          danger
          busy={deleting}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        />
      </DemoSection>

      <DemoSection id="toasts" title="Toasts">
        <div className="ui-kit__row">
          <Button variant="secondary" onClick={() => toast.show('success', 'Saved Successfully')}>
            Success toast
          </Button>
          <Button
            variant="secondary"
            onClick={() => toast.show('error', 'Error has happened during saving')}
          >
            Error toast
          </Button>
          <Button variant="secondary" onClick={() => toast.show('info', 'Just so you know')}>
            Info toast
          </Button>
        </div>
      </DemoSection>

      <DemoSection id="menu" title="Menu">
        <div className="ui-kit__row">
          <Menu
            align="start"
            label={
              <>
                <UserIcon /> username
              </>
            }
            items={[
              { label: 'My profile', onSelect: () => setLastChoice('My profile') },
              { label: 'Exit', onSelect: () => setLastChoice('Exit') },
              { label: 'Link to the grid', href: '#grid' },
            ]}
          />
          <span className="ui-kit__note">Last choice: {lastChoice}</span>
        </div>
      </DemoSection>
    </>
  );
}
