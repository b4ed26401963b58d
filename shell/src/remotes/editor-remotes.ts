// The one list of remotes lives in shared-contracts (architecture §4); the shell reads it.
export { EDITOR_REMOTES, type EditorRemote } from 'shared-contracts';
