/**
 * `editor-kit/project-pdf`: the project as one PDF (issue H5), for the shell's page that
 * makes it, imported lazily (`import('editor-kit/project-pdf')`): pdf-lib, fontkit and
 * the font load with it, and none of the rest of the kit.
 */
export { type CapturedSection, captureForPdf } from './capture-section';
export { type Paper, paperOfLocale } from './paper';
export {
  buildProjectPdf,
  type ProjectPdfInput,
  type ProjectPdfSection,
  type ProjectPdfWords,
} from './project-pdf';
export type { TextRun } from './text-runs';
