// A hook's stdin as JSON, or undefined for none or malformed input (a hook never fails on it).
export function parseJsonInput(raw: string | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
