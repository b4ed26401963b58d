import { satisfy } from '@module-federation/runtime';
import type { RemoteImports } from './remote-imports.ts';
import type { SharedExports } from './shared-exports.ts';

/** One entry of a remote manifest's `shared` list: what the remote needs from the host. */
export interface SharedRequirement {
  name: string;
  requiredVersion?: string | false;
}

export interface ContractInput {
  /** The remote's federation name, for the messages. */
  remote: string;
  /** `shared` of the remote's built `mf-manifest.json`. */
  required: SharedRequirement[];
  /** What the remote's shipped code imports from the shared packages. */
  imports: RemoteImports;
  /** The deployed shell's `shared-exports.json`. */
  shell: SharedExports;
}

/**
 * The contract check of a release (architecture §4): a remote must not need more than
 * the deployed shell provides. Three ways to need more, all fatal at run time (React
 * error #130 for a missing component): a shared package the shell does not provide, a
 * version range the shell's package does not satisfy, or a name the shell's package
 * does not export. Version ranges are compared
 * with federation's own `satisfy`, as the runtime compares them. Returns one message per
 * problem, naming the remote, the package and the range or name; none means it may ship.
 */
export function contractProblems({ remote, required, imports, shell }: ContractInput): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion } of required) {
    const provided = shell.shared[name];
    // A remote's build carries no copy of a shared package (tooling/federation.ts): one
    // the shell does not provide is missing at run time.
    if (!provided) {
      problems.push(`${remote} requires ${name}, which the deployed shell does not provide`);
      continue;
    }
    if (!requiredVersion) continue;
    if (!satisfy(provided.version, requiredVersion)) {
      problems.push(
        `${remote} requires ${name} ${requiredVersion}, but the deployed shell provides ${name} ${provided.version}`,
      );
    }
  }
  for (const [pkg, names] of imports) {
    const provided = shell.shared[pkg];
    if (!provided?.exports) continue;
    const exported = new Set(provided.exports);
    for (const [name, files] of names) {
      if (exported.has(name)) continue;
      problems.push(
        `${remote} imports ${name} from ${pkg} (${files.join(', ')}), which the deployed ` +
          `shell's ${pkg} ${provided.version} does not export`,
      );
    }
  }
  return problems;
}
