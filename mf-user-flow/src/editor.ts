// This remote's description (architecture §4 'Editors are plug-ins'), written once beside
// the editor's schemas in shared-contracts. The build writes it into every release
// (editor.json), the standalone page mounts the editor at its route, and the tooling
// finds the workspace's editors through this file.
export { userFlowEditor as editor } from 'shared-contracts/editors/user-flow/description';
