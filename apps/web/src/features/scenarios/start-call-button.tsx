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

/** 'Start Emergency Call': into the child's call, or, for a parent, the way to preview as a child first. */
export function StartCallButton({ target }: { target: StartCall }) {
  const [open, setOpen] = useState(false);

  if (target.kind === 'call') {
    return (
      <Button asChild variant="destructive" size="lg" className={callButtonClasses}>
        <Link to={target.to}>
          <Phone aria-hidden="true" />
          Start Emergency Call
        </Link>
      </Button>
    );
  }

  return (
    <>
      <Button variant="destructive" size="lg" className={callButtonClasses} onClick={() => setOpen(true)}>
        <Phone aria-hidden="true" />
        Start Emergency Call
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
