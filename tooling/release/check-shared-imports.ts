// The last step of every remote's `test` script (`pnpm --filter <remote> test`): the
// release's contract check of what the remote imports from the shared packages, so a
// remote that uses a name the deployed shell does not provide (a react-router hook the
// shell's trimmed copy leaves out, say) fails at its team's desk, not at release.
// Run from the remote's folder, or given it: tooling/release/check-shared-imports.ts <folder>
import path from 'node:path';
import { remoteNameOf } from '../workspace-remotes.ts';
import { sharedImportProblems, shellToCheck } from './shared-imports.ts';

async function main() {
  const packageDir = path.resolve(process.argv[2] ?? process.cwd());
  const { shell, from, deployed } = await shellToCheck();
  const problems = sharedImportProblems(packageDir, shell);
  if (problems.length > 0) {
    console.error(
      `The shared imports of ${remoteNameOf(packageDir)}, checked against ${from}:\n  ` +
        `${problems.join('\n  ')}\nA release of the shell that provides them must go first.`,
    );
    process.exit(1);
  }
  console.log(`Shared imports of ${remoteNameOf(packageDir)}: all provided by ${from}.`);
  if (!deployed) {
    console.log(
      'No shell build to check against: build the shell (pnpm --filter shell build) or set ' +
        "SHELL_EXPORTS to the deployed shell's shared-exports.json (a file or its URL).",
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
