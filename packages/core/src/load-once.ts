/**
 * `load`, run once and shared by every caller while it runs or after it succeeded. A failure is
 * not kept: the next call runs `load` again (a chunk that could not be downloaded, say).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
}
