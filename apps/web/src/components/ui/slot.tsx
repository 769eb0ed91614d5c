// Renders its single child element with the props given to it: how a Button styles a router Link
// (`<Button asChild><Link … /></Button>`). Radix's Slot does the same, but it would be part of
// every page's first load for this one use.
import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';

type SlotProps = Record<string, unknown> & { children?: ReactNode; ref?: Ref<HTMLElement> };

function composeRefs<T>(...refs: (Ref<T> | undefined)[]): Ref<T> {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** The child's own props win, except that class names are joined, styles merged, and both handlers run (the child's first). */
export function mergeSlotProps(slotProps: Record<string, unknown>, childProps: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'style' && childValue) {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  return merged;
}

export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>(children)) return null;
  const childRef = children.props.ref;
  const props = mergeSlotProps(slotProps, children.props);
  if (ref || childRef) props.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return cloneElement(children, props);
}
