import { withDeployLock } from './deployLock.mjs';

/** Takes the lock as a deploy does and holds it until the returned function is called. */
export async function holdDeployLock(root: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken = () => {};
  const holding = new Promise<void>((resolve) => (taken = resolve));
  const done = withDeployLock(root, async () => {
    taken();
    await released;
  });
  await holding;
  return async () => {
    release();
    await done;
  };
}
