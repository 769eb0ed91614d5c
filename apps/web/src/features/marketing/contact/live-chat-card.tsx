// Live chat on /contact (ADR 042): shown only when the server names a chat widget, and the widget's
// script is loaded only after the visitor agrees, because it shares their visit with the chat service.
// The page's Content-Security-Policy admits the widget only on a document loaded at /contact, so a
// visitor who arrived here from another page gets the page loaded afresh before the widget starts.
import { useEffect, useState } from 'react';
import { Loader2, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useLiveChatConfig } from '../api/live-chat-api';

/** Remembered for this tab only, so that the fresh load goes straight on to the chat. */
export const LIVE_CHAT_CONSENT_KEY = 'callready.liveChatConsent';
const SCRIPT_ID = 'callready-live-chat';

/** The configured widget, started at once when the visitor already agreed in this tab. */
function useLiveChat() {
  // No answer: no chat is offered, as when none is configured.
  const scriptUrl = useLiveChatConfig().data?.scriptUrl ?? null;
  const [agreed, setAgreed] = useState(false);
  const started = scriptUrl !== null && (agreed || (hasConsent() && documentLoadedHere()));
  useEffect(() => {
    if (started && scriptUrl !== null) loadWidget(scriptUrl);
  }, [started, scriptUrl]);
  return { scriptUrl, started, agree: () => setAgreed(true) };
}

/** Whether this document was loaded at the page it shows (not reached by a link inside the app). */
function documentLoadedHere(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';
  const loadedAt = entry ? new URL(entry.name).pathname : window.location.pathname;
  return trimmed(loadedAt) === trimmed(window.location.pathname);
}

const hasConsent = () => {
  try {
    return sessionStorage.getItem(LIVE_CHAT_CONSENT_KEY) === 'yes';
  } catch {
    return false;
  }
};

function loadWidget(scriptUrl: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = scriptUrl;
  script.async = true;
  document.body.append(script);
}

export function LiveChatCard() {
  const { scriptUrl, started, agree: startChat } = useLiveChat();
  if (!scriptUrl) return null;
  const host = new URL(scriptUrl).host;

  const agree = () => {
    try {
      sessionStorage.setItem(LIVE_CHAT_CONSENT_KEY, 'yes');
    } catch {
      // Without storage the chat still starts on this load when it can.
    }
    if (!documentLoadedHere()) {
      window.location.reload();
      return;
    }
    startChat();
  };

  return (
    <Card id="live-chat">
      <CardHeader>
        <span className="mb-2 inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-6">
          <MessageCircle aria-hidden="true" />
        </span>
        <CardTitle>Live Chat</CardTitle>
        <CardDescription>Chat with our support team in a chat window.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm text-slate-700">
        {started ? (
          <p role="status" className="flex items-center gap-2 font-semibold">
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            Opening the chat window…
          </p>
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
