import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TrainingBreadcrumb } from '@/components/training-breadcrumb';

/** The frame of every training page: a friendly background and the breadcrumb (Training › …). */
export function TrainingPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-1 flex-col bg-gradient-to-b from-sky-50 via-white to-amber-50/60">
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-5 sm:gap-8 sm:px-6 sm:py-8">
        <TrainingBreadcrumb pathname={pathname} />
        {children}
      </div>
    </div>
  );
}
