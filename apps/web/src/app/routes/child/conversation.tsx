import { ConversationPage } from '@/features/conversation/conversation-page';
import { captionOnlyVoice } from '@/features/conversation/operator-voice';

// The operator's lines are shown as captions; a spoken OperatorVoice can be passed here instead.
export function Component() {
  return <ConversationPage voice={captionOnlyVoice} />;
}
