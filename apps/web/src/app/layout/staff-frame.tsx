import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { SITE_NAME } from '@/config/site';

/**
 * The back office's own minimal frame (/eclipse pages): a plain bar that says where staff are, with
 * none of the marketing header, footer or country prompt (chrome-visibility leaves those out).
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col bg-slate-50">
      <div className="border-b bg-slate-900 text-white">
        <p className="mx-auto flex w-full max-w-7xl items-center gap-2 px-4 py-3 font-bold sm:px-6 lg:px-8">
          <ShieldCheck className="size-5 text-sky-300" aria-hidden="true" />
          {SITE_NAME} back office
        </p>
      </div>
      <div className="flex flex-1 flex-col">{children}</div>
    </div>
  );
}
