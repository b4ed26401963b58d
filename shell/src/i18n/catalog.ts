import type { en } from './en';

/** Same keys as English, any text: every language must translate every string. */
type Translated<T> = T extends string ? string : { [K in keyof T]: Translated<T[K]> };

export type Catalog = Translated<typeof en>;
