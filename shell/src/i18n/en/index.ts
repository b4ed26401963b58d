import { auth } from './auth';
import { common } from './common';
import { handOff } from './handOff';
import { landing } from './landing';
import { passwordReset } from './passwordReset';
import { profile } from './profile';
import { project } from './project';
import { projects } from './projects';

/** The English catalog: complete, and the shape every other language follows. */
export const en = { common, auth, landing, projects, project, handOff, profile, passwordReset };
