/** A remote (its entry or a chunk) failed to load or timed out. Name and message prefix are contract. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly remote: string,
    /** What went wrong, for whoever reads the console or a support report (in English). */
    readonly detail: string,
  ) {
    super(`Loading chunk failed: ${remote} (${detail})`);
  }
}

/** /remotes.json is missing, malformed, or does not list a remote. */
export class ManifestError extends Error {
  override readonly name = 'ManifestError';
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
