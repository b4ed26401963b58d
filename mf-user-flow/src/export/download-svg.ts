import { downloadBlob } from 'editor-kit';
import { userFlowEditor } from 'shared-contracts/editors/user-flow/description';
import type { Flow } from '../model/flow';
import { flowSvg } from './svg';

/** The SVG file's name: the export's, as an .svg. */
const SVG_FILE_NAME = userFlowEditor.exportFileName.replace(/\.jpg$/, '.svg');

/** The toolbar's 'Download SVG': the file written from the model (svg.ts). */
export function downloadSvg(flow: Flow, untitled: string) {
  downloadBlob(new Blob([flowSvg(flow, untitled)], { type: 'image/svg+xml' }), SVG_FILE_NAME);
}
