// Whether the support line is staffed now, and its hours.
import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SUPPORT } from '@/config/site';
import { getSupportStatus, type SupportStatus } from './support-hours';

/** Whether support is staffed right now, re-checked every minute. */
export function useSupportStatus() {
  const [status, setStatus] = useState<SupportStatus>(() => getSupportStatus(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setStatus(getSupportStatus(new Date())), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return { status };
}

export function SupportStatusLine({ status }: { status: SupportStatus }) {
  return status.open ? (
    <p className="flex items-center gap-2 text-sm font-semibold text-green-700">
      <span className="size-2.5 rounded-full bg-success" aria-hidden="true" />
      Open now, until {status.closesAt} UK time
    </p>
  ) : (
    <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
      <span className="size-2.5 rounded-full bg-slate-400" aria-hidden="true" />
      Closed now, back {status.nextOpening}
    </p>
  );
}
export function SupportHours() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock className="size-6 text-primary" aria-hidden="true" />
          Support Hours
        </CardTitle>
        <CardDescription>Phone: {SUPPORT.hours}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="font-semibold whitespace-nowrap">Monday to Friday</dt>
            <dd>9am to 6pm</dd>
          </div>
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="font-semibold whitespace-nowrap">Saturday and Sunday</dt>
            <dd>Closed</dd>
          </div>
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="font-semibold whitespace-nowrap">E-mail</dt>
            <dd className="text-right">Any time, answered within 24 hours</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">
          Times are UK time: GMT in winter and BST in summer.
        </p>
      </CardContent>
    </Card>
  );
}
