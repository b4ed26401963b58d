import { describe, expect, it } from 'vitest';
import * as limits from './limits.js';

/** A guard that the named constants still say what product spec §5 and §9 say. */
describe('limits match spec §9', () => {
  it('counts', () => {
    expect(limits.MAX_PROJECTS).toBe(30);
    expect(limits.MAX_FEATURES_PER_TYPE).toBe(30);
    expect(limits.MAX_CRITERIA).toBe(30);
    expect(limits.MAX_COMPETITORS).toBe(30);
    expect(limits.MAX_SKILLS).toBe(20);
    expect(limits.MAX_MOTIVATIONS).toBe(20);
    expect(limits.PRESET_PERSONA_PHOTOS).toBe(32);
  });

  it('text lengths ("under 100" and "under 500" leave 99 and 499)', () => {
    expect([limits.PROJECT_NAME_MIN_LENGTH, limits.PROJECT_NAME_MAX_LENGTH]).toEqual([3, 99]);
    expect(limits.PROJECT_DESCRIPTION_MAX_LENGTH).toBe(499);
    expect(limits.FEATURE_NAME_MAX_LENGTH).toBe(99);
    expect(limits.EMPATHY_QUADRANT_MAX_LENGTH).toBe(500);
    expect(limits.EMPATHY_PAINS_GAINS_MAX_LENGTH).toBe(300);
    expect(limits.COMPETITOR_TEXT_MAX_LENGTH).toBe(300);
    expect(limits.PERSONA_SHORT_TEXT_MAX_LENGTH).toBe(50);
    expect(limits.PERSONA_BIOGRAPHY_MAX_LENGTH).toBe(1000);
    expect(limits.PERSONA_GOALS_MAX_LENGTH).toBe(300);
    expect(limits.PERSONA_FRUSTRATIONS_MAX_LENGTH).toBe(300);
  });

  it('sliders and persona layout', () => {
    expect([limits.SLIDER_MIN, limits.SLIDER_MAX, limits.SLIDER_DEFAULT]).toEqual([0, 100, 50]);
    expect(limits.TEXTAREA_MAX_HEIGHT_PX).toEqual({ biography: 600, goalsFrustrations: 400 });
    expect(limits.COLUMN_WIDTH).toEqual({
      wideMin: 150,
      narrowMin: 60,
      wideDefault: 200,
      narrowDefault: 100,
    });
  });

  it('uploads, thumbnails and exports', () => {
    expect(limits.MAX_UPLOAD_BYTES).toBe(10_000_000);
    expect(limits.THUMBNAIL_MAX_BYTES).toEqual({
      competitorAnalysis: 300_000,
      empathyMap: 10_000_000,
      uxPersona: 10_000_000,
    });
    expect(limits.THUMBNAIL_JPEG_QUALITY).toBe(0.5);
    expect(limits.EXPORT_JPEG_QUALITY).toBe(1);
  });

  it('password bounds of architecture §7', () => {
    expect([limits.PASSWORD_MIN_LENGTH, limits.PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });

  it('timings', () => {
    expect(limits.TIMINGS_MS).toEqual({
      toast: 3000,
      restoreRedirect: 3000,
      resetSendCooldown: 2000,
      personaDialogReset: 300,
      canvasSimulatedLoad: 1000,
    });
  });

  it('lists, truncation and breakpoints', () => {
    expect(limits.SLIDER_ITEMS).toEqual({ small: 6, big: 3 });
    expect(limits.CARD_NAME_TRUNCATION).toEqual({ smallDesktop: 40, big: 80, smallNarrow: 20 });
    expect(limits.SIDEBAR_NAME_TRUNCATION).toEqual([12, 17, 20, 25]);
    expect(limits.PROJECT_DESCRIPTION_TRUNCATION).toEqual([190, 230, 270]);
    expect(limits.SIDEBAR_EXTRA_HEIGHT_PX).toBe(350);
    expect(limits.BREAKPOINTS_PX).toEqual({ desktopHeader: 960, footer: 1140, editorLayout: 1320 });
  });

  it('canvas', () => {
    expect(limits.CANVAS).toEqual({
      worldSize: 6000,
      originOffset: 3000,
      gridCellPx: 40,
      gridCells: 150,
      minZoom: 0.4,
      maxZoom: 2,
      keyboardZoomStep: 0.2,
      wheelZoomPerDelta: 0.0075,
      minShapeSize: 50,
      connectorHandlePx: 75,
      arrowBendClearance: 20,
      paletteSize: 8,
      prototypeRectSize: 300,
      prototypeCircleSize: 150,
    });
    expect(limits.CANVAS.gridCellPx * limits.CANVAS.gridCells).toBe(limits.CANVAS.worldSize);
  });
});
