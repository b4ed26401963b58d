import { FEDERATION_RUNTIME, SHARED_PROVIDES } from 'virtual:ux-artefacts/shared-provides';
import type { HostProvides } from './federation-host';

/** What the shell's pages provide to editors: every shared singleton, already loaded. */
export const HOST_PROVIDES: HostProvides = { shared: SHARED_PROVIDES, runtime: FEDERATION_RUNTIME };
