// Open modals, innermost last. Keyboard handling (Escape, the Tab trap) listens on the
// document, so only the topmost modal may act on a key.
const stack: object[] = [];

export function pushModal(token: object): () => void {
  stack.push(token);
  return () => {
    const index = stack.lastIndexOf(token);
    if (index >= 0) stack.splice(index, 1);
  };
}

export function isTopModal(token: object): boolean {
  return stack[stack.length - 1] === token;
}
