// Issue 20: being built in this session by a helper (replaces this file).
export function Component() {
  return null;
}
