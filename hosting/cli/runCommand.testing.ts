import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Runs one of the commands (a script of this folder) as npm runs it, from `cwd` (also the caller's
 * folder, INIT_CWD): its output and exit code, whatever the code.
 */
export async function runCommand(
  script: string,
  args: string[],
  cwd: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
      cwd,
      env: { ...process.env, INIT_CWD: cwd },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}
