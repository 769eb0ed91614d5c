import { useState } from 'react';
import { Link } from 'react-router';
import { LayoutDashboard, Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { StartCall } from './scenario-paths';
import { paths } from '@/lib/paths';

const callButtonClasses = 'min-h-16 w-full rounded-2xl px-8 text-xl sm:w-auto';

type StartCallButtonProps = {
  target: StartCall;
  /** 'Start Emergency Call' or, on an advice call, 'Start Advice Call'. */
  label: string;
  /** An emergency call starts from the red button, an advice call from a calm one (ADR 023). */
  tone: 'urgent' | 'calm';
};

/** Into the child's call, or, for a parent, the way to preview as a child first. */
export function StartCallButton({ target, label, tone }: StartCallButtonProps) {
  const [open, setOpen] = useState(false);
  const variant = tone === 'urgent' ? 'destructive' : 'default';

  if (target.kind === 'call') {
    return (
      <Button asChild variant={variant} size="lg" className={callButtonClasses}>
        <Link to={target.to}>
          <Phone aria-hidden="true" />
          {label}
        </Link>
      </Button>
    );
  }

  return (
    <>
      <Button variant={variant} size="lg" className={callButtonClasses} onClick={() => setOpen(true)}>
        <Phone aria-hidden="true" />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Preview as a child to make a call</DialogTitle>
            <DialogDescription>
              Practice calls belong to a child, so their progress is kept with the right profile. Open your
              Parent Dashboard and choose Preview as Child for one of your children, then start this scenario.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Not Now
            </Button>
            <Button asChild>
              <Link to={paths.parentDashboard}>
                <LayoutDashboard aria-hidden="true" />
                Go to Parent Dashboard
              </Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
