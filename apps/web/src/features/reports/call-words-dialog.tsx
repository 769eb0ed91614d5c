// The per-call view (ADR 041): what the operator asked and what the child answered, line by line,
// with what the call taught. Loaded only when the parent opens it.
import { useState } from 'react';
import { Headset, Lightbulb, Loader2, MessageSquareText, User } from 'lucide-react';
import type { ReportRecord, TranscriptTurn } from '@callready/contract';
import { reportScenarioTitle } from '@callready/core';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useChildCall } from './reports-api';
import { formatCompletedOn } from './report-list';

type CallWordsDialogProps = { childId: string; childName: string; record: ReportRecord };

export function CallWordsDialog({ childId, childName, record }: CallWordsDialogProps) {
  const [open, setOpen] = useState(false);
  const title = reportScenarioTitle(record.scenarioId);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="self-start">
          <MessageSquareText aria-hidden="true" />
          What was said
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[90dvh] flex-col">
        <DialogHeader className="text-left">
          {/* Left-aligned on a phone too: room for the ✕ on the right only. */}
          <DialogTitle className="px-0 pr-9">What was said: {title}</DialogTitle>
          <DialogDescription>
            {childName}&apos;s practice call on {formatCompletedOn(record.completionDate)}.
          </DialogDescription>
        </DialogHeader>
        {open && <CallWords childId={childId} childName={childName} callId={record.id} />}
      </DialogContent>
    </Dialog>
  );
}

function CallWords({ childId, childName, callId }: { childId: string; childName: string; callId: string }) {
  const call = useChildCall(childId, callId);
  if (call.isPending)
    return (
      <p className="flex items-center gap-2 text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Loading what was said…
      </p>
    );
  if (call.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>The words of this call could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void call.refetch()}>
          Try again
        </Button>
      </div>
    );
  const transcript = call.data.transcript;
  if (!transcript) return <p className="text-muted-foreground">The words of this call were not kept.</p>;
  const lessons = transcript.lessons ?? [];
  return (
    <div className="-mx-1 flex min-h-0 flex-col gap-5 overflow-y-auto px-1">
      {lessons.length > 0 && (
        <section aria-labelledby="call-lessons" className="rounded-xl bg-muted/60 p-3">
          <h3 id="call-lessons" className="flex items-center gap-2 font-extrabold">
            <Lightbulb className="size-5 text-primary" aria-hidden="true" />
            What the call taught
          </h3>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
            {lessons.map((lesson, index) => (
              <li key={index}>{lesson}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="call-lines" className="flex flex-col gap-2">
        <h3 id="call-lines" className="font-extrabold">
          The call, line by line
        </h3>
        <ol aria-label="What was said" className="flex flex-col gap-2">
          {transcript.turns.map((turn, index) => (
            <Line key={index} turn={turn} childName={childName} />
          ))}
        </ol>
      </section>
    </div>
  );
}

function Line({ turn, childName }: { turn: TranscriptTurn; childName: string }) {
  const operator = turn.speaker === 'operator';
  const Icon = operator ? Headset : User;
  return (
    <li
      className={cn(
        'flex max-w-[90%] flex-col gap-0.5 rounded-2xl px-3 py-2',
        operator ? 'self-start bg-muted' : 'self-end bg-primary/10',
      )}
    >
      <span className="flex items-center gap-1.5 text-xs font-semibold text-muted-foreground">
        <Icon className="size-3.5" aria-hidden="true" />
        {operator ? 'Operator' : childName}
      </span>
      <span className="break-words">{turn.text}</span>
    </li>
  );
}
