// Live chat on /contact (ADR 042, ADR 053): shown only when the server names a chat widget, and started
// only after the visitor agrees, because it shares their visit with the chat service. The widget runs
// in a sandboxed frame of its own, never in the app's document: it cannot read our API, our cookies or
// this page, and it ends when the visitor leaves the page.
import { useState } from 'react';
import { Loader2, MessageCircle } from 'lucide-react';
import { LIVE_CHAT_FRAME_PATH, LIVE_CHAT_FRAME_SANDBOX } from '@callready/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useLiveChatConfig } from '../api/live-chat-api';

/** Remembered for this tab only, so that coming back to the page goes straight on to the chat. */
export const LIVE_CHAT_CONSENT_KEY = 'callready.liveChatConsent';

const hasConsent = () => {
  try {
    return sessionStorage.getItem(LIVE_CHAT_CONSENT_KEY) === 'yes';
  } catch {
    return false;
  }
};

/** The configured widget, started at once when the visitor already agreed in this tab. */
function useLiveChat() {
  // No answer: no chat is offered, as when none is configured.
  const scriptUrl = useLiveChatConfig().data?.scriptUrl ?? null;
  const [agreed, setAgreed] = useState(hasConsent);
  const agree = () => {
    try {
      sessionStorage.setItem(LIVE_CHAT_CONSENT_KEY, 'yes');
    } catch {
      // Without storage the chat still starts, only not again on a later visit.
    }
    setAgreed(true);
  };
  return { scriptUrl, started: scriptUrl !== null && agreed, agree };
}

export function LiveChatCard() {
  const { scriptUrl, started, agree } = useLiveChat();
  const [frameLoaded, setFrameLoaded] = useState(false);
  if (!scriptUrl) return null;
  const host = new URL(scriptUrl).host;

  return (
    <Card id="live-chat" className={cn(started && 'md:col-span-full')}>
      <CardHeader>
        <span className="mb-2 inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-6">
          <MessageCircle aria-hidden="true" />
        </span>
        <CardTitle>Live Chat</CardTitle>
        <CardDescription>Chat with our support team in a chat window.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm text-slate-700">
        {started ? (
          <>
            {!frameLoaded && (
              <p role="status" className="flex items-center gap-2 font-semibold">
                <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                Opening the chat window…
              </p>
            )}
            <iframe
              src={LIVE_CHAT_FRAME_PATH}
              sandbox={LIVE_CHAT_FRAME_SANDBOX}
              title={`Support chat from ${host}`}
              onLoad={() => setFrameLoaded(true)}
              className="h-[32rem] max-h-[75vh] w-full rounded-lg border"
            />
          </>
        ) : (
          <p>
            The chat window comes from <strong className="break-all">{host}</strong>. It loads only when you
            start it, and then {host} receives your messages and your browser&apos;s usual details (such as
            its address).
          </p>
        )}
      </CardContent>
      {!started && (
        <CardFooter>
          <Button className="w-full" onClick={agree}>
            <MessageCircle aria-hidden="true" />
            Start Live Chat
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
