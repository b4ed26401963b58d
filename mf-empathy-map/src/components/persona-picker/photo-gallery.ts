import { PresetPhotoGallery, presetPhotoFile } from 'editor-kit';
import { createElement, type ReactNode } from 'react';

/** Hands a chosen photo to the picker: the image and a file name for the upload. */
export type ChoosePhoto = (image: Blob, fileName: string) => void;

/**
 * Something offering photos beside 'Upload Image' in the 'Choose photo' step (spec §2:
 * 'Upload Image or one of 32 built-in stock photos'). It gets the picker's `choose`.
 */
export type PhotoGallerySlot = (choose: ChoosePhoto) => ReactNode;

/**
 * The 32 preset persona photos from the editor kit (issue F5), the same the persona editor
 * offers. A chosen preset is handed on as its own image file (WebP), so it goes through
 * the same checks, preview and upload as an uploaded one.
 */
export const PRESET_PHOTO_GALLERY: PhotoGallerySlot | null = (choose) =>
  createElement(PresetPhotoGallery, {
    onSelect: ({ id }) =>
      void presetPhotoFile(id).then(
        (file) => choose(file, file.name),
        (error: unknown) => console.error('The preset photo could not be loaded', error),
      ),
  });
