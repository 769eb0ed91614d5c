import { useState } from 'react';
import { ConversationPage } from '@/features/conversation/conversation-page';
import { createServerVoice } from '@/features/conversation/speech/server-voice';

// The operator speaks with the server's voice (or the browser's), always with captions.
export function Component() {
  const [voice] = useState(createServerVoice);
  return <ConversationPage voice={voice} />;
}
