import { importBudget, endpointImportMessages as text } from '@portal/contracts';
import { badRequest } from '../../errors.ts';

type Frame = { node: object; children: unknown[]; next: number; total: number };

const childrenOf = (node: object): unknown[] => (Array.isArray(node) ? node : Object.values(node));

/**
 * How many values a parsed document holds once every YAML alias is expanded, counted without
 * expanding anything: an alias is the same object as its anchor, whose count is remembered, so the
 * work is one step per distinct value however often it is repeated. Every later walk (the shape
 * check, the parser, the validator, the schema walks) expands aliases, so this is the size they
 * meet: past `importBudget.values` the document is refused before any of them starts. An alias
 * inside its own anchor (a value holding itself) has no expanded size: it is nested too deeply.
 */
export function countDocumentValues(root: unknown, max: number = importBudget.values): number {
  if (root === null || typeof root !== 'object') return 1;
  const counted = new Map<object, number>();
  const open = new Set<object>([root]);
  const stack: Frame[] = [{ node: root, children: childrenOf(root), next: 0, total: 1 }];
  const add = (frame: Frame, count: number) => {
    frame.total += count;
    if (frame.total > max) throw badRequest(text.importTooLarge);
  };
  for (;;) {
    const frame = stack[stack.length - 1];
    if (frame.next < frame.children.length) {
      const child = frame.children[frame.next];
      frame.next += 1;
      if (child === null || typeof child !== 'object') add(frame, 1);
      else if (counted.has(child)) add(frame, counted.get(child)!);
      else if (open.has(child)) throw badRequest(text.importTooDeep);
      else {
        open.add(child);
        stack.push({ node: child, children: childrenOf(child), next: 0, total: 1 });
      }
      continue;
    }
    stack.pop();
    open.delete(frame.node);
    counted.set(frame.node, frame.total);
    const parent = stack[stack.length - 1];
    if (!parent) return frame.total;
    add(parent, frame.total);
  }
}
