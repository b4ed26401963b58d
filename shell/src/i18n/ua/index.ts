import type { Catalog } from '../catalog';
import { auth } from './auth';
import { common } from './common';
import { handOff } from './handOff';
import { landing } from './landing';
import { passwordReset } from './passwordReset';
import { profile } from './profile';
import { project } from './project';
import { projects } from './projects';

/** The Ukrainian catalog exists but is not offered in the selector yet (spec §2). */
export const ua: Catalog = {
  common,
  auth,
  landing,
  projects,
  project,
  handOff,
  profile,
  passwordReset,
};
