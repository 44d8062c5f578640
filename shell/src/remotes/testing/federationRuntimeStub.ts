// Unit tests replace the plugin's virtual runtime with this stub (see vitest.config.ts).
import { vi } from 'vitest';

export const __federation_method_setRemote = vi.fn();
export const __federation_method_getRemote = vi.fn();
export const __federation_method_unwrapDefault = (module: unknown) =>
  (module as { default?: unknown } | null)?.default ?? module;
