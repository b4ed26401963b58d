import type { ReactNode } from 'react';

/** Hands a chosen photo to the picker: the image and a file name for the upload. */
export type ChoosePhoto = (image: Blob, fileName: string) => void;

/**
 * Something offering photos beside 'Upload Image' in the 'Choose photo' step (spec §2:
 * 'Upload Image or one of 32 built-in stock photos'). It gets the picker's `choose`.
 */
export type PhotoGallerySlot = (choose: ChoosePhoto) => ReactNode;

/**
 * The preset persona photos. They are being built in shared-ui for both editors (issue
 * F5); until they land the step offers the upload alone. Wiring them is this one line,
 * e.g. `(choose) => <PresetPhotoGallery onChoose={choose} />`.
 */
export const PRESET_PHOTO_GALLERY: PhotoGallerySlot | null = null;
