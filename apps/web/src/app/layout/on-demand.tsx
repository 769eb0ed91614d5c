import { useCallback, useRef, useState, type ComponentType } from 'react';

export type OnDemandProps = { defaultOpen?: boolean };

/**
 * A menu or dialog that no first view shows: its code loads when the visitor points at, focuses or
 * presses its trigger. Until then a plain trigger that looks the same stands in; pressing it opens
 * the real one as soon as it has loaded.
 */
export function useOnDemand<Props extends OnDemandProps>(load: () => Promise<ComponentType<Props>>) {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const loading = useRef(false);

  const preload = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (loaded) => setComponent(() => loaded),
      (error: unknown) => {
        loading.current = false;
        console.error('Could not load this menu.', error);
      },
    );
  }, [load]);

  const open = useCallback(() => {
    setOpenOnLoad(true);
    preload();
  }, [preload]);

  /** Handlers for the stand-in trigger. */
  const triggerProps = {
    onPointerEnter: preload,
    onFocus: preload,
    onClick: open,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
  };

  return { Component, openOnLoad, triggerProps };
}
